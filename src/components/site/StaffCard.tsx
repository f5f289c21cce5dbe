import styled from 'styled-components'

import type { StaffJson } from '@/lib/contract/types'

import { SmallLinks } from './cards'
import { FallbackImage } from './FallbackImage'
import { MailIcon, PhoneIcon } from './icons'
import { Badge, Card } from './ui'

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

const Photo = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: var(--cream-dark);
`

export function StaffCard({ person, eager = false }: { person: StaffCardData; eager?: boolean }) {
  return (
    <StaffShell>
      <Photo>
        <FallbackImage
          src={person.photo}
          alt={`Portrait of ${person.name}`}
          eager={eager}
          sizes="(min-width: 1096px) 280px, (min-width: 832px) 34vw, (min-width: 544px) 50vw, 100vw"
        />
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
