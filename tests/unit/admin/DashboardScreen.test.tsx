import { act, screen, waitFor, within } from '@testing-library/react'
import type React from 'react'

import GuardedAdminLayout from '@/app/(admin)/admin/(guarded)/layout'
import { MinistriesScreen } from '@/components/admin/content/ContentScreens'
import { DashboardScreen } from '@/components/admin/DashboardScreen'
import type { Role } from '@/lib/contract/roles'

import { installDialogPolyfill, mockApi, renderAdmin, settle, signedInAs } from './adminTestKit'

let mockPathname = '/admin/dashboard'
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => mockPathname,
}))

beforeAll(installDialogPolyfill)
beforeEach(() => {
  localStorage.clear()
  mockPathname = '/admin/dashboard'
})
afterEach(() => jest.restoreAllMocks())

/** A screen as the app shows it: inside the guarded layout (guard, banner, access check). */
function renderScreen(ui: React.ReactElement) {
  return renderAdmin(<GuardedAdminLayout>{ui}</GuardedAdminLayout>)
}

const CHURCH = {
  name: 'Grace Fellowship Baptist Church',
  tagline: 'A family of faith',
  mission: '',
  address: '4820 Camp Wisdom Road, Dallas, TX 75236',
  phone: '(214) 555-0161',
  email: 'info@gracefellowship-dallas.org',
}

const STATS = {
  total_events: 4,
  total_staff: 3,
  total_prayer_requests: 2,
  total_newsletter_subscribers: 9,
  pending_prayer_requests: 0,
  new_contact_submissions: 0,
}

function mockDashboardApi(placeholderFunds: string[], roles: Role[] = ['administrator']) {
  return mockApi({
    ...signedInAs(roles),
    'GET /api/church-info': { body: CHURCH },
    'GET /api/admin/dashboard/stats': { body: STATS },
    'GET /api/admin/giving-settings': {
      body: {
        provider_name: 'Example Giving (demo provider)',
        dashboard_url: 'https://give.example.com/grace-fellowship-dallas/dashboard',
        placeholder_funds: placeholderFunds,
      },
    },
  })
}

const warning = () => screen.queryByRole('region', { name: 'Online giving is not set up yet' })

describe("the admin's church identity", () => {
  it("names the church from /api/church-info in the dashboard's header", async () => {
    mockDashboardApi([])
    renderScreen(<DashboardScreen />)
    const banner = await screen.findByRole('banner')
    expect(await within(banner).findByText('Grace Fellowship Baptist Church')).toBeInTheDocument()
    expect(within(banner).getByText('Church Admin')).toBeInTheDocument()
    expect(within(banner).getByRole('navigation', { name: 'Account' })).toBeInTheDocument()
    // Every request the screen started has answered and rendered.
    await settle()
  })

  it('names the church above every management screen, outside its main content', async () => {
    mockPathname = '/admin/ministries'
    mockApi({
      ...signedInAs(['editor']),
      'GET /api/church-info': { body: CHURCH },
      'GET /api/ministries': { body: [] },
    })
    renderScreen(<MinistriesScreen />)
    const name = await screen.findByText('Grace Fellowship Baptist Church')
    expect(name.closest('header')).toHaveTextContent('Church Admin')
    const main = screen.getByRole('main')
    expect(main).not.toContainElement(name)
    expect(main).toHaveAttribute('id', 'main-content')
    // Every request the screen started has answered and rendered.
    await settle()
  })

  it("gives the dashboard's main content the skip link's target", async () => {
    mockDashboardApi([])
    renderScreen(<DashboardScreen />)
    expect(await screen.findByRole('main')).toHaveAttribute('id', 'main-content')
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1')
    // Every request the screen started has answered and rendered.
    await settle()
  })
})

describe('the giving warning on the dashboard', () => {
  it("warns while every fund's form is the example provider's, linking to the giving settings", async () => {
    mockDashboardApi(['general', 'tithes', 'missions', 'building', 'youth', 'outreach'])
    renderScreen(<DashboardScreen />)
    await waitFor(() => expect(warning()).toBeInTheDocument())
    expect(warning()).toHaveTextContent(
      "The Give buttons for every fund still open the example provider's donation form",
    )
    expect(within(warning()!).getByRole('link', { name: 'Open Giving Settings' })).toHaveAttribute(
      'href',
      '/cms/globals/giving-settings',
    )
    // Every request the screen started has answered and rendered.
    await settle()
  })

  it('names the funds still left on the example provider', async () => {
    mockDashboardApi(['general', 'missions'])
    renderScreen(<DashboardScreen />)
    await waitFor(() => expect(warning()).toBeInTheDocument())
    expect(warning()).toHaveTextContent('The Give buttons for General Fund and Missions still open')
    // Every request the screen started has answered and rendered.
    await settle()
  })

  it('shows no warning once every fund has a real form', async () => {
    const { calls } = mockDashboardApi([])
    renderScreen(<DashboardScreen />)
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/admin/giving-settings')).toBe(true),
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.getByText('4')).toBeInTheDocument()
    expect(warning()).not.toBeInTheDocument()
    // Every request the screen started has answered and rendered.
    await settle()
  })
})

describe('the dashboard by role', () => {
  const cardNames = () =>
    within(screen.getByRole('navigation', { name: 'Manage' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
  const statLabels = () =>
    within(screen.getByRole('region', { name: 'At a glance' }))
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.firstElementChild?.textContent)

  it('shows an administrator every stat card, both panels, the nine cards of the spec and Newsletters', async () => {
    const { calls } = mockDashboardApi([])
    renderScreen(<DashboardScreen />)
    await screen.findByText('Welcome back, Site Administrator')
    await settle()
    expect(statLabels()).toEqual([
      'Total Events',
      'Staff Members',
      'Prayer Requests',
      'Newsletter Subscribers',
    ])
    expect(screen.getByRole('heading', { name: 'Pending Prayer Requests' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'New Contact Messages' })).toBeInTheDocument()
    expect(cardNames()).toEqual([
      '/admin/staff',
      '/admin/events',
      '/admin/ministries',
      '/admin/sermons',
      '/admin/prayer-requests',
      '/admin/donations',
      '/admin/gallery',
      '/admin/contacts',
      '/admin/newsletters',
      '/admin/church-info',
    ])
    expect(calls.some((call) => call.url === '/api/admin/giving-settings')).toBe(true)
  })

  it('shows an editor the content counters and cards, no prayer, giving or contact panels', async () => {
    const { calls } = mockDashboardApi([], ['editor'])
    renderScreen(<DashboardScreen />)
    await screen.findByText('Welcome back, Site Administrator')
    await settle()
    expect(statLabels()).toEqual(['Total Events', 'Staff Members'])
    expect(screen.queryByRole('heading', { name: 'Pending Prayer Requests' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'New Contact Messages' })).toBeNull()
    expect(cardNames()).toEqual([
      '/admin/staff',
      '/admin/events',
      '/admin/ministries',
      '/admin/sermons',
      '/admin/gallery',
      '/admin/church-info',
    ])
    // The giving warning's settings are an administrator's: not even asked for.
    expect(calls.some((call) => call.url === '/api/admin/giving-settings')).toBe(false)
    expect(screen.getByRole('region', { name: 'Bulk edits' })).not.toHaveTextContent(
      'giving settings',
    )
  })

  it('shows a treasurer the Donations card only: no counters, no panels', async () => {
    mockDashboardApi([], ['treasurer'])
    renderScreen(<DashboardScreen />)
    await screen.findByText('Welcome back, Site Administrator')
    await settle()
    expect(screen.queryByRole('region', { name: 'At a glance' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Pending Prayer Requests' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'New Contact Messages' })).toBeNull()
    expect(cardNames()).toEqual(['/admin/donations'])
  })

  it('shows the prayer team its counter and panel, the office its counter and panel', async () => {
    mockDashboardApi([], ['prayer_team', 'office'])
    renderScreen(<DashboardScreen />)
    await screen.findByText('Welcome back, Site Administrator')
    await settle()
    expect(statLabels()).toEqual(['Prayer Requests', 'Newsletter Subscribers'])
    expect(screen.getByRole('heading', { name: 'Pending Prayer Requests' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'New Contact Messages' })).toBeInTheDocument()
    expect(cardNames()).toEqual(['/admin/prayer-requests', '/admin/contacts', '/admin/newsletters'])
  })
})
