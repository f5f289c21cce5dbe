import { screen } from '@testing-library/react'

import { DonationsScreen } from '@/components/admin/DonationsScreen'
import { donationTypeLabel, sharePercentage } from '@/lib/admin/donations'
import { formatMoney, formatUsShortDate } from '@/lib/admin/formatting'

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
})
