import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { PrayerWallCard } from '@/features/prayer/site/PrayerWallCard'
import type { PrayerWallItemJson } from '@/lib/contract/types'
import { prayedText, wallName } from '@/lib/prayerWall'

const item = (extra: Partial<PrayerWallItemJson> = {}): PrayerWallItemJson => ({
  id: 12,
  name: 'Naomi R.',
  subject: 'Healing for my mother',
  message: 'Please pray for her recovery.',
  is_urgent: false,
  shared_at: '2026-11-24T15:00:00.000Z',
  prayed_count: 11,
  answered: null,
  ...extra,
})

const action = jest.fn(async () => {})

function answer(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: status < 300, status, json: async () => body }))
  global.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

afterEach(() => jest.restoreAllMocks())

describe('the requester’s name on the wall', () => {
  it('shows the first name and last initial, never the full last name', () => {
    expect(wallName('Naomi Ruth Reedsworth', false)).toBe('Naomi R.')
    expect(wallName('  naomi   reedsworth ', false)).toBe('naomi R.')
    expect(wallName('Naomi', false)).toBe('Naomi')
    expect(wallName('María-José Núñez', false)).toBe('María-José N.')
    expect(wallName("Mary O'Neil", false)).toBe('Mary O.')
  })

  it('is "Anonymous" when asked for, or when the name holds an address or a number', () => {
    expect(wallName('Naomi Reedsworth', true)).toBe('Anonymous')
    expect(wallName('naomi@example.org', false)).toBe('Anonymous')
    expect(wallName('Naomi 214-555-0199', false)).toBe('Anonymous')
    expect(wallName('   ', false)).toBe('Anonymous')
    expect(wallName('!!!', false)).toBe('Anonymous')
  })

  it('counts people', () => {
    expect(prayedText(1)).toBe('1 person prayed')
    expect(prayedText(12)).toBe('12 people prayed')
  })
})

describe('a request on the wall', () => {
  it('shows the subject, the words, who shared it and when, and the count', () => {
    render(<PrayerWallCard item={item()} page={1} action={action} />)
    const card = screen.getByRole('article', { name: 'Healing for my mother' })
    expect(card).toHaveAttribute('id', 'prayer-12')
    expect(card).toHaveTextContent('Naomi R. · Shared November 24, 2026')
    expect(card).toHaveTextContent('Please pray for her recovery.')
    expect(card).toHaveTextContent('11 people prayed')
    expect(within(card).queryByText('Urgent')).not.toBeInTheDocument()
  })

  it('marks an urgent one, and an answered one with its praise note', () => {
    render(
      <PrayerWallCard
        item={item({
          is_urgent: true,
          answered: { praise_note: 'She is home!', answered_at: '2026-11-25T15:00:00.000Z' },
        })}
        page={1}
        action={action}
      />,
    )
    expect(screen.getByText('Urgent')).toBeInTheDocument()
    expect(screen.getByText('Answered')).toBeInTheDocument()
    expect(screen.getByText(/Praise report/).parentElement).toHaveTextContent(
      'Praise report: She is home!',
    )
  })

  it('posts "I prayed" to the API and shows the new count in place, once', async () => {
    const fetchMock = answer(200, { prayed_count: 12 })
    const user = userEvent.setup()
    render(<PrayerWallCard item={item()} page={2} action={action} />)
    const button = screen.getByRole('button', { name: 'I prayed for: Healing for my mother' })
    const form = button.closest('form')!
    expect(within(form).getByDisplayValue('12')).toHaveAttribute('name', 'id')
    expect(within(form).getByDisplayValue('2')).toHaveAttribute('name', 'page')

    await user.click(button)
    expect(fetchMock).toHaveBeenCalledWith('/api/prayer-wall/12/prayed', { method: 'POST' })
    expect(await screen.findByText('12 people prayed')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for praying.')
    expect(button).toHaveAccessibleName('You prayed for: Healing for my mother')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveFocus()

    await user.click(button)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(action).not.toHaveBeenCalled()
  })

  it('says so when the address pressed too often or the request has left the wall', async () => {
    answer(429, { detail: 'Too many requests.' })
    render(<PrayerWallCard item={item()} page={1} action={action} />)
    await act(async () => {
      fireEvent.submit(screen.getByRole('button').closest('form')!)
    })
    expect(screen.getByRole('status')).toHaveTextContent('Please wait a few minutes')
    expect(screen.getByText('11 people prayed')).toBeInTheDocument()
  })

  it('invites the first prayer when nobody prayed yet', () => {
    render(<PrayerWallCard item={item({ prayed_count: 0 })} page={1} action={action} />)
    expect(screen.getByText('Be the first to pray')).toBeInTheDocument()
  })
})
