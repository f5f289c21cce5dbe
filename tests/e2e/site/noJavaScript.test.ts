/**
 * The public site with JavaScript off (some phones, reader modes, text browsers, crawlers, a
 * script blocked on the way): every page's HTML is complete, in document order, and the
 * visitor's forms post to their page and come back with the result.
 */
import type { Browser, Page } from 'playwright-core'

import { CONTACT_SUCCESS, PRAYER_SUCCESS } from '@/ui/forms/formMessages'

import { BASE_URL, DESKTOP, launchBrowser, PHONE, screenshot } from '../helpers/browser'
import { PUBLIC_PAGES } from './sitePages'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

/** A page without JavaScript; each test names its client for the forms' per-client limit. */
async function noScriptPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: false,
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  })
  return context.newPage()
}

describe('with JavaScript off', () => {
  it.each(PUBLIC_PAGES.map((page) => [page.path, page.heading]))(
    '%s shows its heading and its text in <main>',
    async (path, heading) => {
      const page = await noScriptPage()
      await page.goto(`${BASE_URL}${path}`)
      const main = page.locator('main')
      expect((await main.locator('h1').textContent())?.trim()).toBe(heading)
      expect(await main.locator('h1').isVisible()).toBe(true)
      const text = (await main.innerText()).trim()
      expect(text.length).toBeGreaterThan(200)
      expect(text).not.toMatch(/Loading [a-z ]+\.\.\./i)
      // Nothing of the page waits in a hidden part for a script to move it in.
      const hiddenText = await page
        .locator('body > div[hidden]')
        .evaluateAll((parts) => parts.map((part) => part.textContent ?? '').join(''))
      expect(hiddenText).toBe('')
      await page.context().close()
    },
  )

  it('sends a contact message and shows the thanks', async () => {
    const page = await noScriptPage(PHONE)
    await page.goto(`${BASE_URL}/contact`)
    await page.getByLabel(/^Name/).fill('Ruth Carter')
    await page.getByLabel(/^Email \*/).fill('ruth@example.com')
    await page.getByLabel(/^Message type/).selectOption('visit')
    await page.getByLabel(/^Subject/).fill(`No script ${Date.now()}`)
    await page.getByLabel(/^Message \*/).fill('We plan to come this Sunday.')
    await Promise.all([
      page.waitForLoadState('load'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ])
    await page.getByText(CONTACT_SUCCESS).waitFor()
    await screenshot(page, 'no-script-contact-sent-phone')
    await page.context().close()
  })

  it('shows what to correct, keeping what was typed, then sends a prayer request', async () => {
    const page = await noScriptPage()
    await page.goto(`${BASE_URL}/prayer-requests`)
    await page.getByLabel(/^Name/).fill('Naomi Reed')
    await page.getByLabel(/^Subject/).fill(`No script prayer ${Date.now()}`)
    await page.getByLabel('Email (optional)').fill('not-an-email')
    await page.getByRole('button', { name: 'Submit Prayer Request' }).click()
    await page.getByText('Enter a valid email address').waitFor()
    await page.getByText('Prayer request is required').waitFor()
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Naomi Reed')

    await page.getByLabel('Email (optional)').fill('naomi@example.com')
    await page.getByLabel(/^Prayer request/).fill('Please pray for my family.')
    await page.getByRole('button', { name: 'Submit Prayer Request' }).click()
    await page.getByText(PRAYER_SUCCESS).waitFor()
    await page.context().close()
  })

  it('subscribes to the newsletter from the footer', async () => {
    const page = await noScriptPage()
    await page.goto(`${BASE_URL}/about`)
    const form = page.locator('form[aria-labelledby="newsletter-title"]')
    await form.getByLabel('First name').fill('Lydia')
    await form.getByLabel('Last name').fill('Purple')
    await form.getByLabel('Email').fill(`noscript-${Date.now()}@example.org`)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await page.getByText('Almost done: check your email and confirm your subscription.').waitFor()
    await page.context().close()
  })

  it('leads the Give Now button to the giving page', async () => {
    const page = await noScriptPage()
    await page.goto(`${BASE_URL}/about`)
    await page.getByRole('link', { name: 'Give Now' }).first().click()
    await page.waitForURL('**/giving')
    await page.getByRole('heading', { level: 1, name: 'Online Giving' }).waitFor()
    await page.context().close()
  })
})
