import type { Browser, Page } from 'playwright-core'

import type { Subscriber } from '@/payload-types'
import { confirmationToken } from '@/server/newsletter/subscription'
import { axeViolations, BASE_URL, launchBrowser, PHONE, screenshot } from '../helpers/browser'
import { E2E_SECRET } from '../helpers/server'
import {
  adminToken,
  LOOKS_AUTOMATED,
  openScreen,
  signedInPage,
  submitContactMessage,
  submitPrayerRequest,
  unique,
} from './adminSession'

// Confirmation links are signed when made, with the e2e servers' key.
process.env.PAYLOAD_SECRET = E2E_SECRET

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})
beforeEach(async () => {
  page = await signedInPage(browser)
})
afterEach(async () => {
  await page.context().close()
})

const itemWith = (subject: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) })

describe('/admin/prayer-requests', () => {
  it('approves, completes and deletes a request sent from the website', async () => {
    const subject = unique('E2E prayer')
    await submitPrayerRequest(subject)
    await openScreen(page, '/admin/prayer-requests')

    const pendingItem = itemWith(subject)
    await pendingItem.getByText('Pending', { exact: true }).waitFor()
    await pendingItem.getByText('Urgent', { exact: true }).waitFor()
    expect(await pendingItem.getByRole('button', { name: /^Mark Pending/ }).count()).toBe(0)
    await pendingItem.getByRole('button', { name: /^Approve/ }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Prayer request marked as approved' })
      .waitFor()

    await openScreen(page, '/admin/prayer-requests')
    expect(await itemWith(subject).count()).toBe(0)
    await page.getByRole('tab', { name: /^Approved/ }).click()
    const approved = itemWith(subject)
    await approved.getByText('Approved', { exact: true }).waitFor()
    expect(await approved.getByRole('button', { name: /^Approve/ }).count()).toBe(0)
    await approved.getByRole('button', { name: /^Mark Complete/ }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Prayer request marked as completed' })
      .waitFor()

    await openScreen(page, '/admin/prayer-requests')
    await page.getByRole('tab', { name: /^Completed/ }).click()
    await itemWith(subject)
      .getByRole('button', { name: /^Delete/ })
      .click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByText('Are you sure you want to delete this prayer request?').waitFor()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Prayer request deleted successfully' })
      .waitFor()

    await openScreen(page, '/admin/prayer-requests')
    await page.getByRole('tab', { name: /^Completed/ }).click()
    expect(await itemWith(subject).count()).toBe(0)
  })
})

describe('/admin/contacts', () => {
  it('marks a message read and responded, deletes it, and lists subscribers', async () => {
    const subject = unique('E2E contact')
    await submitContactMessage(subject)
    await openScreen(page, '/admin/contacts')

    const newItem = itemWith(subject)
    await newItem.getByText('New', { exact: true }).waitFor()
    await newItem.getByRole('button', { name: /^Mark Read/ }).click()
    await page.getByRole('status').filter({ hasText: 'Contact marked as read' }).waitFor()

    await openScreen(page, '/admin/contacts')
    await page.getByRole('tab', { name: /^Read/ }).click()
    await itemWith(subject)
      .getByRole('button', { name: /^Mark Responded/ })
      .click()
    await page.getByRole('status').filter({ hasText: 'Contact marked as responded' }).waitFor()

    await openScreen(page, '/admin/contacts')
    await page.getByRole('tab', { name: /^Responded/ }).click()
    await itemWith(subject)
      .getByRole('button', { name: /^Delete/ })
      .click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByText('Are you sure you want to delete this contact submission?').waitFor()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Contact submission deleted successfully' })
      .waitFor()

    await openScreen(page, '/admin/contacts')
    await page.getByRole('tab', { name: /^Responded/ }).click()
    expect(await itemWith(subject).count()).toBe(0)

    await page.getByRole('tab', { name: /^Subscribers/ }).click()
    const subscribers = page.getByRole('list', { name: 'Newsletter subscribers' })
    expect(await subscribers.getByRole('listitem').count()).toBeGreaterThan(0)
    await subscribers.getByText('Active', { exact: true }).first().waitFor()
  })
})

describe('/admin/contacts, Subscribers', () => {
  it('finds a subscriber by email and unsubscribes them after asking', async () => {
    const email = `${unique('phoned').replace(/\W+/g, '-').toLowerCase()}@example.org`
    // A subscriber becomes active only from the confirmation link.
    const created = await fetch(`${BASE_URL}/cms-api/subscribers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken()}` },
      body: JSON.stringify({ first_name: 'Dorcas', last_name: 'Joppa', email, status: 'pending' }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: Subscriber }
    const confirmed = await fetch(
      `${BASE_URL}/api/newsletter/confirm?token=${confirmationToken(doc)}`,
      { method: 'POST', headers: { Accept: 'application/json' } },
    )
    expect(confirmed.status).toBe(200)
    await openScreen(page, '/admin/contacts')
    await page.getByRole('tab', { name: /^Subscribers/ }).click()
    const search = page.getByRole('searchbox', { name: 'Search by name or email' })
    await search.fill(email.toUpperCase())
    await search.press('Enter')
    const subscribers = page.getByRole('list', { name: 'Newsletter subscribers' })
    await page.getByText('Showing 1–1 of 1 subscriber.').waitFor()
    const row = subscribers.getByRole('listitem')
    await row.getByText('Dorcas Joppa').waitFor()
    await row.getByText('Active', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Export CSV' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'admin-subscribers-search')

    await row.getByRole('button', { name: `Unsubscribe ${email}` }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByText(`Unsubscribe ${email}? They will get no more newsletters.`).waitFor()
    await confirm.getByRole('button', { name: 'Unsubscribe', exact: true }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `${email} unsubscribed` })
      .waitFor()
    await row.getByText('Inactive', { exact: true }).waitFor()
    expect(await row.getByRole('button', { name: /^Unsubscribe/ }).count()).toBe(0)

    await page.getByRole('combobox', { name: 'Status' }).selectOption('active')
    await page.getByText('No subscribers match this search.').waitFor()
  })

  it('fits a phone', async () => {
    const phone = await signedInPage(browser, PHONE)
    await openScreen(phone, '/admin/contacts')
    await phone.getByRole('tab', { name: /^Subscribers/ }).click()
    await phone.getByRole('list', { name: 'Newsletter subscribers' }).waitFor()
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
    await screenshot(phone, 'admin-subscribers-phone')
    expect(await axeViolations(phone)).toEqual([])
    await phone.context().close()
  })
})

describe('the Spam folders', () => {
  it('moves a prayer request back to Pending and empties the folder', async () => {
    const dropped = unique('E2E spam prayer')
    const kept = unique('E2E not spam prayer')
    await submitPrayerRequest(dropped, LOOKS_AUTOMATED)
    await submitPrayerRequest(kept, LOOKS_AUTOMATED)
    await openScreen(page, '/admin/prayer-requests')
    expect(await itemWith(kept).count()).toBe(0)

    await page.getByRole('tab', { name: /^Spam/ }).click()
    const spamItem = itemWith(kept)
    await spamItem.getByText('Spam', { exact: true }).waitFor()
    expect(await spamItem.getByRole('button', { name: /^Approve/ }).count()).toBe(0)
    await spamItem.getByRole('button', { name: /^Not Spam/ }).click()
    await page.getByRole('status').filter({ hasText: 'Prayer request marked as pending' }).waitFor()
    await itemWith(dropped).waitFor()
    await page.waitForFunction(() => document.activeElement?.textContent === 'Not Spam')

    await page.getByRole('button', { name: 'Empty Spam Folder' }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByText(/in the Spam folder\?$/).waitFor()
    await confirm.getByRole('button', { name: 'Empty Spam Folder' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: /^Spam folder emptied: \d+ prayer requests? deleted$/ })
      .waitFor()
    await page.getByText('The Spam folder is empty.').waitFor()
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'status')

    await page.getByRole('tab', { name: /^Pending/ }).click()
    await itemWith(kept).getByText('Pending', { exact: true }).waitFor()
  })

  it('moves a contact message back to New', async () => {
    const subject = unique('E2E spam contact')
    await submitContactMessage(subject, LOOKS_AUTOMATED)
    await openScreen(page, '/admin/contacts')
    expect(await itemWith(subject).count()).toBe(0)

    await page.getByRole('tab', { name: /^Spam/ }).click()
    await itemWith(subject)
      .getByRole('button', { name: /^Not Spam/ })
      .click()
    await page.getByRole('status').filter({ hasText: 'Contact marked as new' }).waitFor()
    await page.getByRole('tab', { name: /^New/ }).click()
    await itemWith(subject).getByText('New', { exact: true }).waitFor()
  })
})
