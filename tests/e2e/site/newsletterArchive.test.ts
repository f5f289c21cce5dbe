/**
 * The public newsletter archive in a real browser against the production build: the list of
 * the newsletters that went out (paged, newest first), one newsletter as a page with its
 * picture, button and events, the RSS feed, 404 for a newsletter that did not go out, the
 * subscribe form with JavaScript off; axe finds nothing on a phone or a laptop.
 *
 * A newsletter goes out through the sender (src/server/newsletter/send.ts), which only the
 * server writes; here the drafts are written through Payload's REST API as the office would,
 * then marked as sent in the database, as the sender's last step does.
 */
import { createClient } from '@libsql/client'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'

import { document as lexicalDocument, heading, link, list, paragraph } from '@/lib/richText'
import { adminToken } from '../admin/adminSession'
import {
  axeViolations,
  BASE_URL,
  DESKTOP,
  launchBrowser,
  PHONE,
  screenshot,
} from '../helpers/browser'
import { E2E_DATABASE_URL } from '../helpers/server'

const run = Date.now().toString(36)
const FEATURED = {
  subject: 'Harvest Supper and a Full Fellowship Hall',
  preview: 'Thank you for a wonderful evening, and what is coming up this month',
  slug: `harvest-supper-${run}`,
}
const OLDER_COUNT = 13
const DRAFT = { subject: `A draft nobody may read ${run}`, slug: `draft-${run}` }

let browser: Browser
let token: string
const ids: number[] = []

async function cms(path: string, init: RequestInit = {}) {
  const res = await fetch(`${BASE_URL}/cms-api${path}`, {
    ...init,
    headers: { Authorization: `JWT ${token}`, ...(init.headers ?? {}) },
  })
  expect([path, res.status < 300]).toEqual([path, true])
  return res.json() as Promise<{ doc: { id: number; filename?: string } }>
}

/** A draft written as the office writes one. */
async function draft(subject: string, preview_text: string, body: unknown = null) {
  const { doc } = await cms('/newsletters', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ subject, preview_text, body, include_events: Boolean(body) }),
  })
  ids.push(doc.id)
  return doc.id
}

/** A picture of the newsletter, uploaded to the media library with its description. */
async function uploadPicture() {
  const bytes = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#b5793a' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">' +
            '<rect x="120" y="520" width="1360" height="260" rx="30" fill="#f3e3b5"/>' +
            '<circle cx="420" cy="430" r="120" fill="#7a1f35"/>' +
            '<circle cx="800" cy="400" r="150" fill="#d4a72c"/>' +
            '<circle cx="1180" cy="430" r="120" fill="#1b2a4a"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'supper.jpg')
  form.append('_payload', JSON.stringify({ alt: 'Tables set for the harvest supper' }))
  return (await cms('/media', { method: 'POST', body: form })).doc.id
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = await adminToken()
  const picture = await uploadPicture()
  const body = lexicalDocument([
    paragraph('Dear church family, thank you to everyone who cooked, served and cleaned up.'),
    heading('What a night'),
    paragraph([
      link('https://example.org/photos', 'See the photos'),
      {
        type: 'text',
        text: ' from the evening.',
        format: 0,
        detail: 0,
        mode: 'normal',
        style: '',
        version: 1,
      },
    ] as never),
    {
      type: 'upload',
      version: 3,
      format: '',
      id: 'pic',
      fields: null,
      relationTo: 'media',
      value: picture,
    },
    heading('Coming up', 'h3'),
    list(['Choir practice moves to Thursdays', 'The food pantry needs canned vegetables']),
    {
      type: 'block',
      version: 2,
      format: '',
      fields: {
        id: 'btn',
        blockName: '',
        blockType: 'button',
        label: 'Volunteer at the pantry',
        url: '/contact',
      },
    },
  ] as never)
  const featured = await draft(FEATURED.subject, FEATURED.preview, body)
  const older: number[] = []
  for (let i = 1; i <= OLDER_COUNT; i++) {
    older.push(await draft(`Weekly news ${i} (${run})`, `Week ${i} at Grace Fellowship`))
  }
  const drafted = await draft(DRAFT.subject, 'Not sent')

  // The sender's last step: sent, with its address, its time and the events it carried.
  const db = createClient({ url: E2E_DATABASE_URL })
  const sentAt = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString()
  const events = [
    {
      id: 1,
      title: 'Food Pantry Saturday',
      date: '2099-11-14',
      time: '09:00',
      location: 'Fellowship Hall',
    },
    { id: 2, title: 'Choir Practice', date: '2099-11-19', time: '19:00', location: 'Sanctuary' },
  ]
  await db.execute({
    sql: "UPDATE newsletters SET status = 'sent', slug = ?, sent_at = ?, events = ? WHERE id = ?",
    args: [FEATURED.slug, sentAt(0), JSON.stringify(events), featured],
  })
  for (const [i, id] of older.entries()) {
    await db.execute({
      sql: "UPDATE newsletters SET status = 'sent', slug = ?, sent_at = ? WHERE id = ?",
      args: [`weekly-news-${i + 1}-${run}`, sentAt(i + 1), id],
    })
  }
  await db.execute({
    sql: 'UPDATE newsletters SET slug = ? WHERE id = ?',
    args: [DRAFT.slug, drafted],
  })
  db.close()
  // The database was changed around Payload: one more edit expires the archive's cached pages.
  const poke = await draft(`Expiry ${run}`, '')
  await cms(`/newsletters/${poke}`, { method: 'DELETE' })
}, 120_000)

afterAll(async () => {
  for (const id of ids) {
    await fetch(`${BASE_URL}/cms-api/newsletters/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `JWT ${token}` },
    })
  }
  await browser?.close()
})

async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' })
  expect(response?.status()).toBe(200)
  return page
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe('/newsletter', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'lists the sent newsletters, newest first, on a %s; axe finds nothing',
    async (label, viewport) => {
      const page = await open('/newsletter', viewport)
      expect(await page.locator('main h1').allTextContents()).toEqual(['Newsletter'])
      const list = page.getByRole('list', { name: /^Past Newsletters/ })
      const items = list.locator(':scope > li')
      expect(await items.count()).toBe(12)
      expect(await items.first().getByRole('heading', { level: 3 }).textContent()).toBe(
        FEATURED.subject,
      )
      await items.first().getByText(FEATURED.preview).waitFor()
      await items
        .first()
        .getByText(/^Sent [A-Z][a-z]+ \d{1,2}, \d{4}$/)
        .waitFor()
      expect(await page.getByText(DRAFT.subject).count()).toBe(0)
      await page.getByRole('navigation', { name: 'Pages of the newsletter archive' }).waitFor()
      await page.getByRole('link', { name: 'RSS feed', exact: true }).waitFor()
      await page.getByRole('form', { name: 'Get our weekly newsletter' }).first().waitFor()
      expect(await noOverflow(page)).toBe(true)
      await screenshot(page, `newsletter-archive-${label}`)
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    },
  )

  it('pages to the older newsletters at /newsletter/page/2', async () => {
    const page = await open('/newsletter')
    await page.getByRole('link', { name: /Older newsletters/ }).click()
    await page.waitForURL('**/newsletter/page/2')
    expect(await page.locator('main h1').textContent()).toBe('Newsletter: page 2')
    await page.getByText(`Weekly news ${OLDER_COUNT} (${run})`).waitFor()
    await page.getByRole('link', { name: /Newer newsletters/ }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
    expect((await fetch(`${BASE_URL}/newsletter/page/99`)).status).toBe(404)
  })

  it('sends a query string to the plain address, as every public page', async () => {
    const res = await fetch(`${BASE_URL}/newsletter?page=2`, { redirect: 'manual' })
    expect([res.status, res.headers.get('location')]).toEqual([308, '/newsletter'])
  })

  it('is linked from the footer of every page', async () => {
    const page = await open('/about')
    await page.locator('footer').getByRole('link', { name: 'Read past newsletters' }).click()
    await page.waitForURL('**/newsletter')
    await page.context().close()
  })
})

describe('/newsletter/<slug>', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'shows a newsletter as a web page on a %s; axe finds nothing',
    async (label, viewport) => {
      const page = await open(`/newsletter/${FEATURED.slug}`, viewport)
      const main = page.locator('main')
      expect(await main.locator('h1').allTextContents()).toEqual([FEATURED.subject])
      await main
        .getByText(/^Sent [A-Z][a-z]+ \d{1,2}, \d{4}$/)
        .first()
        .waitFor()
      await main.getByRole('heading', { level: 2, name: 'What a night' }).waitFor()
      await main.getByRole('link', { name: 'See the photos' }).waitFor()
      const picture = main.getByRole('img', { name: 'Tables set for the harvest supper' })
      await picture.scrollIntoViewIfNeeded()
      await page.waitForLoadState('networkidle')
      expect(
        await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true)
      expect(await picture.getAttribute('srcset')).toMatch(/-w\d+\.webp/)
      const button = main.getByRole('link', { name: 'Volunteer at the pantry' })
      expect(await button.getAttribute('href')).toBe('/contact')
      const events = main.getByRole('region', { name: 'Upcoming Events' })
      await events.getByText('Food Pantry Saturday').waitFor()
      await events.getByText('November 14, 2099').waitFor()
      await events.getByText('9:00 AM').waitFor()
      await events.getByText('Sanctuary').waitFor()
      await main.getByRole('form', { name: 'Get our weekly newsletter' }).waitFor()
      expect(await main.innerText()).not.toMatch(/unsubscribe/i)
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${BASE_URL}/newsletter/${FEATURED.slug}`,
      )
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        FEATURED.preview,
      )
      expect(await noOverflow(page)).toBe(true)
      // From the top, as a visitor arrives (the header stays at the top of the window).
      await page.evaluate(() => window.scrollTo(0, 0))
      await screenshot(page, `newsletter-page-${label}`)
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    },
  )

  it('answers 404 for a newsletter that did not go out, and for an unknown address', async () => {
    for (const path of [`/newsletter/${DRAFT.slug}`, `/newsletter/no-such-newsletter-${run}`]) {
      const res = await fetch(`${BASE_URL}${path}`)
      expect([path, res.status]).toEqual([path, 404])
      expect(await res.text()).toContain('Page Not Found')
    }
  })

  it('subscribes from the page with JavaScript off', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      extraHTTPHeaders: {
        'X-Forwarded-For': `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
    })
    const page = await context.newPage()
    await page.goto(`${BASE_URL}/newsletter/${FEATURED.slug}`)
    expect(await page.locator('main h1').textContent()).toBe(FEATURED.subject)
    await page.locator('main').getByText('What a night').waitFor()
    const form = page.locator('main form[aria-labelledby="newsletter-page-title"]')
    await form.getByLabel('First name').fill('Lydia')
    await form.getByLabel('Last name').fill('Purple')
    await form.getByLabel('Email').fill(`archive-noscript-${run}@example.org`)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await page
      .locator('main')
      .getByText('Almost done: check your email and confirm your subscription.')
      .waitFor()
    await context.close()
  })
})

describe('/newsletter/feed.xml', () => {
  it('is RSS 2.0 of the sent newsletters, newest first', async () => {
    const response = await fetch(`${BASE_URL}/newsletter/feed.xml`)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    expect(XMLValidator.validate(xml)).toBe(true)
    const channel = new XMLParser({ ignoreAttributes: false }).parse(xml).rss.channel
    const items = channel.item as Record<string, unknown>[]
    expect(items.length).toBeGreaterThanOrEqual(OLDER_COUNT + 1)
    expect(items.length).toBeLessThanOrEqual(20)
    expect(items[0]).toMatchObject({
      title: FEATURED.subject,
      link: `${BASE_URL}/newsletter/${FEATURED.slug}`,
      description: FEATURED.preview,
    })
    expect(items.map((item) => item.title)).not.toContain(DRAFT.subject)
  })
})
