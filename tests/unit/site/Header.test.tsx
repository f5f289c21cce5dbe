import { act, fireEvent, render, screen, within } from '@testing-library/react'

import { Header } from '@/components/layout/Header'
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

/** The header above a page with one control of its own, as the site lays them out. */
function renderPage() {
  return render(
    <>
      <Header churchName="Grace Fellowship Baptist Church" formUrls={FORMS} />
      <main>
        <button type="button">First control of the page</button>
      </main>
    </>,
  )
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' })
const mobileMenu = () => screen.queryByRole('navigation', { name: 'Mobile' })

function openMenu() {
  fireEvent.click(menuButton())
  return screen.getByRole('navigation', { name: 'Mobile' })
}

describe('the phone menu', () => {
  let stopWarnings: () => void
  afterEach(() => stopWarnings())
  beforeEach(() => {
    setReducedMotion(true)
    stopWarnings = expectReducedMotionNotice()
    installDialogPolyfill()
  })

  it('keeps its icon at full size beside the word Menu', () => {
    renderPage()
    const icon = menuButton().querySelector('svg') as SVGElement
    expect(icon).toHaveAttribute('width', '20')
    expect(getComputedStyle(icon).flexShrink).toBe('0')
    expect(getComputedStyle(menuButton()).flexShrink).toBe('0')
  })

  it('opens and closes with the Menu button, which says whether it is open', () => {
    renderPage()
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(mobileMenu()).toBeNull()
    const menu = openMenu()
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true')
    expect(within(menu).getByRole('link', { name: 'View All Giving Options' })).toHaveAttribute(
      'href',
      '/giving',
    )
    fireEvent.click(menuButton())
    expect(mobileMenu()).toBeNull()
  })

  it('closes on Escape and returns focus to the Menu button', () => {
    renderPage()
    const menu = openMenu()
    const link = within(menu).getByRole('link', { name: 'Sermons' })
    act(() => link.focus())
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(mobileMenu()).toBeNull()
    expect(menuButton()).toHaveFocus()
  })

  it('closes on Escape pressed on the Menu button', () => {
    renderPage()
    openMenu()
    act(() => menuButton().focus())
    fireEvent.keyDown(menuButton(), { key: 'Escape' })
    expect(mobileMenu()).toBeNull()
  })

  it('stays open while focus moves between the Menu button and its links', () => {
    renderPage()
    const menu = openMenu()
    act(() => menuButton().focus())
    act(() => within(menu).getByRole('link', { name: 'Home' }).focus())
    act(() => within(menu).getByRole('link', { name: 'Admin' }).focus())
    act(() => menuButton().focus())
    expect(mobileMenu()).not.toBeNull()
  })

  it('closes when focus leaves it for the page it covers', () => {
    renderPage()
    const menu = openMenu()
    act(() => within(menu).getByRole('link', { name: 'Admin' }).focus())
    act(() => screen.getByRole('button', { name: 'First control of the page' }).focus())
    expect(mobileMenu()).toBeNull()
    expect(screen.getByRole('button', { name: 'First control of the page' })).toHaveFocus()
  })

  it('closes when focus leaves the open menu from its Menu button', () => {
    renderPage()
    openMenu()
    act(() => menuButton().focus())
    act(() => screen.getByRole('link', { name: /Grace Fellowship Baptist/ }).focus())
    expect(mobileMenu()).toBeNull()
  })

  it('closes as its Give Now opens the giving dialog; focus returns to the Menu button', async () => {
    renderPage()
    const menu = openMenu()
    fireEvent.click(within(menu).getByRole('button', { name: 'Give Now' }))
    expect(mobileMenu()).toBeNull()
    await screen.findByRole('heading', { name: 'Quick Donation' }, { timeout: 5000 })
    const dialog = document.querySelector('dialog') as HTMLDialogElement
    expect(dialog).toHaveAttribute('open')
    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    expect(dialog).not.toHaveAttribute('open')
    expect(menuButton()).toHaveFocus()
  })

  it('returns focus to the desktop Give Now button, which stays on the page', async () => {
    renderPage()
    // The desktop actions are hidden by a style for narrow screens, which jsdom applies.
    const [give] = screen.getAllByRole('button', { name: 'Give Now', hidden: true })
    fireEvent.click(give)
    await screen.findByRole('heading', { name: 'Quick Donation' }, { timeout: 5000 })
    fireEvent(document.querySelector('dialog') as HTMLDialogElement, new Event('cancel'))
    expect(give).toHaveFocus()
  })
})
