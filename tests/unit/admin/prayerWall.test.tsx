import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { PrayerRequestsScreen } from '@/features/prayer/admin/PrayerRequestsScreen'

import { installDialogPolyfill, mockApi, renderAdmin } from './adminTestKit'

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }))

beforeAll(installDialogPolyfill)
afterEach(() => jest.restoreAllMocks())

const request = (id: number, subject: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: 'Naomi Reedsworth',
  email: 'naomi@example.org',
  phone: null,
  subject,
  message: 'Please pray for my mother.',
  is_public: true,
  is_urgent: false,
  status: 'pending',
  submitted_at: `2026-11-2${id}T15:00:00.000Z`,
  created_at: `2026-11-2${id}T15:00:00.000Z`,
  on_wall: false,
  public_message: null,
  praise_note: null,
  shared_at: null,
  prayed_count: 0,
  anonymous: false,
  ...extra,
})

type Item = ReturnType<typeof request>

/** The prayer inbox's routes with the wall's: status changes and PUT .../wall. */
function wallServer(start: Item[]) {
  let items = [...start]
  const change = (id: number, fields: Partial<Item>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...fields } : item))
    return items.find((item) => item.id === id)
  }
  const routes: Parameters<typeof mockApi>[0] = {
    'GET /api/prayer-requests': () => ({ body: items }),
  }
  for (const item of start) {
    for (const status of ['pending', 'approved', 'completed', 'spam']) {
      routes[`PUT /api/prayer-requests/${item.id}/status?status=${status}`] = () => {
        change(item.id, { status })
        return { body: { success: true, id: item.id, status } }
      }
    }
    routes[`PUT /api/prayer-requests/${item.id}/wall`] = ({ init }) => {
      const body = JSON.parse(String(init.body))
      const shared = body.on_wall && !items.find((i) => i.id === item.id)?.on_wall
      return {
        body: change(item.id, {
          ...body,
          ...(shared ? { shared_at: '2026-11-26T15:00:00.000Z' } : {}),
        }),
      }
    }
  }
  return routes
}

const itemWith = (subject: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: subject }))!

const wallCalls = (calls: { method: string; url: string; body?: string }[]) =>
  calls
    .filter((call) => call.url.endsWith('/wall'))
    .map((call) => [call.url, JSON.parse(call.body ?? '{}')])

describe('the Prayer Wall in the prayer requests screen', () => {
  it('asks, after approving a shared request, whether to put it on the wall', async () => {
    const { calls } = mockApi(wallServer([request(1, 'Healing')]))
    const user = userEvent.setup()
    renderAdmin(<PrayerRequestsScreen />)

    await user.click(await screen.findByRole('button', { name: 'Approve: Healing' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Put it on the Prayer Wall?' })
    expect(dialog).toHaveTextContent('it shows as Naomi R.')
    expect(within(dialog).getByRole('button', { name: 'Not Now' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Put on Prayer Wall' }))

    expect(await screen.findByText('Prayer request put on the Prayer Wall')).toBeInTheDocument()
    expect(wallCalls(calls)).toEqual([['/api/prayer-requests/1/wall', { on_wall: true }]])
    await user.click(await screen.findByRole('tab', { name: 'Prayer Wall 1' }))
    expect(itemWith('Healing')).toHaveTextContent('On the Prayer Wall')
  })

  it('does not ask about a private request, which has no wall buttons', async () => {
    mockApi(wallServer([request(1, 'Private matter', { is_public: false })]))
    const user = userEvent.setup()
    renderAdmin(<PrayerRequestsScreen />)

    await user.click(await screen.findByRole('button', { name: 'Approve: Private matter' }))
    await screen.findByText('Prayer request marked as approved')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Approved 1' }))
    expect(screen.queryByRole('button', { name: /Prayer Wall/ })).not.toBeInTheDocument()
  })

  it('edits the text the wall shows, keeping the original, and takes a request down', async () => {
    const { calls } = mockApi(
      wallServer([
        request(1, 'Healing', {
          status: 'approved',
          on_wall: true,
          shared_at: '2026-11-20T15:00:00.000Z',
          prayed_count: 12,
        }),
      ]),
    )
    const user = userEvent.setup()
    renderAdmin(<PrayerRequestsScreen />)

    await user.click(await screen.findByRole('tab', { name: 'Prayer Wall 1' }))
    expect(itemWith('Healing')).toHaveTextContent('12 people prayed')
    await user.click(screen.getByRole('button', { name: 'Edit Wall Text: Healing' }))
    const dialog = screen.getByRole('dialog', { name: 'Prayer Wall Text' })
    expect(dialog).toHaveTextContent('Please pray for my mother.')
    await user.type(within(dialog).getByLabelText('Text shown on the wall'), 'Pray for our family.')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Prayer Wall text saved')).toBeInTheDocument()
    expect(itemWith('Healing')).toHaveTextContent('Shown on the wall: Pray for our family.')

    await user.click(screen.getByRole('button', { name: 'Take Down: Healing' }))
    expect(
      await screen.findByText('Prayer request taken down from the Prayer Wall'),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Prayer Wall 0' })).toBeVisible())
    expect(wallCalls(calls)).toEqual([
      [
        '/api/prayer-requests/1/wall',
        { on_wall: true, public_message: 'Pray for our family.', praise_note: '' },
      ],
      ['/api/prayer-requests/1/wall', { on_wall: false }],
    ])
  })

  it('puts a request taken down back on the wall from the Approved tab', async () => {
    const { calls } = mockApi(
      wallServer([
        request(1, 'Healing', { status: 'approved', shared_at: '2026-11-20T15:00:00.000Z' }),
      ]),
    )
    const user = userEvent.setup()
    renderAdmin(<PrayerRequestsScreen />)

    await user.click(await screen.findByRole('tab', { name: 'Approved 1' }))
    expect(itemWith('Healing')).toHaveTextContent('Was on the wall from')
    await user.click(screen.getByRole('button', { name: 'Put on Prayer Wall: Healing' }))
    expect(await screen.findByText('Prayer request put on the Prayer Wall')).toBeInTheDocument()
    expect(wallCalls(calls)).toEqual([['/api/prayer-requests/1/wall', { on_wall: true }]])
  })
})
