import type { Browser, Page } from 'playwright-core'

import { adminToken, unique } from '../admin/adminSession'
import {
  axeViolations,
  BASE_URL,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
} from '../helpers/browser'

/** The /events page size (src/server/content/read.ts EVENTS_PER_PAGE). */
const EVENTS_PER_PAGE = 12

let browser: Browser
let sermonSlug: string
let eventSlug: string
let token: string
const created: number[] = []

async function firstSlug(path: string): Promise<string> {
  const list = (await (await fetch(`${BASE_URL}${path}`)).json()) as { slug?: string }[]
  expect(list.length).toBeGreaterThan(0)
  expect(typeof list[0].slug).toBe('string')
  return list[0].slug!
}

/** A day `offset` days after today (UTC), far enough ahead to be upcoming in Dallas too. */
function daysAhead(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = await adminToken()
  sermonSlug = await firstSlug('/api/sermons')
  eventSlug = await firstSlug('/api/events')
  // More than a page of upcoming events, whatever the demo content holds.
  const label = unique('Page-two supper')
  for (let i = 0; i < EVENTS_PER_PAGE + 1; i++) {
    const res = await fetch(`${BASE_URL}/api/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: `${label} ${i}`,
        date: daysAhead(400 + i),
        time: '18:00',
        location: 'Fellowship Hall',
        description: 'A supper far ahead, to fill a second page of events.',
      }),
    })
    expect(res.status).toBe(201)
    created.push(((await res.json()) as { id: number }).id)
  }
})

afterAll(async () => {
  for (const id of created) {
    await fetch(`${BASE_URL}/api/events/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    })
  }
  await browser.close()
})

async function visit(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const tab = await newPage(browser, viewport)
  const response = await tab.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' })
  expect(response?.status()).toBe(200)
  await tab.waitForTimeout(300)
  return tab
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('sermon, event and list pages on a %s', (label, viewport) => {
  it('a sermon page: one player, details, no axe violations', async () => {
    const tab = await visit(`/sermons/${sermonSlug}`, viewport)
    expect(await tab.locator('audio').count()).toBeLessThanOrEqual(1)
    expect(await tab.getByRole('link', { name: 'All sermons' }).first().isVisible()).toBe(true)
    await screenshot(tab, `site-sermon-${label}`)
    expect(await axeViolations(tab)).toEqual([])
    await tab.context().close()
  })

  it('an event page: Dallas time, calendar and map links, no axe violations', async () => {
    const tab = await visit(`/events/${eventSlug}`, viewport)
    await tab.getByText('(Dallas time)').first().waitFor()
    await tab.getByRole('link', { name: 'Add to calendar (.ics)' }).waitFor()
    await screenshot(tab, `site-event-${label}`)
    expect(await axeViolations(tab)).toEqual([])
    await tab.context().close()
  })

  it('/sermons features the latest sermon with the only player; cards link to their pages', async () => {
    const tab = await visit('/sermons', viewport)
    expect(await tab.locator('audio').count()).toBeLessThanOrEqual(1)
    // The newest sermon is featured at the head of Recent Sermons (spec: within the last month).
    await tab
      .locator('section[aria-labelledby="recent-title"]')
      .getByText('Latest Sermon', { exact: true })
      .waitFor()
    const cardLinks = tab.locator('main h3 a[href^="/sermons/"]')
    expect(await cardLinks.count()).toBeGreaterThan(0)
    expect(await axeViolations(tab)).toEqual([])
    await screenshot(tab, `site-sermons-listening-${label}`)
    await tab.context().close()
  })

  it('/events shows one bounded page of upcoming events and links to the next', async () => {
    const tab = await visit('/events', viewport)
    const upcoming = tab.locator('section[aria-labelledby="upcoming-title"] h3 a')
    expect(await upcoming.count()).toBe(EVENTS_PER_PAGE)
    expect(await axeViolations(tab)).toEqual([])
    await screenshot(tab, `site-events-bounded-${label}`)
    await tab.getByRole('link', { name: /Later events/ }).click()
    await tab.waitForURL('**/events/page/2')
    expect(await tab.locator('h1').textContent()).toBe('Church Events: page 2')
    const second = tab.locator('section[aria-labelledby="upcoming-title"] h3 a')
    expect(await second.count()).toBeGreaterThan(0)
    expect(await axeViolations(tab)).toEqual([])
    await tab.context().close()
  })

  it('/privacy: rich text with a table of contents whose links reach their headings', async () => {
    const tab = await visit('/privacy', viewport)
    await tab.getByText(/^Last updated:/).waitFor()
    const contents = tab.getByRole('navigation', { name: 'On this page' })
    const links = contents.getByRole('link')
    expect(await links.count()).toBeGreaterThan(1)
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(await tab.locator(`h2${href}, h3${href}`).count()).toBe(1)
    }
    expect(await tab.locator('main ul li').count()).toBeGreaterThan(0)
    expect(await axeViolations(tab)).toEqual([])
    await screenshot(tab, `site-privacy-rich-${label}`)
    await tab.context().close()
  })
})

describe('addresses that do not exist', () => {
  it.each([
    '/sermons/no-such-sermon-anywhere',
    '/events/no-such-event-anywhere',
    '/events/page/999',
    '/events/page/1',
    '/sermons/archive/999',
    '/gallery/page/999',
  ])('%s answers 404', async (path) => {
    const response = await fetch(`${BASE_URL}${path}`)
    expect(response.status).toBe(404)
  })
})
