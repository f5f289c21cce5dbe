/**
 * Registering for an event on its page, at phone width, with JavaScript on and off: the seats
 * left, the form, the answer (confirmed, or waitlisted with the place), the keyboard, axe; and
 * the emailed cancel link's page, without JavaScript.
 */
import { createHmac } from 'node:crypto'

import type { Browser, Page } from 'playwright-core'

import {
  axeViolations,
  BASE_URL,
  DESKTOP,
  launchBrowser,
  PHONE,
  screenshot,
} from '../helpers/browser'
import { E2E_SECRET } from '../helpers/server'
import { adminToken, unique } from '../admin/adminSession'

let browser: Browser
let token: string

beforeAll(async () => {
  browser = await launchBrowser()
  token = await adminToken()
})
afterAll(async () => {
  await browser.close()
})

/** An event a month ahead that takes registrations; its id and page address. */
async function registeringEvent(capacity: number, waitlist = true) {
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const res = await fetch(`${BASE_URL}/api/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: unique('Vacation Bible School'),
      date,
      time: '9:00 AM',
      location: 'Education Building',
      description: 'A week of songs, stories and crafts for children.',
      registration: { enabled: true, capacity, waitlist },
    }),
  })
  expect(res.status).toBe(201)
  const event = (await res.json()) as { id: number; slug: string; title: string }
  return { ...event, url: `${BASE_URL}/events/${event.slug}` }
}

/** A browser of its own client (the forms' per-client limit), JavaScript on or off. */
async function visitor(viewport = PHONE, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled,
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  })
  return context.newPage()
}

/** The registration form (the footer has a newsletter form with its own Email field). */
const form = (page: Page) => page.getByRole('form', { name: /^Register for / })

async function fillForm(page: Page, name: string, email: string, party: string) {
  await form(page).getByLabel(/^Name/).fill(name)
  await form(page)
    .getByLabel(/^Email/)
    .fill(email)
  await form(page).getByLabel('Phone (optional)').fill('(214) 555-0123')
  await form(page)
    .getByLabel(/^Party size/)
    .selectOption(party)
  await form(page).getByLabel('Notes (optional)').fill('One child is allergic to peanuts.')
}

describe('the event page’s registration', () => {
  it('registers with JavaScript at phone width, then shows the seats left; no axe violations', async () => {
    const event = await registeringEvent(3)
    const page = await visitor(PHONE)
    await page.goto(event.url)
    const card = page.getByRole('region', { name: 'Register' })
    await card.getByText('3 seats left').waitFor()
    await page.waitForLoadState('networkidle')
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'event-registration-390')

    await fillForm(page, 'Ruth Carter', `${unique('js').replace(/\s/g, '-')}@example.org`, '2')
    await page.getByRole('button', { name: 'Register' }).click()
    const answer = page.getByRole('status').getByText(/^You are registered!/)
    await answer.waitFor()
    expect(await answer.evaluate((el) => el === document.activeElement)).toBe(true)
    await card.getByText('1 seat left').waitFor()
    expect(await form(page).getByLabel(/^Name/).inputValue()).toBe('')
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'event-registration-done-390')
    await page.context().close()
  })

  it('joins the waiting list from the keyboard alone, and says its place', async () => {
    const event = await registeringEvent(1)
    const first = await fetch(`${BASE_URL}/api/events/${event.id}/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.79.1.1' },
      body: JSON.stringify({ name: 'Early Bird', email: 'early@example.org', party_size: 1 }),
    })
    expect(first.status).toBe(201)

    const page = await visitor(DESKTOP)
    await page.goto(event.url)
    await page.getByText('Full — join the waiting list').waitFor()
    await page.waitForLoadState('networkidle')
    await screenshot(page, 'event-registration-1440')
    await form(page).getByLabel(/^Name/).focus()
    await page.keyboard.type('Lydia Purple')
    await page.keyboard.press('Tab')
    await page.keyboard.type('lydia@example.org')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(
      await page.getByLabel(/^Party size/).evaluate((el) => el === document.activeElement),
    ).toBe(true)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const button = page.getByRole('button', { name: 'Join the waiting list' })
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await page
      .getByText('The event is full, so you are on the waiting list: you are number 1.', {
        exact: false,
      })
      .waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })
})

describe('with JavaScript off', () => {
  it('registers at phone width: the page comes back with the answer and the seats left', async () => {
    const event = await registeringEvent(2)
    const page = await visitor(PHONE, false)
    await page.goto(event.url)
    await page.getByText('2 seats left').waitFor()

    // What to correct first, keeping what was typed.
    await fillForm(page, 'Naomi Reed', 'not-an-email', '1')
    await page.getByRole('button', { name: 'Register' }).click()
    await page.getByText('Enter a valid email address').waitFor()
    expect(await form(page).getByLabel(/^Name/).inputValue()).toBe('Naomi Reed')

    await form(page)
      .getByLabel(/^Email/)
      .fill(`${unique('nojs').replace(/\s/g, '-')}@example.org`)
    await page.getByRole('button', { name: 'Register' }).click()
    await page.getByText(/^You are registered!/).waitFor()
    await page.getByText('1 seat left').waitFor()
    await screenshot(page, 'event-registration-no-script-390')

    // A party of two no longer fits: the waiting list, number 1.
    await fillForm(page, 'Boaz Reed', `${unique('nojs2').replace(/\s/g, '-')}@example.org`, '2')
    await page.getByRole('button', { name: 'Register' }).click()
    await page
      .getByText('The event is full, so you are on the waiting list: you are number 1.', {
        exact: false,
      })
      .waitFor()
    await page.context().close()
  })

  it('cancels by the emailed link: the page asks first, then cancels', async () => {
    const event = await registeringEvent(5)
    const email = `${unique('cancel').replace(/\s/g, '-')}@example.org`
    const res = await fetch(`${BASE_URL}/api/events/${event.id}/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.79.2.2' },
      body: JSON.stringify({ name: 'Martha Greene', email, party_size: 3 }),
    })
    const { id } = (await res.json()) as { id: number }
    // The link of the confirmation email, signed as docs/api.md says the server signs it.
    const signature = createHmac('sha256', E2E_SECRET)
      .update(`registration-cancel:${id}:${event.id}:${email}`)
      .digest('base64url')
    const link = `${BASE_URL}/registrations/cancel/${id}.${signature}`

    // axe needs scripts: the page it checks is the same one, opened with JavaScript.
    const checked = await visitor(PHONE)
    await checked.goto(link)
    await checked.getByRole('heading', { level: 1, name: 'Cancel your registration' }).waitFor()
    expect(await axeViolations(checked)).toEqual([])
    await checked.context().close()

    const page = await visitor(PHONE, false)
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: 'Cancel your registration' }).waitFor()
    await page.getByText('Martha Greene, a party of 3').waitFor()
    await page.getByRole('button', { name: 'Cancel registration' }).click()
    await page.getByRole('heading', { level: 1, name: 'Registration cancelled' }).waitFor()
    await page.goto(event.url)
    await page.getByText('5 seats left').waitFor()

    await page.goto(`${BASE_URL}/registrations/cancel/${id}.${'A'.repeat(43)}`)
    await page.getByRole('heading', { level: 1, name: 'Link not valid' }).waitFor()
    await page.context().close()
  })
})
