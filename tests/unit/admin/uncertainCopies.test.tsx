/**
 * A sent newsletter with uncertain copies (their server stopped as they went out): the summary
 * says how many and what that means, and sends them again only after the office confirms.
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { SentSummary } from '@/components/admin/newsletters/SendProgress'
import type { NewsletterJson } from '@/lib/contract/types'

import { installDialogPolyfill, mockApi, renderAdmin } from './adminTestKit'

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }))

beforeAll(installDialogPolyfill)
afterEach(() => jest.restoreAllMocks())

const sent = (uncertain: number): NewsletterJson => ({
  id: 4,
  subject: 'Advent at Grace',
  preview_text: null,
  body: null,
  include_events: false,
  status: 'sent',
  send_at: '2026-12-01T15:00:00.000Z',
  sent_at: '2026-12-01T15:04:00.000Z',
  total: 318,
  sent: 318 - uncertain,
  failed: 0,
  uncertain,
  slug: 'advent-at-grace',
  created_at: '2026-11-26T14:02:11.000Z',
  updated_at: '2026-12-01T15:04:00.000Z',
})

it('says nothing of uncertain copies when there are none', () => {
  renderAdmin(<SentSummary newsletter={sent(0)} onChanged={jest.fn()} />)
  expect(screen.getByText('Delivered to 318 of 318 subscribers')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /uncertain/ })).not.toBeInTheDocument()
})

it('sends the uncertain copies again once the office confirms, and says so', async () => {
  const { calls } = mockApi({
    'POST /api/newsletters/4/resend-uncertain': { status: 202, body: { ...sent(0), sent: 317 } },
  })
  const onChanged = jest.fn()
  const user = userEvent.setup()
  renderAdmin(<SentSummary newsletter={sent(1)} onChanged={onChanged} />)
  expect(screen.getByText('Delivered to 317 of 318 subscribers · 1 uncertain')).toBeInTheDocument()
  expect(screen.getByText(/1 copy is uncertain/)).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Send the uncertain copies again' }))
  const dialog = await screen.findByRole('alertdialog')
  expect(dialog).toHaveTextContent('may already have it and would get it twice')
  // Cancel is focused first: a stray Enter sends nothing.
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

  await user.click(screen.getByRole('button', { name: 'Send them again' }))
  expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
    'POST /api/newsletters/4/resend-uncertain',
  )
  expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ uncertain: 0 }), {
    tone: 'success',
    text: 'The uncertain copies are going out again in the next batches.',
  })
})

it('shows why when the copies cannot be sent again', async () => {
  mockApi({
    'POST /api/newsletters/4/resend-uncertain': {
      status: 409,
      body: { detail: 'This newsletter has no uncertain copies to send again' },
    },
  })
  const user = userEvent.setup()
  renderAdmin(<SentSummary newsletter={sent(2)} onChanged={jest.fn()} />)
  await user.click(screen.getByRole('button', { name: 'Send the uncertain copies again' }))
  await user.click(await screen.findByRole('button', { name: 'Send them again' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This newsletter has no uncertain copies to send again',
  )
})
