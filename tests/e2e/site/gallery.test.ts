import type { Browser } from 'playwright-core'

import { axeViolations, BASE_URL, DESKTOP, launchBrowser, newPage } from '../helpers/browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe('gallery', () => {
  it('opens a photo in a modal view that the keyboard moves through, and closes back to it', async () => {
    const page = await newPage(browser, DESKTOP)
    await page.goto(`${BASE_URL}/gallery`, { waitUntil: 'networkidle' })
    const thumbnails = page.locator('.gallery-grid button[aria-haspopup="dialog"]')
    const second = thumbnails.nth(1)
    await second.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ state: 'visible' })
    const inDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))
    await expect(inDialog()).resolves.toBe(true)
    await dialog.getByText(/^Photo 2 of \d+$/).waitFor()
    const category = await dialog.locator('.lightbox-category').textContent()
    expect(category?.length).toBeGreaterThan(0)

    await page.keyboard.press('ArrowRight')
    await dialog.getByText(/^Photo 3 of \d+$/).waitFor()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await dialog.getByText(/^Photo 1 of \d+$/).waitFor()
    // Focus stays in the dialog however far Tab goes.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
    await expect(inDialog()).resolves.toBe(true)
    expect(await axeViolations(page)).toEqual([])

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect(second.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await page.context().close()
  })
})
