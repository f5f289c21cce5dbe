import styled from 'styled-components'

import { ministryStyle, type MinistryIcon } from '@/lib/ministryStyle'
import type { MinistryJson } from '@/lib/contract/types'

import { Meta } from '@/ui/site/cardParts'
import {
  BookIcon,
  ChurchIcon,
  ClockIcon,
  HandsIcon,
  MusicIcon,
  SmileIcon,
  UsersIcon,
} from '@/ui/site/icons'
import { Card, IconCircle } from '@/ui/site/kit'

/** A ministry's card: its icon and colour, name, description, leader and meeting time. */

export type MinistryCardData = Pick<
  MinistryJson,
  'id' | 'name' | 'description' | 'leader' | 'meeting_time'
>

const ICONS: Record<MinistryIcon, typeof BookIcon> = {
  youth: SmileIcon,
  music: MusicIcon,
  children: SmileIcon,
  fellowship: UsersIcon,
  outreach: HandsIcon,
  bible: BookIcon,
  church: ChurchIcon,
}

// The overrides of a Card use && to outrank it (see EventCard).
const MinistryShell = styled(Card)<{ $colour: string }>`
  && {
    border-top: 4px solid ${({ $colour }) => $colour};
  }

  h2 {
    font-size: 1.3rem;
    margin-bottom: 0.35rem;
  }
`

export function MinistryCard({
  ministry,
  index,
  showLeader = false,
  headingLevel = 3,
}: {
  ministry: MinistryCardData
  index: number
  showLeader?: boolean
  /** 2 where the cards sit right under the page's title, with no section heading between. */
  headingLevel?: 2 | 3
}) {
  const { icon, colour } = ministryStyle(ministry.name, index)
  const Icon = ICONS[icon]
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <MinistryShell $colour={colour.foreground} data-icon={icon} data-colour={colour.name}>
      <IconCircle $bg={colour.background} $fg={colour.foreground}>
        <Icon size={26} />
      </IconCircle>
      <Heading>{ministry.name}</Heading>
      <p>{ministry.description}</p>
      {showLeader && ministry.leader && (
        <p>
          <strong>Leader:</strong> {ministry.leader}
        </p>
      )}
      <Meta>
        <li>
          <ClockIcon size={16} />
          {ministry.meeting_time}
        </li>
      </Meta>
    </MinistryShell>
  )
}
