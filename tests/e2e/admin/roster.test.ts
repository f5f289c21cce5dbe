/**
 * The office's roster of an event at 1440 and 390 px: the counts and the registrations by
 * status, cancelling by hand (the waiting list moves up), adding by hand, the CSV export, and
 * check-in with big buttons, from a mouse and from the keyboard; axe finds nothing.
 */
import type { Browser, Locator, Page } from 'playwright-core'

import { axeViolations, BASE_URL, PHONE, launchBrowser, screenshot } from '../helpers/browser'
import { adminToken, openScreen, signedInPage, unique } from './adminSession'

let browser: Browser
let token: string

beforeAll(async () => {
  browser = await launchBrowser()
  token = await adminToken()
})
afterAll(async () => {
  await browser.close()
})

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)

/** An event with two seats and a waiting list, and three parties registered in turn. */
async function eventWithRoster() {
  const title = unique('Men’s Breakfast')
  const created = await fetch(`${BASE_URL}/api/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title,
      date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      time: '8:00 AM',
      location: 'Fellowship Hall',
      description: 'Pancakes, coffee and a short talk.',
      registration: { enabled: true, capacity: 3, waitlist: true },
    }),
  })
  expect(created.status).toBe(201)
  const event = (await created.json()) as { id: number; slug: string }
  const people = [
    ['Ruth Carter', 2],
    ['Luis Ortega', 1],
    ['Naomi Reed', 2],
  ] as const
  for (const [i, [name, party_size]] of people.entries()) {
    const res = await fetch(`${BASE_URL}/api/events/${event.id}/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.80.${i}.${i + 1}` },
      body: JSON.stringify({
        name,
        email: `${unique(name).replace(/\W+/g, '-').toLowerCase()}@example.org`,
        party_size,
        notes: i === 0 ? 'Needs a ramp' : undefined,
      }),
    })
    expect(res.status).toBe(201)
  }
  return { ...event, title }
}

const item = (page: Page, name: string) =>
  page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name })

describe('an event’s registration settings', () => {
  it('are edited in the Events screen’s dialog, Dallas time, with no axe violations', async () => {
    const event = await eventWithRoster()
    const page = await signedInPage(browser)
    await openScreen(page, '/admin/events')
    await page.getByRole('button', { name: `Edit ${event.title}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Event' })
    const section = dialog.getByRole('group', { name: 'Registration' })
    expect(await section.getByLabel('Take registrations on the event page').isChecked()).toBe(true)
    expect(await section.getByLabel('Capacity (people)').inputValue()).toBe('3')
    // The default closing time (the event's start) shows empty, so it follows the event.
    expect(await section.getByLabel('Registration closes (Dallas time)').inputValue()).toBe('')
    await section.getByLabel('Capacity (people)').fill('0')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await dialog.getByText(/^Capacity must be a whole number/).waitFor()
    await section.getByLabel('Capacity (people)').fill('4')
    await section.getByLabel('Registration closes (Dallas time)').fill('2031-07-03T21:00')
    await screenshot(page, 'admin-event-registration-1440')
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Event updated successfully').waitFor()
    const saved = (await (await fetch(`${BASE_URL}/api/events/${event.id}`)).json()) as {
      registration: { capacity: number; closes_at: string }
    }
    expect(saved.registration).toMatchObject({ capacity: 4, closes_at: '2031-07-04T02:00:00.000Z' })
    await page.context().close()
  })
})

describe('/admin/registrations', () => {
  it('lists the events that take registrations and opens a roster (1440 px)', async () => {
    const event = await eventWithRoster()
    const page = await signedInPage(browser)
    await openScreen(page, '/admin/registrations')
    await page.getByRole('heading', { level: 3, name: event.title }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('link', { name: `Open roster of ${event.title}` }).click()
    await page.waitForURL(`**/admin/registrations/${event.id}`)
    await page.getByRole('heading', { level: 1, name: `Registrations: ${event.title}` }).waitFor()
    await page.getByText('3 people confirmed (2 registrations)').waitFor()
    await page.getByRole('tab', { name: /Waiting list/ }).click()
    await item(page, 'Naomi Reed').getByText('Waiting #1').waitFor()
    await page.getByRole('tab', { name: /Confirmed/ }).click()
    await screenshot(page, 'admin-roster-1440')
    expect(await axeViolations(page)).toEqual([])

    // Cancel by hand: Luis's seat is not enough for Naomi's party of two...
    await item(page, 'Luis Ortega').getByRole('button', { name: 'Cancel: Luis Ortega' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('Their seats go to the waiting list').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Cancel registration' }).click()
    await page.getByText('Luis Ortega’s registration is cancelled.').waitFor()
    await page.getByText('2 people confirmed (1 registration)').waitFor()
    // ...and the office confirms her by hand, beyond the capacity.
    await page.getByRole('tab', { name: /Waiting list/ }).click()
    await item(page, 'Naomi Reed').getByRole('button', { name: 'Confirm now: Naomi Reed' }).click()
    await page.getByText('Naomi Reed is confirmed and has been emailed.').waitFor()

    // Add by hand.
    await page.getByRole('button', { name: '+ Add registration' }).click()
    const add = page.getByRole('dialog', { name: 'Add a registration' })
    await add.getByLabel('Name').fill('Phone Caller')
    await add.getByLabel('Email').fill(`${unique('caller').replace(/\W+/g, '-')}@example.org`)
    await add.getByLabel('Party size').selectOption('1')
    expect(await axeViolations(page)).toEqual([])
    await add.getByRole('button', { name: 'Add registration' }).click()
    await page.getByText('Phone Caller is on the waiting list (number 1).').waitFor()

    // The CSV.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`registrations-${event.slug}.csv`)

    // Check-in on the day.
    await page.getByRole('tab', { name: 'Check-in' }).click()
    const ruth = page.getByRole('button', { name: /^Ruth Carter/ })
    await ruth.click()
    await page.getByRole('button', { name: /^Ruth Carter.*Checked in/, pressed: true }).waitFor()
    await page.getByText('Checked in: 1 of 2 parties (2 of 4 people)').waitFor()
    await screenshot(page, 'admin-checkin-1440')
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  it('works on a phone: the roster and check-in fit, big buttons, by keyboard too (390 px)', async () => {
    const event = await eventWithRoster()
    const page = await signedInPage(browser, PHONE)
    await openScreen(page, `/admin/registrations/${event.id}`)
    await page.getByText('3 people confirmed (2 registrations)').waitFor()
    await page.waitForLoadState('networkidle')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot(page, 'admin-roster-390')
    expect(await axeViolations(page)).toEqual([])

    // To the Check-in tab with the arrow keys, then a party checked in with the space bar.
    await page.getByRole('tab', { name: /Confirmed/ }).focus()
    await page.keyboard.press('End')
    const checkInTab = page.getByRole('tab', { name: 'Check-in' })
    expect(await hasFocus(checkInTab)).toBe(true)
    expect(await checkInTab.getAttribute('aria-selected')).toBe('true')
    await page.getByLabel('Find a name').fill('luis')
    const luis = page.getByRole('button', { name: /^Luis Ortega/ })
    expect(await page.getByRole('button', { name: /^Ruth Carter/ }).count()).toBe(0)
    const box = await luis.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(64)
    expect(box!.width).toBeGreaterThan(PHONE.width * 0.8)
    await luis.focus()
    await page.keyboard.press('Space')
    await page.getByRole('button', { name: /^Luis Ortega/, pressed: true }).waitFor()
    await page.getByLabel('Find a name').fill('')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot(page, 'admin-checkin-390')
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })
})
