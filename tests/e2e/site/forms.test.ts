import type { Browser } from 'playwright-core'

import { BASE_URL, DESKTOP, launchBrowser, newPage, PHONE } from '../helpers/browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

// The server treats a post sooner than 1.5 s after the form appeared as a bot's.
const HUMAN_PAUSE_MS = 1700

describe('public forms against the real API', () => {
  it('sends a contact message and shows the success banner', async () => {
    const page = await newPage(browser, DESKTOP)
    await page.goto(`${BASE_URL}/contact`)
    await page.getByLabel('Name *').waitFor()
    await page.waitForTimeout(HUMAN_PAUSE_MS)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Name is required').waitFor()
    await page.getByLabel('Name *').fill('E2E Visitor')
    await page.getByLabel('Email *').fill(`e2e-${Date.now()}@example.com`)
    await page.getByLabel('Message type *').selectOption('visit')
    await page.getByLabel('Subject *').fill('Visiting this Sunday')
    await page.getByLabel('Message *').fill('We would like to visit with our two children.')
    await page.getByRole('radio', { name: 'Phone' }).check()
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText("Thank you for your message! We'll get back to you soon.").waitFor()
    await expect(page.getByLabel('Name *').inputValue()).resolves.toBe('')
    await page.context().close()
  })

  it('submits a prayer request and shows the success banner', async () => {
    const page = await newPage(browser, PHONE)
    await page.goto(`${BASE_URL}/prayer-requests`)
    await page.getByLabel('Name *').waitFor()
    await page.waitForTimeout(HUMAN_PAUSE_MS)
    await page.getByLabel('Name *').fill('E2E Neighbor')
    await page.getByLabel('Subject *').fill('Healing')
    await page.getByLabel('Prayer request *').fill('Please pray for my grandmother.')
    await page.getByRole('checkbox', { name: /urgent/ }).check()
    await page.getByRole('button', { name: 'Submit Prayer Request' }).click()
    await page
      .getByText(
        'Thank you for sharing your prayer request. Our prayer team will be lifting you up in prayer.',
      )
      .waitFor()
    // On a phone the banner sits above the form: it is scrolled into view and takes the focus.
    await page.waitForFunction(() => {
      const banner = document.querySelector('[role="status"] > div')
      const box = banner?.getBoundingClientRect()
      return banner === document.activeElement && box!.top >= 0 && box!.bottom <= innerHeight
    })
    await page.context().close()
  })
})
