import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'

import {
  axeViolations,
  BASE_URL,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
} from '../helpers/browser'
import { openScreen, signedInPage } from './adminSession'

const SCREENS = [
  'dashboard',
  'staff',
  'events',
  'ministries',
  'sermons',
  'prayer-requests',
  'contacts',
  'gallery',
  'church-info',
  'donations',
]

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

/** The page is no wider than the screen: nothing to scroll sideways. */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('every admin screen on %s', (device, viewport) => {
  it('the sign-in page has no axe violations', async () => {
    const page = await newPage(browser, viewport)
    await page.goto(`${BASE_URL}/admin/login`)
    await page.getByText('Default administrator credentials').waitFor()
    await screenshot(page, `admin-login-${viewport.width}`)
    expect(await axeViolations(page)).toEqual([])
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await page.context().close()
  })

  it.each(SCREENS)(
    `/admin/%s has no axe violations and fits the ${device} screen`,
    async (name) => {
      const page = await signedInPage(browser, viewport)
      await openScreen(page, `/admin/${name}`)
      await page.waitForLoadState('networkidle')
      await screenshot(page, `admin-${name}-${viewport.width}`)
      expect(await axeViolations(page)).toEqual([])
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      await page.context().close()
    },
  )
})

describe('open dialogs', () => {
  it.each([
    ['staff', '+ Add Staff Member'],
    ['sermons', '+ Add Sermon'],
    ['gallery', '+ Add Image'],
    ['dashboard', 'Profile'],
  ])(
    'the /admin/%s dialog has no axe violations and Escape returns focus',
    async (name, opener) => {
      const page = await signedInPage(browser, PHONE)
      await openScreen(page, `/admin/${name}`)
      const button = page.getByRole('button', { name: opener, exact: true }).first()
      await button.click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      // A form dialog starts on its first field, not on Close dialog.
      expect(
        await page.evaluate(() =>
          ['INPUT', 'TEXTAREA', 'SELECT'].includes(document.activeElement!.tagName),
        ),
      ).toBe(true)
      await screenshot(page, `admin-${name}-dialog-${PHONE.width}`)
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
      await page.context().close()
    },
  )
})

describe('keyboard', () => {
  it('offers Skip to main content as the first Tab stop, and it moves focus to the main content', async () => {
    const page = await signedInPage(browser, DESKTOP)
    await openScreen(page, '/admin/dashboard')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.id === 'main-content')
    expect(await page.evaluate(() => document.activeElement!.tagName)).toBe('MAIN')
    await page.context().close()
  })

  it("draws the admin's focus ring around the date picker's button", async () => {
    const page = await signedInPage(browser, DESKTOP)
    await openScreen(page, '/admin/events')
    await page.getByRole('button', { name: '+ Add Event', exact: true }).click()
    const date = page.getByRole('dialog').locator('input[type="date"]')
    await date.focus()
    // Month, day and year are Tab stops of the field; the picker's button comes after them, and
    // while it has focus the field itself is not :focus.
    for (let stop = 0; stop < 3; stop++) await page.keyboard.press('Tab')
    expect(
      await date.evaluate((input) => input === document.activeElement && !input.matches(':focus')),
    ).toBe(true)
    // The ring of a pseudo-element is not in getComputedStyle: count its pixels, in the
    // admin's focus colour (#2563eb), at the field's right end where the button sits.
    const box = (await date.boundingBox())!
    const shot = await page.screenshot({
      clip: { x: box.x + box.width - 48, y: box.y, width: 48, height: box.height },
    })
    const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true })
    let ring = 0
    for (let i = 0; i < data.length; i += info.channels) {
      const near = (value: number, target: number) => Math.abs(value - target) < 30
      if (near(data[i], 37) && near(data[i + 1], 99) && near(data[i + 2], 235)) ring++
    }
    expect(ring).toBeGreaterThan(100)
    await page.context().close()
  })
})
