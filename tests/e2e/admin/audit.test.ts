import type { Browser, Locator, Page } from 'playwright-core'

import { axeViolations, BASE_URL, launchBrowser, PHONE, screenshot } from '../helpers/browser'
import { adminToken, openScreen, signedInPage, unique } from './adminSession'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

/** The page is no wider than the screen: nothing to scroll sideways. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)

/** An event created and renamed through /api from `address`: two entries in the log. */
async function changeAnEvent(address: string) {
  const headers = {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${await adminToken()}`,
    'X-Forwarded-For': address,
  }
  const body = {
    title: unique('Audit supper'),
    date: '2031-06-07',
    time: '18:00',
    location: 'Fellowship Hall',
    description: 'Covered dishes.',
  }
  const created = await fetch(`${BASE_URL}/api/events`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  expect(created.status).toBe(201)
  const { id } = (await created.json()) as { id: number }
  const renamed = await fetch(`${BASE_URL}/api/events/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...body, title: `${body.title} (moved)`, location: 'Lawn' }),
  })
  expect(renamed.status).toBe(200)
  return String(id)
}

/** The table's row of the entry about record `id` with action `action`. */
const rowOf = (page: Page, id: string, action: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: id, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: action, exact: true }) })

describe('/admin/audit', () => {
  it('shows a change made a moment ago, and narrows to it by keyboard, with no axe violations', async () => {
    const address = '198.51.100.23'
    const id = await changeAnEvent(address)
    const page = await signedInPage(browser)
    await openScreen(page, '/admin/audit')

    // An id can be used again after its record was deleted (SQLite): this test's update is the
    // one that changed both fields.
    const updated = rowOf(page, id, 'Updated').filter({
      has: page.getByRole('cell', { name: 'location, title', exact: true }),
    })
    await updated.waitFor()
    const cells = await updated.locator('th, td').allInnerTexts()
    expect(cells.slice(1)).toEqual(['admin', 'Updated', 'Events', id, 'location, title', address])
    expect(cells[0]).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2} (AM|PM)$/)
    await screenshot(page, 'admin-audit-1440')
    expect(await axeViolations(page)).toEqual([])

    // The filters, from the keyboard alone: the username, then Entity and Action, then Enter.
    await page.getByLabel('Person (username)').focus()
    await page.keyboard.type('admin')
    await page.keyboard.press('Tab')
    expect(await hasFocus(page.getByLabel('Entity'))).toBe(true)
    await page.keyboard.press('Tab')
    expect(await hasFocus(page.getByLabel('Action'))).toBe(true)
    await page.getByLabel('Entity').selectOption('events')
    await page.getByLabel('Action').selectOption('create')
    await page.getByLabel('Person (username)').focus()
    await page.keyboard.press('Enter')

    // Newest first: the first creation of this id is this test's.
    await rowOf(page, id, 'Created').first().waitFor()
    await page.waitForFunction(() => !document.body.innerText.includes('Loading'))
    const actions = await page.locator('tbody tr td:nth-child(3)').allInnerTexts()
    const entities = await page.locator('tbody tr td:nth-child(4)').allInnerTexts()
    expect(new Set(actions)).toEqual(new Set(['Created']))
    expect(new Set(entities)).toEqual(new Set(['Events']))
    expect(await rowOf(page, id, 'Updated').count()).toBe(0)
    await screenshot(page, 'admin-audit-filtered-1440')
    expect(await axeViolations(page)).toEqual([])

    // A range in the future holds nothing yet.
    await page.getByLabel('From (date)').fill('2099-01-01')
    await page.getByRole('button', { name: 'Apply Filters' }).click()
    await page.getByText('No audit entries match these filters.').waitFor()
    await page.getByRole('button', { name: 'Clear' }).click()
    await updated.waitFor()
    await page.context().close()
  })

  it('fits a phone, its wide table scrolling in its own region', async () => {
    const page = await signedInPage(browser, PHONE)
    await openScreen(page, '/admin/audit')
    await page.getByRole('region', { name: /Audit entries/ }).waitFor()
    await page.waitForLoadState('networkidle')
    await screenshot(page, `admin-audit-${PHONE.width}`)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })
})
