import type { Browser, Page } from 'playwright-core'

import { BASE_URL, DESKTOP, launchBrowser, newPage, PHONE } from '../helpers/browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

async function hrefsIn(page: Page, selector: string) {
  return page
    .locator(`${selector} a[href^="/"]`)
    .evaluateAll((links) =>
      links.map((a) => (a as HTMLAnchorElement).getAttribute('href') as string),
    )
}

describe('header and footer', () => {
  it('every header and footer link leads to a page that answers 200', async () => {
    const page = await newPage(browser, DESKTOP)
    await page.goto(`${BASE_URL}/`)
    const hrefs = new Set([...(await hrefsIn(page, 'header')), ...(await hrefsIn(page, 'footer'))])
    for (const expected of [
      '/',
      '/about',
      '/staff',
      '/history',
      '/services',
      '/events',
      '/ministries',
      '/sermons',
      '/gallery',
      '/contact',
      '/prayer-requests',
      '/admin/login',
      '/privacy',
      '/terms',
    ]) {
      expect(hrefs).toContain(expected)
    }
    for (const href of hrefs) {
      const response = await page.goto(`${BASE_URL}${href}`)
      expect([href, response?.status()]).toEqual([href, 200])
    }
    await page.context().close()
  })

  it('follows the header links by clicking and marks the active route', async () => {
    const page = await newPage(browser, DESKTOP)
    await page.goto(`${BASE_URL}/`)
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [label, path] of [
      ['Services', '/services'],
      ['Events', '/events'],
      ['Ministries', '/ministries'],
      ['Sermons', '/sermons'],
      ['Gallery', '/gallery'],
      ['Contact', '/contact'],
    ]) {
      await nav.getByRole('link', { name: label }).click()
      await page.waitForURL(`${BASE_URL}${path}`)
      await expect(
        nav.getByRole('link', { name: label }).getAttribute('aria-current'),
      ).resolves.toBe('page')
    }
    await page.context().close()
  })

  it('opens the About Us submenu on hover, on click and by keyboard; Escape closes it', async () => {
    const page = await newPage(browser, DESKTOP)
    await page.goto(`${BASE_URL}/`)
    const toggle = page.getByRole('button', { name: 'About Us' })
    const ourStory = page.getByRole('link', { name: 'Our Story' })
    await toggle.hover()
    await ourStory.waitFor({ state: 'visible' })
    await page.mouse.move(5, 600)
    await ourStory.waitFor({ state: 'hidden' })
    await toggle.click()
    // The hover that precedes the click renders at continuous priority, a frame later.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button[aria-expanded]')].some(
          (b) => b.textContent?.includes('About Us') && b.getAttribute('aria-expanded') === 'true',
        ),
      undefined,
      { timeout: 5_000 },
    )
    await ourStory.waitFor({ state: 'visible' })
    await page.mouse.move(5, 600)
    await toggle.focus()
    await page.keyboard.press('Escape')
    await ourStory.waitFor({ state: 'hidden' })
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain(
      'About Us',
    )
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${BASE_URL}/about`)
    await page.context().close()
  })

  it('the mobile menu adds View All Giving Options and closes when a link is followed', async () => {
    const page = await newPage(browser, PHONE)
    await page.goto(`${BASE_URL}/`)
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.locator('#mobile-menu')
    await menu.waitFor({ state: 'visible' })
    await menu.getByRole('link', { name: 'View All Giving Options' }).click()
    await page.waitForURL(`${BASE_URL}/giving`)
    await menu.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.locator('#mobile-menu').getByRole('link', { name: 'Pastor & Staff' }).click()
    await page.waitForURL(`${BASE_URL}/staff`)
    await page.locator('#mobile-menu').waitFor({ state: 'detached' })
    await page.context().close()
  })

  it('the mobile menu closes on Escape, back to its button, and when Tab leaves it', async () => {
    const page = await newPage(browser, PHONE)
    await page.goto(`${BASE_URL}/`, { waitUntil: 'networkidle' })
    const menuButton = page.getByRole('button', { name: 'Menu' })
    const menu = page.locator('#mobile-menu')
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await menu.waitFor({ state: 'visible' })
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    await expect(menuButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true)

    await page.keyboard.press('Enter')
    await menu.getByRole('link', { name: 'Admin' }).focus()
    await page.keyboard.press('Tab')
    await menu.waitFor({ state: 'detached' })
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(
      page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
    ).resolves.toBe(true)
    await page.context().close()
  })

  it('the skip link moves focus to the main content', async () => {
    const page = await newPage(browser, DESKTOP)
    await page.goto(`${BASE_URL}/events`)
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Skip to main content',
    )
    await page.keyboard.press('Enter')
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content')
    await page.context().close()
  })

  it('shows the text logo when the logo image fails to load', async () => {
    const page = await newPage(browser, PHONE)
    await page.route('**/logo.svg', (route) => route.abort())
    await page.goto(`${BASE_URL}/`)
    const fallback = page.getByTestId('logo-fallback')
    await fallback.waitFor({ state: 'visible' })
    await expect(fallback.textContent()).resolves.toBe('GFBC1961')
    await page.context().close()
  })
})
