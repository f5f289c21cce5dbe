import styled from 'styled-components'

import type { StaffJson } from '@/lib/contract/types'
import { initialsOf } from '@/lib/initials'

import { SmallLinks } from '@/ui/site/cardParts'
import { FallbackImage } from '@/ui/site/FallbackImage'
import { MailIcon, PhoneIcon } from '@/ui/site/icons'
import { Badge, Card } from '@/ui/site/kit'

// A module of its own: its photo is a client component, which pages showing only event and
// ministry cards should not load.

export type StaffCardData = Pick<
  StaffJson,
  'id' | 'name' | 'title' | 'bio' | 'photo' | 'email' | 'phone'
>

const StaffShell = styled(Card)`
  && {
    padding: 0;
    overflow: hidden;

    > div:last-child {
      padding: 1.5rem;
      display: flex;
      flex-direction: column;
      gap: 0.5rem;
    }
  }
`

// Square, as portraits are: a head-and-shoulders photo is shown whole, not cropped to 4:3.
const Photo = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  background: var(--cream-dark);
`

// Without a photo: the person's initials, large, in the site's serif on navy with a gold rule.
const Monogram = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background:
    radial-gradient(circle at 30% 20%, rgba(212, 167, 44, 0.18), transparent 60%), var(--navy);
  color: var(--gold-soft);
  font-family: var(--font-serif);
  font-size: clamp(3rem, 9vw, 5.5rem);
  letter-spacing: 0.06em;

  &::after {
    content: '';
    position: absolute;
    bottom: 22%;
    width: 3rem;
    height: 2px;
    background: var(--gold);
  }
`

export function StaffCard({
  person,
  eager = false,
}: {
  person: StaffCardData & { blur?: string }
  eager?: boolean
}) {
  return (
    <StaffShell>
      <Photo>
        {person.photo ? (
          <FallbackImage
            src={person.photo}
            blur={person.blur}
            alt={`Portrait of ${person.name}`}
            eager={eager}
            // The photo's width in the grid (one column on phones, two, then three), so that a
            // phone fetches the generated size that fills it and no larger.
            sizes="(min-width: 1096px) 266px, (min-width: 832px) 30vw, (min-width: 544px) calc(50vw - 32px), calc(100vw - 40px)"
          />
        ) : (
          // The name follows in the heading; the monogram is decoration.
          <Monogram aria-hidden="true">{initialsOf(person.name)}</Monogram>
        )}
      </Photo>
      <div>
        <h2 style={{ fontSize: '1.4rem', margin: 0 }}>{person.name}</h2>
        <Badge $tone="burgundy">{person.title}</Badge>
        <p>{person.bio}</p>
        <SmallLinks>
          {person.email && (
            <a href={`mailto:${person.email}`}>
              <MailIcon size={16} />
              &nbsp;Email<span className="visually-hidden"> {person.name}</span>
            </a>
          )}
          {person.phone && (
            <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>
              <PhoneIcon size={16} />
              &nbsp;{person.phone}
            </a>
          )}
        </SmallLinks>
      </div>
    </StaffShell>
  )
}
