import { render, screen } from '@testing-library/react'

import { EventCard } from '@/components/site/EventCard'
import { MinistryCard } from '@/components/site/MinistryCard'

const event = {
  id: 7,
  title: 'Advent Hymn Sing',
  slug: 'advent-hymn-sing',
  date: '2026-12-13',
  time: '18:00',
  location: 'Sanctuary',
  description: 'An evening of carols and Advent hymns led by the Grace Fellowship choir.',
}

const ministry = {
  id: 3,
  name: 'Music Ministry',
  description: 'The Sanctuary Choir, the praise team and the children’s choir.',
  leader: 'Minister Angela R. Brooks',
  meeting_time: 'Choir rehearsal Thursdays at 7:00 PM',
}

describe('event card', () => {
  it('keeps the date badge with the title and details, and the description apart below them', () => {
    const { container } = render(<EventCard event={event} showCalendarLinks />)
    const card = container.firstElementChild as HTMLElement
    const [badge, head, body] = Array.from(card.children) as HTMLElement[]
    expect(card.children).toHaveLength(3)
    expect(badge).toHaveAttribute('aria-hidden', 'true')
    expect(badge).toHaveTextContent('Dec13')
    expect(head).toContainElement(screen.getByRole('heading', { level: 3, name: event.title }))
    expect(head).toHaveTextContent('December 13, 2026')
    expect(head).toHaveTextContent('6:00 PM')
    expect(body).toContainElement(screen.getByText(event.description))
    expect(body).toContainElement(screen.getByRole('link', { name: /Add to calendar/ }))
    expect(getComputedStyle(card).display).toBe('grid')
  })

  it('links the title to the event page and the calendar file to the event', () => {
    render(<EventCard event={event} showCalendarLinks />)
    expect(screen.getByRole('link', { name: event.title })).toHaveAttribute(
      'href',
      '/events/advent-hymn-sing',
    )
    expect(screen.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute(
      'href',
      '/events/advent-hymn-sing/calendar.ics',
    )
  })
})

describe('ministry card', () => {
  it('titles the card with an h3 by default and an h2 where the page asks for it', () => {
    const { unmount } = render(<MinistryCard ministry={ministry} index={1} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Music Ministry' })).toBeInTheDocument()
    unmount()
    render(<MinistryCard ministry={ministry} index={1} showLeader headingLevel={2} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Music Ministry' })).toBeInTheDocument()
    expect(screen.getByText('Minister Angela R. Brooks')).toBeInTheDocument()
  })
})
