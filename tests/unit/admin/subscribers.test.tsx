import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { ContactsScreen } from '@/components/admin/ContactsScreen'
import type { SubscriberJson } from '@/lib/contract/types'

import { installDialogPolyfill, mockApi, renderAdmin } from './adminTestKit'

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }))

beforeAll(() => installDialogPolyfill())
afterEach(() => jest.restoreAllMocks())

const LIST = '/api/newsletter/subscribers'

function subscriber(id: number, first: string, status: SubscriberJson['status']): SubscriberJson {
  return {
    id,
    first_name: first,
    last_name: 'Lee',
    email: `${first.toLowerCase()}@example.org`,
    is_active: status === 'active',
    status,
    created_at: '2026-01-02T00:00:00.000Z',
  }
}

const page = (items: SubscriberJson[], total: number) => ({
  body: items,
  headers: { 'X-Total-Count': String(total) },
})

async function openSubscribers() {
  const user = userEvent.setup()
  renderAdmin(<ContactsScreen />)
  await user.click(await screen.findByRole('tab', { name: /^Subscribers/ }))
  return user
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Newsletter subscribers' })).getAllByRole('listitem')

describe('the subscribers tab', () => {
  it('counts every subscriber in its tab and pages them with Previous and Next', async () => {
    const first = Array.from({ length: 50 }, (_, i) => subscriber(i + 1, `P${i + 1}`, 'active'))
    const { calls } = mockApi({
      'GET /api/contact': { body: [] },
      [`GET ${LIST}?limit=50`]: page(first, 53),
      [`GET ${LIST}?limit=50&offset=50`]: page(
        [subscriber(51, 'Q51', 'pending'), subscriber(52, 'Q52', 'active')],
        53,
      ),
    })
    const user = userEvent.setup()
    renderAdmin(<ContactsScreen />)
    await user.click(await screen.findByRole('tab', { name: 'Subscribers 53' }))
    expect(rows()).toHaveLength(50)
    expect(screen.getByText('Showing 1–50 of 53 subscribers.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Showing 51–52 of 53 subscribers.')).toBeInTheDocument()
    expect(rows()).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(await screen.findByText('Showing 1–50 of 53 subscribers.')).toBeInTheDocument()
    expect(calls.some((call) => call.url === `${LIST}?limit=50&offset=50`)).toBe(true)
  })

  it('searches as the office types, at once on Enter, and filters by status', async () => {
    const { calls } = mockApi({
      'GET /api/contact': { body: [] },
      [`GET ${LIST}?limit=50`]: page([subscriber(1, 'Ada', 'active')], 1),
      [`GET ${LIST}?search=bo&limit=50`]: page([subscriber(2, 'Bo', 'pending')], 1),
      [`GET ${LIST}?search=bo&status=pending&limit=50`]: page([subscriber(2, 'Bo', 'pending')], 1),
      [`GET ${LIST}?search=zed&limit=50`]: page([], 0),
    })
    const user = await openSubscribers()
    const box = screen.getByRole('searchbox', { name: 'Search by name or email' })
    await user.type(box, 'bo')
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Bo Lee'))
    // Typing sent one search, after the pause, not one per letter.
    expect(calls.filter((call) => call.url.includes('search=b&'))).toHaveLength(0)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending')
    await waitFor(() =>
      expect(calls.some((call) => call.url === `${LIST}?search=bo&status=pending&limit=50`)).toBe(
        true,
      ),
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '')

    await user.clear(box)
    await user.type(box, 'zed{Enter}')
    expect(await screen.findByText('No subscribers match this search.')).toBeInTheDocument()
  })

  it('unsubscribes an active or pending subscriber after asking, and the row shows it', async () => {
    let ended = false
    const { calls } = mockApi({
      'GET /api/contact': { body: [] },
      [`GET ${LIST}?limit=50`]: () =>
        page(
          [
            subscriber(1, 'Ada', ended ? 'inactive' : 'active'),
            subscriber(2, 'Bo', 'pending'),
            subscriber(3, 'Cy', 'inactive'),
          ],
          3,
        ),
      [`POST ${LIST}/1/unsubscribe`]: () => {
        ended = true
        return { body: subscriber(1, 'Ada', 'inactive') }
      },
    })
    const user = await openSubscribers()
    const [ada, bo, cy] = rows()
    expect(within(bo).getByRole('button', { name: 'Unsubscribe bo@example.org' })).toBeVisible()
    expect(within(cy).queryByRole('button', { name: /^Unsubscribe/ })).not.toBeInTheDocument()

    await user.click(within(ada).getByRole('button', { name: 'Unsubscribe ada@example.org' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog).toHaveTextContent(
      'Unsubscribe ada@example.org? They will get no more newsletters.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByText('ada@example.org unsubscribed')).toBeInTheDocument()
    expect(
      calls.some((call) => call.method === 'POST' && call.url.endsWith('/1/unsubscribe')),
    ).toBe(true)
    const row = rows()[0]
    expect(within(row).getByText('Inactive')).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: /^Unsubscribe/ })).not.toBeInTheDocument()
  })

  it('asks nothing when the office cancels', async () => {
    const { calls } = mockApi({
      'GET /api/contact': { body: [] },
      [`GET ${LIST}?limit=50`]: page([subscriber(1, 'Ada', 'active')], 1),
    })
    const user = await openSubscribers()
    await user.click(screen.getByRole('button', { name: /^Unsubscribe/ }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    )
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('exports the subscribers of the search as a CSV file', async () => {
    const { calls } = mockApi({
      'GET /api/contact': { body: [] },
      [`GET ${LIST}?limit=50`]: page([subscriber(1, 'Ada', 'active')], 1),
      [`GET ${LIST}?status=active&limit=50`]: page([subscriber(1, 'Ada', 'active')], 1),
      [`GET ${LIST}/export?status=active`]: { raw: 'first_name\r\n' },
    })
    URL.createObjectURL = jest.fn(() => 'blob:x')
    URL.revokeObjectURL = jest.fn()
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const user = await openSubscribers()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect(calls.some((call) => call.url === `${LIST}/export?status=active`)).toBe(true)
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^subscribers-\d{4}-\d{2}-\d{2}\.csv$/,
    )
  })
})
