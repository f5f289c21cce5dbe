import { act, screen, waitFor } from '@testing-library/react'

import { DonationsScreen } from '@/components/admin/DonationsScreen'
import { sharePercentage } from '@/lib/admin/donations'
import { donationTypeLabel } from '@/lib/contract/values'
import { formatMoney, formatUsShortDate } from '@/lib/format'

import { mockApi, renderAdmin } from './adminTestKit'

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }))

afterEach(() => jest.restoreAllMocks())

describe('donation arithmetic and labels', () => {
  it('gives each category its share of the total amount to one decimal', () => {
    expect(sharePercentage(500, 1200)).toBe('41.7%')
    expect(sharePercentage(100, 300)).toBe('33.3%')
    expect(sharePercentage(1200, 1200)).toBe('100.0%')
    expect(sharePercentage(0, 0)).toBe('0.0%')
  })

  it('labels the six types and shows an unknown one raw', () => {
    expect(donationTypeLabel('tithes')).toBe('Tithes & Offerings')
    expect(donationTypeLabel('outreach')).toBe('Community Outreach')
    expect(donationTypeLabel('capital_campaign')).toBe('capital_campaign')
  })

  it('formats money in US dollars and dates as M/D/YYYY', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatUsShortDate('2026-03-07T18:00:00.000Z')).toBe('3/7/2026')
    // 9 PM in Dallas is already the next day in UTC: the church's day counts.
    expect(formatUsShortDate('2026-03-08T03:00:00.000Z')).toBe('3/7/2026')
  })
})

describe('donations screen', () => {
  it('shows a spinner until the three loads finish, then the overview', async () => {
    mockApi({
      'GET /api/donations/stats': {
        body: {
          total_amount: 1200,
          total_donations: 6,
          average_gift: 200,
          this_month_amount: 300,
          this_month_donations: 2,
          top_donation_types: [
            { type: 'general', count: 3, amount: 700 },
            { type: 'missions', count: 2, amount: 400 },
            { type: 'special', count: 1, amount: 100 },
          ],
        },
      },
      'GET /api/donations?limit=50': { body: [] },
      'GET /api/donations/donors?limit=20': {
        body: [
          {
            id: 1,
            name: 'Ada Lee',
            email: 'ada@example.org',
            first_donation_date: '2026-01-02T00:00:00.000Z',
            last_donation_date: '2026-11-02T00:00:00.000Z',
            total_amount: 700,
            total_donations: 3,
          },
        ],
      },
    })
    renderAdmin(<DonationsScreen />)
    expect(screen.getByText('Loading donation data...')).toBeInTheDocument()

    expect(await screen.findByText('$1,200.00')).toBeInTheDocument()
    expect(screen.getByText('6 donations')).toBeInTheDocument()
    expect(screen.getByText('General Fund')).toBeInTheDocument()
    expect(screen.getByText('58.3% of total')).toBeInTheDocument()
    expect(screen.getByText('33.3% of total')).toBeInTheDocument()
    expect(screen.getByText('special')).toBeInTheDocument()
    expect(screen.getByText('8.3% of total')).toBeInTheDocument()
  })

  it("says 'Failed to load donation data' when a load fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    mockApi({
      'GET /api/donations/stats': { status: 500, raw: 'oops' },
      'GET /api/donations?limit=50': { body: [] },
      'GET /api/donations/donors?limit=20': { body: [] },
    })
    renderAdmin(<DonationsScreen />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load donation data')
  })

  /** The three loads answer empty; the giving settings answer as given. */
  function mockDonationsApi(giving: {
    provider_name: string | null
    dashboard_url: string | null
  }) {
    return mockApi({
      'GET /api/donations/stats': {
        body: {
          total_amount: 0,
          total_donations: 0,
          average_gift: 0,
          this_month_amount: 0,
          this_month_donations: 0,
          top_donation_types: [],
        },
      },
      'GET /api/donations?limit=50': { body: [] },
      'GET /api/donations/donors?limit=20': { body: [] },
      'GET /api/admin/giving-settings': { body: giving },
    })
  }

  it("links to the provider's dashboard in a new tab once /api/admin/giving-settings answers", async () => {
    const { calls } = mockDonationsApi({
      provider_name: 'Faithful Giving',
      dashboard_url: 'https://give.example.org/admin',
    })
    renderAdmin(<DonationsScreen />)
    const link = await screen.findByRole('link', {
      name: 'Faithful Giving Dashboard (opens in a new tab)',
    })
    expect(link).toHaveAttribute('href', 'https://give.example.org/admin')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(calls.map((call) => call.url).every((url) => url.startsWith('/api/'))).toBe(true)
  })

  it("names the button 'Giving Dashboard' when the provider has no name", async () => {
    mockDonationsApi({ provider_name: null, dashboard_url: 'https://give.example.org/admin' })
    renderAdmin(<DonationsScreen />)
    expect(
      await screen.findByRole('link', { name: 'Giving Dashboard (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://give.example.org/admin')
  })

  it('shows no dashboard button without a dashboard address', async () => {
    const { calls } = mockDonationsApi({ provider_name: 'Faithful Giving', dashboard_url: null })
    renderAdmin(<DonationsScreen />)
    await screen.findByText('Top Giving Categories')
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/admin/giving-settings')).toBe(true),
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(
      screen.queryByRole('link', { name: /Dashboard \(opens in a new tab\)/ }),
    ).not.toBeInTheDocument()
  })

  it('never skips a heading level on the overview', async () => {
    mockDonationsApi({ provider_name: null, dashboard_url: null })
    renderAdmin(<DonationsScreen />)
    await screen.findByText('Top Giving Categories')
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName[1]))
    expect(levels[0]).toBe(1)
    levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index] + 1))
    expect(screen.getByRole('heading', { level: 2, name: 'At a glance' })).toBeInTheDocument()
  })
})
