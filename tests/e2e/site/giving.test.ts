import type { Browser, Page } from 'playwright-core'

import { axeViolations, BASE_URL, DESKTOP, launchBrowser, newPage, PHONE } from '../helpers/browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

/** Records window.open calls instead of leaving for the (unreachable) provider. */
async function recordOpens(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = []
    Object.defineProperty(window, '__opened', { value: calls })
    window.open = (...args: unknown[]) => {
      calls.push(args)
      return null
    }
  })
}

const opened = (page: Page) =>
  page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened)

describe('giving', () => {
  it('the Give Now dialog opens the tagged form in a new tab and closes', async () => {
    const page = await newPage(browser, DESKTOP)
    await recordOpens(page)
    await page.goto(`${BASE_URL}/`)
    await page.getByRole('button', { name: 'Give Now' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Quick Donation' })
    await dialog.waitFor({ state: 'visible' })
    await expect(
      dialog.getByText('Zero processing fees • Secure • Tax-deductible').count(),
    ).resolves.toBe(1)
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: '$250' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const [[url, target, features]] = await opened(page)
    const parsed = new URL(url)
    expect(parsed.searchParams.get('utm_source')).toBe('church_website')
    expect(parsed.searchParams.get('utm_medium')).toBe('quick_donation_button')
    expect(parsed.searchParams.get('utm_campaign')).toBe('general_giving')
    expect(parsed.searchParams.get('utm_content')).toBe('header_button')
    expect(parsed.searchParams.get('amount')).toBe('250')
    expect([target, features]).toEqual(['_blank', 'noopener,noreferrer'])
    await page.context().close()
  })

  it('Escape closes the dialog and focus returns to Give Now', async () => {
    const page = await newPage(browser, DESKTOP)
    await page.goto(`${BASE_URL}/`)
    const giveNow = page.locator('header').getByRole('button', { name: 'Give Now' }).first()
    await giveNow.click()
    const dialog = page.getByRole('dialog', { name: 'Quick Donation' })
    await dialog.waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect(giveNow.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await page.context().close()
  })

  it('Give Now in the phone menu closes the menu; after the dialog, focus is on Menu', async () => {
    const page = await newPage(browser, PHONE)
    await page.goto(`${BASE_URL}/`)
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await menuButton.click()
    await page.locator('#mobile-menu').getByRole('button', { name: 'Give Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Quick Donation' })
    await dialog.waitFor({ state: 'visible' })
    await page.locator('#mobile-menu').waitFor({ state: 'detached' })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect(menuButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false')
    await page.context().close()
  })

  it('the giving page remembers and highlights the quick-give amount', async () => {
    const page = await newPage(browser, DESKTOP)
    await page.goto(`${BASE_URL}/giving`)
    const hundred = page.getByRole('link', { name: /^\$100/ })
    const href = new URL((await hundred.getAttribute('href')) as string)
    expect(href.searchParams.get('utm_medium')).toBe('giving_page')
    expect(href.searchParams.get('utm_content')).toBe('quick_give')
    expect(href.searchParams.get('amount')).toBe('100')
    await expect(hundred.getAttribute('rel')).resolves.toBe('noopener noreferrer')
    // Prevent the new tab; the click handler still runs.
    await page.context().route('https://give.example.com/**', (route) => route.abort())
    const popup = page.waitForEvent('popup')
    await hundred.click()
    await (await popup).close()
    await page.reload()
    // The remembered amount comes from localStorage, so it shows once the page has hydrated.
    await page.locator('a[aria-current="true"]', { hasText: '$100' }).waitFor()
    const fundLinks = await page
      .locator('#fund-youth a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
    expect(fundLinks).toHaveLength(3)
    expect(fundLinks.every((l) => l.includes('utm_campaign=youth_giving'))).toBe(true)
    expect(fundLinks.every((l) => l.includes('utm_content=fund_card'))).toBe(true)
    await page.context().close()
  })
})
