import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { ContactsScreen } from '@/components/admin/ContactsScreen'
import { PrayerRequestsScreen } from '@/features/prayer/admin/PrayerRequestsScreen'
import {
  contactStatusActions,
  prayerStatusActions,
  subscriberStatusLabel,
} from '@/lib/admin/statusActions'

import { installDialogPolyfill, mockApi, renderAdmin } from './adminTestKit'

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }))

beforeAll(installDialogPolyfill)
afterEach(() => jest.restoreAllMocks())

const prayer = (id: number, subject: string, status: string) => ({
  id,
  name: 'Ruth',
  email: 'ruth@example.org',
  phone: null,
  subject,
  message: 'Please pray.',
  is_public: false,
  is_urgent: false,
  status,
  submitted_at: `2026-11-2${id}T15:00:00.000Z`,
  created_at: `2026-11-2${id}T15:00:00.000Z`,
})

const contact = (id: number, subject: string, status: string) => ({
  id,
  name: 'Ben',
  email: 'ben@example.org',
  phone: null,
  subject,
  message: 'Hello',
  contact_preference: 'email',
  message_type: 'general',
  status,
  submitted_at: `2026-11-2${id}T09:00:00.000Z`,
  created_at: `2026-11-2${id}T09:00:00.000Z`,
})

const subscriber = (id: number, first_name: string, status: string) => ({
  id,
  first_name,
  last_name: 'Lee',
  email: `${first_name.toLowerCase()}@example.org`,
  is_active: status === 'active',
  status,
  created_at: '2026-01-02T00:00:00.000Z',
})

/** A small server of one inbox: the list, status changes and emptying the Spam folder. */
function inboxServer<T extends { id: number; status: string }>(path: string, start: T[]) {
  let items = [...start]
  const routes: Parameters<typeof mockApi>[0] = {
    [`GET /api${path}`]: () => ({ body: items }),
    [`DELETE /api${path}/spam`]: () => {
      const deleted = items.filter((item) => item.status === 'spam').length
      items = items.filter((item) => item.status !== 'spam')
      return { body: { success: true, deleted } }
    },
  }
  for (const item of start) {
    for (const status of ['pending', 'approved', 'completed', 'new', 'read', 'responded', 'spam']) {
      routes[`PUT /api${path}/${item.id}/status?status=${status}`] = () => {
        items = items.map((shown) => (shown.id === item.id ? { ...shown, status } : shown))
        return { body: { success: true, id: item.id, status } }
      }
    }
  }
  return routes
}

const itemWith = (subject: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: subject }))!

describe('the Spam folder of the prayer requests', () => {
  it('offers only Not Spam in the folder, back to pending', () => {
    expect(prayerStatusActions('spam')).toEqual([{ status: 'pending', label: 'Not Spam' }])
    expect(contactStatusActions('spam')).toEqual([{ status: 'new', label: 'Not Spam' }])
  })

  it('leaves spam out of the total and the three tabs, and counts it on its own tab', async () => {
    mockApi(
      inboxServer('/prayer-requests', [
        prayer(1, 'Healing', 'pending'),
        prayer(2, 'Cheap watches', 'spam'),
        prayer(3, 'Crypto riches', 'spam'),
        prayer(4, 'New job', 'approved'),
      ]),
    )
    renderAdmin(<PrayerRequestsScreen />)

    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Pending1',
      'Approved1',
      'Completed0',
      'Prayer Wall0',
      'Spam2',
    ])
    expect(screen.getByText('Total: 2 prayer requests')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.queryByRole('heading', { name: 'Cheap watches' })).not.toBeInTheDocument()
  })

  it('shows spam items with a Spam badge, Not Spam and Delete only', async () => {
    mockApi(inboxServer('/prayer-requests', [prayer(2, 'Cheap watches', 'spam')]))
    const user = userEvent.setup()
    renderAdmin(<PrayerRequestsScreen />)

    await user.click(await screen.findByRole('tab', { name: 'Spam 1' }))
    const item = itemWith('Cheap watches')
    expect(within(item).getByText('Spam')).toBeInTheDocument()
    expect(
      within(item)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Not Spam', 'Delete'])
    expect(screen.getByRole('button', { name: 'Empty Spam Folder' })).toBeInTheDocument()
  })

  it('moves an item back to pending with Not Spam, and focus to the next item', async () => {
    const { calls } = mockApi(
      inboxServer('/prayer-requests', [
        prayer(2, 'Cheap watches', 'spam'),
        prayer(3, 'Crypto riches', 'spam'),
      ]),
    )
    const user = userEvent.setup()
    renderAdmin(<PrayerRequestsScreen />)

    await user.click(await screen.findByRole('tab', { name: 'Spam 2' }))
    await user.click(within(itemWith('Cheap watches')).getByRole('button', { name: /^Not Spam/ }))

    expect(await screen.findByRole('status')).toHaveTextContent('Prayer request marked as pending')
    expect(
      calls.some(
        (call) =>
          call.method === 'PUT' && call.url === '/api/prayer-requests/2/status?status=pending',
      ),
    ).toBe(true)
    expect(await screen.findByRole('tab', { name: 'Spam 1' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Pending 1' })).toBeInTheDocument()
    expect(screen.getByText('Total: 1 prayer request')).toBeInTheDocument()
    await waitFor(() =>
      expect(
        within(itemWith('Crypto riches')).getByRole('button', { name: /^Not Spam/ }),
      ).toHaveFocus(),
    )
  })

  it('marks an item as spam from its tab, and focuses the message when the tab is empty', async () => {
    mockApi(inboxServer('/prayer-requests', [prayer(1, 'Healing', 'pending')]))
    const user = userEvent.setup()
    renderAdmin(<PrayerRequestsScreen />)

    const item = await screen.findByRole('listitem')
    expect(
      within(item)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Mark Complete', 'Mark as Spam', 'Delete'])
    await user.click(within(item).getByRole('button', { name: /^Mark as Spam/ }))

    const message = await screen.findByRole('status')
    expect(message).toHaveTextContent('Prayer request marked as spam')
    expect(await screen.findByRole('tab', { name: 'Spam 1' })).toBeInTheDocument()
    expect(screen.getByText('Total: 0 prayer requests')).toBeInTheDocument()
    await waitFor(() => expect(message).toHaveFocus())
  })

  it('empties the folder after a confirmation and says how many were deleted', async () => {
    const { calls } = mockApi(
      inboxServer('/prayer-requests', [
        prayer(1, 'Healing', 'pending'),
        prayer(2, 'Cheap watches', 'spam'),
        prayer(3, 'Crypto riches', 'spam'),
      ]),
    )
    const user = userEvent.setup()
    renderAdmin(<PrayerRequestsScreen />)

    await user.click(await screen.findByRole('tab', { name: 'Spam 2' }))
    await user.click(screen.getByRole('button', { name: 'Empty Spam Folder' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog).toHaveTextContent(
      'Are you sure you want to permanently delete the 2 prayer requests in the Spam folder?',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Empty Spam Folder' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Empty Spam Folder' }),
    )

    const message = await screen.findByRole('status')
    expect(message).toHaveTextContent('Spam folder emptied: 2 prayer requests deleted')
    const deletes = calls.filter((call) => call.method === 'DELETE')
    expect(deletes.map((call) => call.url)).toEqual(['/api/prayer-requests/spam'])
    expect(await screen.findByText('The Spam folder is empty.')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Spam 0' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Pending 1' })).toBeInTheDocument()
    await waitFor(() => expect(message).toHaveFocus())
  })

  it('says so when the folder could not be emptied', async () => {
    mockApi({
      'GET /api/prayer-requests': { body: [prayer(2, 'Cheap watches', 'spam')] },
      'DELETE /api/prayer-requests/spam': { status: 500, body: { detail: 'Internal error' } },
    })
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderAdmin(<PrayerRequestsScreen />)

    await user.click(await screen.findByRole('tab', { name: 'Spam 1' }))
    await user.click(screen.getByRole('button', { name: 'Empty Spam Folder' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Empty Spam Folder' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to empty the Spam folder')
    expect(screen.getByRole('heading', { name: 'Cheap watches' })).toBeInTheDocument()
  })
})

describe('the Spam folder of the contact messages', () => {
  it('comes after the spec tabs, moves a message back to new and empties', async () => {
    const { calls } = mockApi({
      ...inboxServer('/contact', [
        contact(1, 'Visiting Sunday', 'new'),
        contact(2, 'SEO services', 'spam'),
        contact(3, 'Buy followers', 'spam'),
      ]),
      'GET /api/newsletter/subscribers?limit=50': { body: [] },
    })
    const user = userEvent.setup()
    renderAdmin(<ContactsScreen />)

    await screen.findByRole('tab', { name: 'New 1' })
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'New1',
      'Read0',
      'Responded0',
      'Subscribers0',
      'Spam2',
    ])
    expect(screen.queryByRole('heading', { name: 'SEO services' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Spam 2' }))
    const item = itemWith('SEO services')
    expect(within(item).getByText('Spam')).toBeInTheDocument()
    await user.click(within(item).getByRole('button', { name: /^Not Spam/ }))
    expect(await screen.findByRole('status')).toHaveTextContent('Contact marked as new')
    expect(calls.some((call) => call.url === '/api/contact/2/status?status=new')).toBe(true)
    expect(await screen.findByRole('tab', { name: 'New 2' })).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Empty Spam Folder' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog).toHaveTextContent(
      'Are you sure you want to permanently delete the 1 contact submission in the Spam folder?',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Empty Spam Folder' }))
    const message = await screen.findByText('Spam folder emptied: 1 contact submission deleted')
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/contact/spam')).toBe(
      true,
    )
    expect(await screen.findByRole('tab', { name: 'Spam 0' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'New 2' })).toBeInTheDocument()
    await waitFor(() => expect(message).toHaveFocus())
  })
})

describe('the subscribers tab', () => {
  it('labels each subscriber Pending, Active or Inactive with the contract words', async () => {
    expect(['pending', 'active', 'inactive'].map(subscriberStatusLabel)).toEqual([
      'Pending',
      'Active',
      'Inactive',
    ])
    mockApi({
      'GET /api/contact': { body: [] },
      'GET /api/newsletter/subscribers?limit=50': {
        body: [
          subscriber(1, 'Ada', 'pending'),
          subscriber(2, 'Bo', 'active'),
          subscriber(3, 'Cy', 'inactive'),
        ],
      },
    })
    const user = userEvent.setup()
    renderAdmin(<ContactsScreen />)

    await user.click(await screen.findByRole('tab', { name: 'Subscribers 3' }))
    const rows = within(screen.getByRole('list', { name: 'Newsletter subscribers' })).getAllByRole(
      'listitem',
    )
    expect(
      rows.map((row) => [
        row.textContent?.match(/^(\w+) Lee/)?.[1],
        within(row).getByText(/^(Pending|Active|Inactive)$/).textContent,
      ]),
    ).toEqual([
      ['Ada', 'Pending'],
      ['Bo', 'Active'],
      ['Cy', 'Inactive'],
    ])
  })
})
