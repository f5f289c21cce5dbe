import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { ContactsScreen } from '@/components/admin/ContactsScreen'
import { PrayerRequestsScreen } from '@/features/prayer/admin/PrayerRequestsScreen'
import { contactStatusActions, prayerStatusActions } from '@/lib/admin/statusActions'

import { installDialogPolyfill, mockApi, renderAdmin } from './adminTestKit'

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }))

beforeAll(installDialogPolyfill)
afterEach(() => jest.restoreAllMocks())

const labels = (actions: { label: string }[]) => actions.map((action) => action.label)

describe('prayer-request status buttons (spec section 4)', () => {
  it('shows Approve unless approved, Mark Complete unless completed, Mark Pending unless pending', () => {
    expect(labels(prayerStatusActions('pending'))).toEqual(['Approve', 'Mark Complete'])
    expect(labels(prayerStatusActions('approved'))).toEqual(['Mark Complete', 'Mark Pending'])
    expect(labels(prayerStatusActions('completed'))).toEqual(['Approve', 'Mark Pending'])
  })

  it('changes a status with PUT ?status= and says so', async () => {
    const request = {
      id: 7,
      name: 'Ruth',
      email: 'ruth@example.org',
      phone: null,
      subject: 'Healing for my mother',
      message: 'Please pray.',
      is_public: false,
      is_urgent: true,
      status: 'pending',
      submitted_at: '2026-11-20T15:00:00.000Z',
      created_at: '2026-11-20T15:00:00.000Z',
    }
    let status = 'pending'
    const { calls } = mockApi({
      'GET /api/prayer-requests': () => ({ body: [{ ...request, status }] }),
      'PUT /api/prayer-requests/7/status?status=approved': () => {
        status = 'approved'
        return { body: { success: true, id: 7, status } }
      },
    })
    const user = userEvent.setup()
    renderAdmin(<PrayerRequestsScreen />)

    const tab = await screen.findByRole('tab', { name: /Pending/ })
    expect(tab).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Total: 1 prayer request')).toBeInTheDocument()
    const item = screen.getByRole('listitem')
    expect(within(item).getByText('Pending')).toBeInTheDocument()
    expect(within(item).getByText('Urgent')).toBeInTheDocument()
    expect(within(item).queryByRole('button', { name: /^Mark Pending/ })).not.toBeInTheDocument()

    await user.click(within(item).getByRole('button', { name: /^Approve/ }))
    expect(await screen.findByRole('status')).toHaveTextContent('Prayer request marked as approved')
    const put = calls.find((call) => call.method === 'PUT')!
    expect(put.url).toBe('/api/prayer-requests/7/status?status=approved')
    expect(put.body).toBeUndefined()
  })

  it('asks before deleting with the spec sentence', async () => {
    mockApi({
      'GET /api/prayer-requests': {
        body: [
          {
            id: 3,
            name: 'Ann',
            subject: 'Job search',
            message: 'Pray for me',
            is_public: true,
            is_urgent: false,
            status: 'completed',
            created_at: '2026-11-01T10:00:00.000Z',
          },
        ],
      },
    })
    const user = userEvent.setup()
    renderAdmin(<PrayerRequestsScreen />)
    await user.click(await screen.findByRole('tab', { name: /Completed/ }))
    await user.click(screen.getByRole('button', { name: /^Delete/ }))
    expect(
      screen.getByText('Are you sure you want to delete this prayer request?'),
    ).toBeInTheDocument()
  })
})

describe('contact status buttons (spec section 4)', () => {
  it('hides the button of the status a message already has', () => {
    expect(labels(contactStatusActions('new'))).toEqual(['Mark Read', 'Mark Responded'])
    expect(labels(contactStatusActions('read'))).toEqual(['Mark Responded', 'Mark New'])
    expect(labels(contactStatusActions('responded'))).toEqual(['Mark Read', 'Mark New'])
  })

  it('shows counts per tab, the subscribers tab with Active/Inactive, and marks a message read', async () => {
    let status = 'new'
    const { calls } = mockApi({
      'GET /api/contact': () => ({
        body: [
          {
            id: 4,
            name: 'Ben',
            email: 'ben@example.org',
            subject: 'Visiting Sunday',
            message: 'What time?',
            contact_preference: 'email',
            message_type: 'visit',
            status,
            created_at: '2026-11-21T09:00:00.000Z',
          },
        ],
      }),
      'GET /api/newsletter/subscribers?limit=50': {
        body: [
          {
            id: 1,
            first_name: 'Ada',
            last_name: 'Lee',
            email: 'ada@example.org',
            is_active: true,
            status: 'active',
            created_at: '2026-01-02T00:00:00.000Z',
          },
          {
            id: 2,
            first_name: 'Bo',
            last_name: 'Ng',
            email: 'bo@example.org',
            is_active: false,
            status: 'inactive',
            created_at: '2026-01-03T00:00:00.000Z',
          },
        ],
      },
      'PUT /api/contact/4/status?status=read': () => {
        status = 'read'
        return { body: { success: true } }
      },
    })
    const user = userEvent.setup()
    renderAdmin(<ContactsScreen />)

    expect(await screen.findByRole('tab', { name: 'New 1' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Subscribers 2' })).toBeInTheDocument()
    const item = screen.getByRole('listitem')
    expect(within(item).queryByRole('button', { name: /^Mark New/ })).not.toBeInTheDocument()
    await user.click(within(item).getByRole('button', { name: /^Mark Read/ }))
    expect(await screen.findByRole('status')).toHaveTextContent('Contact marked as read')
    expect(calls.some((call) => call.url === '/api/contact/4/status?status=read')).toBe(true)
    expect(await screen.findByRole('tab', { name: 'Read 1' })).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: /Subscribers/ }))
    const subscribers = screen.getByRole('list', { name: 'Newsletter subscribers' })
    expect(within(subscribers).getByText('Active')).toBeInTheDocument()
    expect(within(subscribers).getByText('Inactive')).toBeInTheDocument()
  })
})
