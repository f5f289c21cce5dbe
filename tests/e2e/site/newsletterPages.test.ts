/**
 * The pages an email's newsletter links open (/newsletter/confirm/<token>,
 * /newsletter/unsubscribe/<token>): each state they show passes axe, and their one button
 * does what it says. The links are signed as the server signs them (the e2e servers' key).
 */
import type { Browser, Page } from 'playwright-core'

import type { Subscriber } from '@/payload-types'
import { confirmationToken, unsubscribeToken } from '@/server/newsletter/subscription'
import { adminToken } from '../admin/adminSession'
import {
  axeViolations,
  BASE_URL,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
} from '../helpers/browser'
import { E2E_SECRET } from '../helpers/server'

// The tokens are signed when made, with this key.
process.env.PAYLOAD_SECRET = E2E_SECRET

let browser: Browser
let page: Page
let subscriber: Subscriber

/** A pending subscription, made through Payload's REST API as an administrator. */
async function pendingSubscriber(label: string): Promise<Subscriber> {
  const created = await fetch(`${BASE_URL}/cms-api/subscribers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken()}` },
    body: JSON.stringify({
      first_name: 'Phoebe',
      last_name: 'Cenchreae',
      email: `${label}-${Date.now()}@example.org`,
      status: 'pending',
    }),
  })
  expect(created.status).toBe(201)
  return ((await created.json()) as { doc: Subscriber }).doc
}

beforeAll(async () => {
  browser = await launchBrowser()
  page = await newPage(browser, PHONE)
  subscriber = await pendingSubscriber('link-pages')
})

afterAll(async () => {
  await browser?.close()
})

/** Opens `path` and checks its heading and that axe finds nothing. */
async function open(path: string, heading: string, shot?: string) {
  await page.goto(`${BASE_URL}${path}`)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  expect(await axeViolations(page)).toEqual([])
  if (shot) await screenshot(page, shot)
}

/**
 * Waits for the page's title after the button's navigation: Next streams a page's metadata
 * after its body, so on a busy machine the heading can be there before the title is.
 */
async function titled(start: string) {
  await page.waitForFunction((text) => document.title.startsWith(text), start)
}

describe('newsletter link pages', () => {
  it('confirm: asks, confirms on the button, then says so; axe 0 in each state', async () => {
    const path = `/newsletter/confirm/${confirmationToken(subscriber)}`
    await open(path, 'Confirm your subscription', 'newsletter-confirm-ask-phone')
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }).waitFor()
    await titled('Confirm your subscription')
    expect(await axeViolations(page)).toEqual([])
    await open(path, 'Subscription confirmed', 'newsletter-confirm-done-phone')
  })

  it('unsubscribe: asks, unsubscribes on the button, then says so; axe 0 in each state', async () => {
    const path = `/newsletter/unsubscribe/${unsubscribeToken(subscriber)}`
    await open(path, 'Unsubscribe')
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await page.getByRole('heading', { level: 1, name: 'Unsubscribed' }).waitFor()
    await titled('Unsubscribe')
    expect(await axeViolations(page)).toEqual([])
  })

  it('work with JavaScript off: the button posts the form and the page says what was done', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
    const noScript = await context.newPage()
    const other = await pendingSubscriber('link-pages-no-script')
    await noScript.goto(`${BASE_URL}/newsletter/confirm/${confirmationToken(other)}`)
    await noScript.getByRole('button', { name: 'Confirm' }).click()
    await noScript.getByRole('heading', { level: 1, name: 'Subscription confirmed' }).waitFor()
    await noScript.goto(`${BASE_URL}/newsletter/unsubscribe/${unsubscribeToken(other)}`)
    await noScript.getByRole('button', { name: 'Unsubscribe' }).click()
    await noScript.getByRole('heading', { level: 1, name: 'Unsubscribed' }).waitFor()
    await context.close()
  })

  it('a link that is not valid says so, without a button; axe 0', async () => {
    await open('/newsletter/confirm/not-a-token', 'Link not valid', 'newsletter-link-refused-phone')
    expect(await page.getByRole('main').getByRole('button').count()).toBe(0)
    await open('/newsletter/unsubscribe/not-a-token', 'Link not valid')
    expect(await page.getByRole('main').getByRole('button').count()).toBe(0)
  })
})
