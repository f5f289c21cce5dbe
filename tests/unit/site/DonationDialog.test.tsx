import { fireEvent, render, screen } from '@testing-library/react'

import { DonationButton } from '@/components/giving/DonationButton'
import type { FundFormUrls } from '@/lib/givingUrl'

import { expectReducedMotionNotice, installDialogPolyfill, setReducedMotion } from './mocks'

const FORMS: FundFormUrls = {
  general: 'https://give.example.com/church/general',
  tithes: 'https://give.example.com/church/tithes',
  missions: 'https://give.example.com/church/missions',
  building: 'https://give.example.com/church/building',
  youth: 'https://give.example.com/church/youth',
  outreach: 'https://give.example.com/church/outreach',
}

describe('Quick Donation dialog', () => {
  let open: jest.SpyInstance

  let stopWarnings: () => void
  afterEach(() => stopWarnings())
  beforeEach(() => {
    setReducedMotion(true)
    stopWarnings = expectReducedMotionNotice()
    installDialogPolyfill()
    open = jest.spyOn(window, 'open').mockImplementation(() => null)
  })
  afterEach(() => open.mockRestore())

  // The dialog's code is loaded on first use, so each test waits for it to appear.
  async function openDialog(category?: 'general' | 'tithes' | 'missions' | 'building') {
    render(<DonationButton formUrls={FORMS} showModal category={category} />)
    fireEvent.click(screen.getByRole('button', { name: 'Give Now' }))
    await screen.findByRole('heading', { name: 'Quick Donation' }, { timeout: 5000 })
  }

  it('shows the title, text, four presets, Custom Amount and the note', async () => {
    await openDialog()
    expect(screen.getByRole('heading', { name: 'Quick Donation' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Choose an amount to give to the church. All donations are secure and tax-deductible.',
      ),
    ).toBeInTheDocument()
    for (const amount of ['$25', '$50', '$100', '$250']) {
      expect(
        screen.getByRole('button', { name: `${amount} (opens in a new tab)` }),
      ).toBeInTheDocument()
    }
    expect(
      screen.getByRole('button', { name: 'Custom Amount (opens in a new tab)' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Zero processing fees • Secure • Tax-deductible')).toBeInTheDocument()
  })

  it('opens the general form with every tag and the amount in a new tab, then closes', async () => {
    await openDialog()
    fireEvent.click(screen.getByRole('button', { name: '$100 (opens in a new tab)' }))
    expect(open).toHaveBeenCalledTimes(1)
    const [url, target, features] = open.mock.calls[0]
    const parsed = new URL(url)
    expect(parsed.origin + parsed.pathname).toBe(FORMS.general)
    expect(parsed.searchParams.get('utm_source')).toBe('church_website')
    expect(parsed.searchParams.get('utm_medium')).toBe('quick_donation_button')
    expect(parsed.searchParams.get('utm_campaign')).toBe('general_giving')
    expect(parsed.searchParams.get('utm_content')).toBe('header_button')
    expect(parsed.searchParams.get('amount')).toBe('100')
    expect(target).toBe('_blank')
    expect(features).toBe('noopener,noreferrer')
    expect(screen.queryByRole('heading', { name: 'Quick Donation' })).not.toBeInTheDocument()
  })

  it('sends no amount for Custom Amount and uses the category form', async () => {
    await openDialog('missions')
    fireEvent.click(screen.getByRole('button', { name: 'Custom Amount (opens in a new tab)' }))
    const parsed = new URL(open.mock.calls[0][0])
    expect(parsed.origin + parsed.pathname).toBe(FORMS.missions)
    expect(parsed.searchParams.get('utm_campaign')).toBe('missions_giving')
    expect(parsed.searchParams.has('amount')).toBe(false)
  })

  it('closes on Escape and returns focus to the Give Now button', async () => {
    await openDialog()
    const dialog = document.querySelector('dialog') as HTMLDialogElement
    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    expect(dialog.hasAttribute('open')).toBe(false)
    expect(screen.getByRole('button', { name: 'Give Now' })).toHaveFocus()
  })

  it('is a direct link with no dialog when showModal is off (the default)', () => {
    render(
      <DonationButton formUrls={FORMS} category="building" buttonText="Support the Building" />,
    )
    const link = screen.getByRole('link', { name: /Support the Building/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const parsed = new URL(link.getAttribute('href') as string)
    expect(parsed.origin + parsed.pathname).toBe(FORMS.building)
    expect(parsed.searchParams.get('utm_campaign')).toBe('building_giving')
    expect(document.querySelector('dialog')).toBeNull()
  })
})
