import type { Browser, Page } from 'playwright-core'

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
      await screenshot(page, `admin-${name}-dialog-${PHONE.width}`)
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
      await page.context().close()
    },
  )
})
