/**
 * The prayer wall in a real browser against the production build, with 500 requests on the
 * wall: its pages at a phone's and a laptop's width pass axe and show no requester's email,
 * phone or full last name; "I prayed" works with the keyboard, with JavaScript (in place) and
 * without (a form post that returns to the wall); the requester's take-down page acts once; the
 * admin's Prayer Wall tab; Lighthouse's accessibility audit on a phone. (Its performance score
 * with as many requests on the wall is a figure of `npm run bench pages`.)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import type { Browser, Page } from 'playwright-core'

import { PRAYER_WALL } from '@/lib/contract/limits'
import type { PrayerRequest } from '@/payload-types'
import { takeDownToken } from '@/features/prayer/server/notes'
import { adminToken, openScreen, signedInPage } from '../admin/adminSession'
import {
  axeViolations,
  BASE_URL,
  DESKTOP,
  launchBrowser,
  PHONE,
  screenshot,
  SCREENSHOT_DIR,
} from '../helpers/browser'
import { E2E_SECRET } from '../helpers/server'

// Take-down links are signed as the server signs them, with the e2e server's key.
process.env.PAYLOAD_SECRET = E2E_SECRET

const ON_THE_WALL = 500
const FIRST_NAMES = ['Ruth', 'Naomi', 'Lydia', 'Esther', 'Martha', 'Hannah', 'Priscilla']
const LAST_NAMES = ['Zebulonsky', 'Quintanilla-Marsh', 'Abernathy']
const PRIVATE_TEXT = [/zebulonsky/i, /quintanilla/i, /abernathy/i, /555-07\d\d/, /@example\.org/]
const SUBJECTS = ['Healing', 'A new job', 'Our marriage', 'Safe travel', 'Grief', 'My exams']
const MESSAGES = [
  'Please pray for my mother as she recovers from surgery this week.',
  'I start a new job on Monday and I am anxious about it. Pray for peace and wisdom.',
  'Pray for our family as we grieve the loss of my grandfather, who loved this church.',
  'My son is deployed overseas. Please pray for his safety and for his unit.',
]

let browser: Browser
let token: string
let requests: PrayerRequest[] = []

/** A client address of this run, so the wall's per-address limit never spills between tests. */
const clientAddress = () =>
  `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

/**
 * One shared request put on the wall as it happens on the site: sent through the public form
 * (sharing and anonymity are the requester's choices), approved and put up by the prayer
 * team's routes; the stored document, read back through Payload's REST API.
 */
async function putUp(i: number, extra: Partial<PrayerRequest> = {}): Promise<PrayerRequest> {
  const posted = await fetch(`${BASE_URL}/api/prayer-requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress() },
    body: JSON.stringify({
      name: `${FIRST_NAMES[i % FIRST_NAMES.length]} Grace ${LAST_NAMES[i % LAST_NAMES.length]}`,
      email: `requester${i}.${LAST_NAMES[0].toLowerCase()}@example.org`,
      phone: `(214) 555-07${String(i % 100).padStart(2, '0')}`,
      subject: `${SUBJECTS[i % SUBJECTS.length]} ${i}`,
      message: MESSAGES[i % MESSAGES.length],
      is_public: true,
      is_urgent: i % 7 === 0,
      anonymous: i % 5 === 0,
      ...extra,
    }),
  })
  expect(posted.status).toBe(201)
  const { id } = (await posted.json()) as { id: number }
  const team = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }
  const approved = await fetch(`${BASE_URL}/api/prayer-requests/${id}/status?status=approved`, {
    method: 'PUT',
    headers: team,
  })
  expect(approved.status).toBe(200)
  const shown = await fetch(`${BASE_URL}/api/prayer-requests/${id}/wall`, {
    method: 'PUT',
    headers: team,
    body: JSON.stringify({ on_wall: true }),
  })
  expect(shown.status).toBe(200)
  const stored = await fetch(`${BASE_URL}/cms-api/prayer-requests/${id}?depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(stored.status).toBe(200)
  return (await stored.json()) as PrayerRequest
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = await adminToken()
  for (let i = 0; i < ON_THE_WALL; i += 10) {
    const batch = await Promise.all(Array.from({ length: 10 }, (_, k) => putUp(i + k)))
    requests = requests.concat(batch)
  }
}, 300_000)

afterAll(async () => {
  await browser?.close()
})

/** A page with or without JavaScript, naming its own client address. */
async function wallPage(viewport = DESKTOP, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
  })
  return context.newPage()
}

/** The first card of the wall, its count as shown, and its "I prayed" button. */
async function firstCard(page: Page) {
  const card = page.locator('main article').first()
  const button = card.getByRole('button', { name: /^I prayed for: / })
  const count = () => card.locator('.prayed-count').innerText()
  return { card, button, count, id: (await card.getAttribute('id'))! }
}

const shownCount = (text: string) => (text.startsWith('Be the first') ? 0 : parseInt(text, 10))

describe('the prayer wall', () => {
  it.each([
    ['phone', PHONE],
    ['laptop', DESKTOP],
  ] as const)(
    'shows a bounded page of requests at a %s’s width; axe finds nothing',
    async (name, viewport) => {
      const page = await wallPage(viewport)
      await page.goto(`${BASE_URL}/prayer-wall`)
      await page.getByRole('heading', { level: 1, name: 'Prayer Wall' }).waitFor()
      expect(await page.locator('main article').count()).toBe(PRAYER_WALL.pageSize)
      await page.getByRole('navigation', { name: 'Pages of the prayer wall' }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await screenshot(page, `prayer-wall-${name}`)
      await page.context().close()
    },
  )

  it('never shows an email, a phone number or a full last name, on any page', async () => {
    // React marks where text joins with empty comments ("Page <!-- -->1"): read the text.
    const text = async (path: string) =>
      (await (await fetch(`${BASE_URL}${path}`)).text()).replaceAll('<!-- -->', '')
    const first = await text('/prayer-wall')
    const pages = Math.ceil(ON_THE_WALL / PRAYER_WALL.pageSize)
    expect(first).toContain(`Page 1 of ${pages}`)
    const html = [first]
    for (let n = 2; n <= pages; n++) {
      const res = await fetch(`${BASE_URL}/prayer-wall/page/${n}`)
      expect(res.status).toBe(200)
      html.push(await res.text())
    }
    const all = html.join('\n')
    for (const initial of ['Z', 'Q', 'A'])
      expect(all).toMatch(new RegExp(`>[A-Za-z]+ ${initial}\\. · Shared`))
    expect(all).toContain('Anonymous')
    for (const pattern of PRIVATE_TEXT) expect(all).not.toMatch(pattern)
    expect((await fetch(`${BASE_URL}/prayer-wall/page/${pages + 1}`)).status).toBe(404)
    const api = await (await fetch(`${BASE_URL}/api/prayer-wall?page=3`)).text()
    for (const pattern of PRIVATE_TEXT) expect(api).not.toMatch(pattern)
  })

  it('counts "I prayed" in place with JavaScript, from the keyboard, once a day', async () => {
    const page = await wallPage(PHONE)
    await page.goto(`${BASE_URL}/prayer-wall`)
    const { button, count, id } = await firstCard(page)
    const before = shownCount(await count())
    await page.locator('#main-content').focus()
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      if (await button.evaluate((element) => element === document.activeElement)) break
    }
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await page.getByText('Thank you for praying.').first().waitFor()
    expect(shownCount(await count())).toBe(before + 1)
    expect(page.url()).toBe(`${BASE_URL}/prayer-wall`)
    await screenshot(page, 'prayer-wall-prayed-phone')

    // The same visitor again, the same day: the count does not move.
    const again = await page.request.post(`${BASE_URL}/api/prayer-wall/${id.slice(7)}/prayed`)
    expect(((await again.json()) as { prayed_count: number }).prayed_count).toBe(before + 1)
    await page.context().close()
  })

  it('counts "I prayed" without JavaScript: the form posts and returns to the wall', async () => {
    const page = await wallPage(DESKTOP, false)
    await page.goto(`${BASE_URL}/prayer-wall`)
    const { button, count, id } = await firstCard(page)
    const before = shownCount(await count())
    await Promise.all([page.waitForURL(`**/prayer-wall#${id}`), button.click()])
    const after = page.locator(`#${id} .prayed-count`)
    expect(shownCount(await after.innerText())).toBe(before + 1)
    await page.context().close()
  })
})

describe('the requester’s take-down page', () => {
  it('asks, takes the request down on the button, then says so; axe finds nothing', async () => {
    const doc = await putUp(9000, { name: 'Phoebe Cenchreae', subject: 'Take me down' })
    const page = await wallPage(PHONE)
    const path = `/prayer-wall/take-down/${takeDownToken(doc)}`
    await page.goto(`${BASE_URL}${path}`)
    await page.getByRole('heading', { level: 1, name: 'Take down your prayer request' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'prayer-wall-take-down-phone')
    await page.getByRole('button', { name: 'Take it down' }).click()
    await page.getByRole('heading', { level: 1, name: 'Taken down' }).waitFor()
    // The page's title follows its content after the button's navigation.
    await page.waitForFunction(() => document.title.startsWith('Take down'))
    expect(await page.getByRole('button', { name: 'Take it down' }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    const wall = await (await fetch(`${BASE_URL}/api/prayer-wall`)).json()
    expect(wall.items.map((item: { id: number }) => item.id)).not.toContain(doc.id)
    await page.context().close()
  })
})

describe('the admin’s Prayer Wall tab', () => {
  it.each([
    ['laptop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'lists what is on the wall at a %s’s width; axe finds nothing',
    async (name, viewport) => {
      const page = await signedInPage(browser, viewport)
      await openScreen(page, '/admin/prayer-requests')
      await page.getByRole('tab', { name: /^Prayer Wall/ }).click()
      const items = page.getByRole('tabpanel').getByRole('listitem')
      await items.first().waitFor()
      expect(await items.count()).toBeGreaterThanOrEqual(ON_THE_WALL)
      await items
        .first()
        .getByRole('button', { name: /^Edit Wall Text/ })
        .waitFor()
      expect(await axeViolations(page)).toEqual([])
      // The tab holds every request on the wall: the screen as the team sees it, not the list.
      await page.getByRole('tab', { name: /^Prayer Wall/ }).scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-prayer-wall-${name}.png` })
      await page.context().close()
    },
  )
})

type LighthouseScores = Record<'accessibility' | 'best-practices' | 'seo', number>

/** Lighthouse's audits of a page with its default mobile settings (a phone). */
function lighthouse(pagePath: string): LighthouseScores {
  const result = spawnSync(
    'node_modules/.bin/lighthouse',
    [
      `${BASE_URL}${pagePath}`,
      '--output=json',
      '--quiet',
      '--only-categories=accessibility,best-practices,seo',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
    },
  )
  expect([result.status, result.status === 0 ? '' : result.stderr]).toEqual([0, ''])
  const report = JSON.parse(result.stdout) as {
    categories: Record<keyof LighthouseScores, { score: number | null }>
  }
  return Object.fromEntries(
    Object.entries(report.categories).map(([key, category]) => [
      key,
      Math.round((category.score ?? 0) * 100),
    ]),
  ) as LighthouseScores
}

describe('Lighthouse', () => {
  it(`finds nothing to fix on a phone with ${ON_THE_WALL} requests on the wall`, () => {
    const scores = lighthouse('/prayer-wall')
    fs.writeFileSync(
      `${SCREENSHOT_DIR}/lighthouse-prayer-wall.json`,
      JSON.stringify({ onTheWall: ON_THE_WALL, scores }, null, 2),
    )
    expect(scores).toEqual({ accessibility: 100, 'best-practices': 100, seo: 100 })
  }, 300_000)
})
