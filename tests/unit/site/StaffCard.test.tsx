import { render, screen } from '@testing-library/react'

import { StaffCard } from '@/components/site/StaffCard'
import { initialsOf } from '@/lib/initials'

const person = {
  id: 1,
  name: 'Rev. Dr. Marcus A. Whitfield',
  title: 'Senior Pastor',
  bio: 'Pastor since 2004.',
  photo: null,
  email: 'pastor@example.org',
  phone: '(214) 555-0162',
}

describe('initials', () => {
  it.each([
    ['Rev. Dr. Marcus A. Whitfield', 'MW'],
    ['Minister Angela R. Brooks', 'AB'],
    ['Pastor David Okafor', 'DO'],
    ['Deacon Harold Simmons Jr.', 'HS'],
    ['Mary', 'M'],
    ['Sister Mary-Ann O’Neil', 'MO'],
  ])('of %s is %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })
})

describe('staff card', () => {
  it('shows a monogram, hidden from screen readers, for a person without a photo', () => {
    const { container } = render(<StaffCard person={person} />)
    expect(screen.queryByRole('img')).toBeNull()
    const monogram = container.querySelector('[aria-hidden="true"]')
    expect(monogram?.textContent).toBe('MW')
    expect(screen.getByRole('heading', { name: person.name })).toBeInTheDocument()
  })

  it("shows the person's photo when there is one", () => {
    render(<StaffCard person={{ ...person, photo: '/media/whitfield.jpg' }} />)
    expect(screen.getByRole('img', { name: `Portrait of ${person.name}` })).toBeInTheDocument()
  })
})
