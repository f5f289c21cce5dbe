import type { Browser, Page } from 'playwright-core'

import { BASE_URL, launchBrowser, newPage } from '../helpers/browser'
import { ADMIN_PASSWORD, ADMIN_USERNAME, adminToken, openScreen } from './adminSession'

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})
beforeEach(async () => {
  page = await newPage(browser)
})
afterEach(async () => {
  await page.context().close()
})

async function signIn(password: string) {
  await page.goto(`${BASE_URL}/admin/login`)
  await page.getByLabel('Username', { exact: true }).fill(ADMIN_USERNAME)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

async function changePassword(from: string, to: string) {
  await page.getByRole('button', { name: 'Profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change Password' })
  await dialog.getByLabel('Current Password', { exact: true }).fill(from)
  await dialog.getByLabel('New Password', { exact: true }).fill(to)
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill(to)
  await dialog.getByRole('button', { name: 'Change Password' }).click()
  await dialog.getByText('Password changed successfully!').waitFor()
  await dialog.waitFor({ state: 'hidden', timeout: 5000 })
}

describe('signing in and out', () => {
  it('sends a visitor to the sign-in page from any admin address', async () => {
    for (const path of ['/admin', '/admin/dashboard', '/admin/gallery']) {
      await page.goto(`${BASE_URL}${path}`)
      await page.waitForURL('**/admin/login')
    }
  })

  it('shows the default credentials hint and refuses a wrong password with the server detail', async () => {
    await page.goto(`${BASE_URL}/admin/login`)
    const hint = page.getByRole('complementary', { name: 'Default administrator credentials' })
    await hint.getByText(ADMIN_USERNAME, { exact: true }).waitFor()
    await hint.getByText(ADMIN_PASSWORD, { exact: true }).waitFor()

    await signIn('not-the-password')
    await page.getByRole('alert').filter({ hasText: 'Incorrect username or password' }).waitFor()
    expect(page.url()).toBe(`${BASE_URL}/admin/login`)
    // The hint stays until the default password is changed, not only until the first attempt.
    expect(await hint.getByText(ADMIN_PASSWORD, { exact: true }).isVisible()).toBe(true)
  })

  it('signs in, welcomes the administrator, changes the password and back, and signs out', async () => {
    await signIn(ADMIN_PASSWORD)
    await page.waitForURL('**/admin/dashboard')
    await page.getByText('Welcome back, Site Administrator').waitFor()
    for (const label of [
      'Total Events',
      'Staff Members',
      'Prayer Requests',
      'Newsletter Subscribers',
    ]) {
      await page.getByText(label, { exact: true }).first().waitFor()
    }
    // The card counts active subscribers (the Contacts tab lists all) and says so.
    await page.getByText('Active only (unsubscribed not counted)').waitFor()
    expect(await page.getByRole('navigation', { name: 'Manage' }).getByRole('link').count()).toBe(
      10,
    )

    const temporary = `${ADMIN_PASSWORD}-e2e`
    await changePassword(ADMIN_PASSWORD, temporary)
    try {
      await adminToken(temporary)
      const hint = await (await fetch(`${BASE_URL}/api/admin/login-hint`)).json()
      expect(hint.password).toBeUndefined()
    } finally {
      await changePassword(temporary, ADMIN_PASSWORD)
    }
    await adminToken(ADMIN_PASSWORD)

    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL('**/admin/login')
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull()
    await page.goto(`${BASE_URL}/admin/dashboard`)
    await page.waitForURL('**/admin/login')
  })

  it('ends the session and returns to sign in when the server stops accepting the token', async () => {
    await page.goto(`${BASE_URL}/admin/login`)
    await page.evaluate(() => localStorage.setItem('admin_token', 'forged.token.value'))
    await page.goto(`${BASE_URL}/admin/staff`)
    await page.waitForURL('**/admin/login')
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull()
  })

  it('keeps a signed-in administrator on the screen after a reload', async () => {
    await signIn(ADMIN_PASSWORD)
    await page.waitForURL('**/admin/dashboard')
    await openScreen(page, '/admin/sermons')
    await page.reload()
    await page.getByRole('heading', { name: 'Sermons', level: 1 }).waitFor()
  })
})
