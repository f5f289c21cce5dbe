import { act, screen, waitFor, within } from '@testing-library/react'

import { MinistriesScreen } from '@/components/admin/content/ContentScreens'
import { DashboardScreen } from '@/components/admin/DashboardScreen'

import { mockApi, renderAdmin, settle } from './adminTestKit'

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }))

afterEach(() => jest.restoreAllMocks())

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

function mockDashboardApi(placeholderFunds: string[]) {
  return mockApi({
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
    renderAdmin(<DashboardScreen />)
    const banner = screen.getByRole('banner')
    expect(await within(banner).findByText('Grace Fellowship Baptist Church')).toBeInTheDocument()
    expect(within(banner).getByText('Church Admin')).toBeInTheDocument()
    expect(within(banner).getByRole('navigation', { name: 'Account' })).toBeInTheDocument()
    // Every request the screen started has answered and rendered.
    await settle()
  })

  it('names the church above every management screen, outside its main content', async () => {
    mockApi({ 'GET /api/church-info': { body: CHURCH }, 'GET /api/ministries': { body: [] } })
    renderAdmin(<MinistriesScreen />)
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
    renderAdmin(<DashboardScreen />)
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content')
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1')
    // Every request the screen started has answered and rendered.
    await settle()
  })
})

describe('the giving warning on the dashboard', () => {
  it("warns while every fund's form is the example provider's, linking to the giving settings", async () => {
    mockDashboardApi(['general', 'tithes', 'missions', 'building', 'youth', 'outreach'])
    renderAdmin(<DashboardScreen />)
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
    renderAdmin(<DashboardScreen />)
    await waitFor(() => expect(warning()).toBeInTheDocument())
    expect(warning()).toHaveTextContent('The Give buttons for General Fund and Missions still open')
    // Every request the screen started has answered and rendered.
    await settle()
  })

  it('shows no warning once every fund has a real form', async () => {
    const { calls } = mockDashboardApi([])
    renderAdmin(<DashboardScreen />)
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
