import fs from 'node:fs'
import path from 'node:path'

import type { Browser, Page, Request } from 'playwright-core'

import { ADMIN_SCREENS } from '@/components/admin/screens'

import {
  axeViolations,
  BASE_URL,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  SCREENSHOT_DIR,
} from '../helpers/browser'
import { adminToken, openScreen } from './adminSession'

const PASSWORD = 'roles-test-1961'
const run = Date.now().toString(36)

/** Every admin screen that has a page: the folders of the guarded layout. */
const GUARDED = path.resolve('src/app/(admin)/admin/(guarded)')
const SCREENS = fs
  .readdirSync(GUARDED, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && fs.existsSync(path.join(GUARDED, entry.name, 'page.tsx')),
  )
  .map((entry) => `/admin/${entry.name}`)

let browser: Browser
const people: Record<'editor' | 'treasurer', string> = { editor: '', treasurer: '' }

/** Creates a person through Payload's REST API, signed in as the seeded administrator. */
async function createPerson(role: string): Promise<string> {
  const username = `${role}-${run}`
  const response = await fetch(`${BASE_URL}/cms-api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken()}` },
    body: JSON.stringify({
      username,
      password: PASSWORD,
      full_name: `Test ${role}`,
      roles: [role],
    }),
  })
  expect(response.status).toBe(201)
  return username
}

async function tokenOf(username: string): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

/** A page whose browser holds the token of `username` (the admin when none), as after signing in. */
async function pageOf(username: string | null, viewport = DESKTOP): Promise<Page> {
  const token = username ? await tokenOf(username) : await adminToken()
  const page = await newPage(browser, viewport)
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('admin_token'))
      window.localStorage.setItem('admin_token', value)
  }, token)
  return page
}

const banner = (page: Page) => page.locator('header').filter({ hasText: 'Church Admin' })
const screensNav = (page: Page) => page.getByRole('navigation', { name: 'Admin screens' })

async function screenNames(page: Page): Promise<string[]> {
  return (await screensNav(page).getByRole('link').allTextContents()).map((name) => name.trim())
}

async function shootHeader(page: Page, name: string) {
  await banner(page).getByText('Grace Fellowship Baptist Church').waitFor()
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await banner(page).screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) })
}

async function isFocused(page: Page, locator: ReturnType<Page['locator']>) {
  return locator.evaluate((element) => element === document.activeElement)
}

beforeAll(async () => {
  browser = await launchBrowser()
  people.editor = await createPerson('editor')
  people.treasurer = await createPerson('treasurer')
})
afterAll(async () => {
  await browser.close()
})

describe('the header shows the screens of the roles', () => {
  it('gives an administrator every screen and marks the current one', async () => {
    const page = await pageOf(null)
    await openScreen(page, '/admin/dashboard')
    const names = await screenNames(page)
    expect(names).toEqual(
      expect.arrayContaining(['Dashboard', 'Prayer Requests', 'Donations', 'People', 'Audit log']),
    )
    expect(names).toEqual(ADMIN_SCREENS.map((screen) => screen.label))
    const current = screensNav(page).locator('[aria-current="page"]')
    expect(await current.allTextContents()).toEqual(['Dashboard'])
    // All of them in one row at 1440 and at 1280 px.
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      const rows = await screensNav(page)
        .getByRole('link')
        .evaluateAll((links) => new Set(links.map((link) => link.getBoundingClientRect().top)).size)
      expect([width, rows]).toEqual([width, 1])
    }
    await page.setViewportSize(DESKTOP)
    await shootHeader(page, 'admin-header-administrator-1440')
    await page.context().close()
  })

  it('gives an editor the content screens and registrations, and a dashboard without prayer or giving', async () => {
    const page = await pageOf(people.editor)
    await openScreen(page, '/admin/dashboard')
    await page.getByText('Welcome back, Test editor').waitFor()
    expect(await screenNames(page)).toEqual([
      'Dashboard',
      'Staff',
      'Events',
      'Registrations',
      'Ministries',
      'Sermons',
      'Gallery',
      'Church Info',
    ])
    const manage = page.getByRole('navigation', { name: 'Manage' })
    for (const name of ['Prayer Requests', 'Donations', 'Contacts']) {
      expect(await manage.getByRole('link', { name: new RegExp(`^${name}`) }).count()).toBe(0)
    }
    expect(await manage.getByRole('link').count()).toBe(6)
    for (const heading of ['Pending Prayer Requests', 'New Contact Messages']) {
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(0)
    }
    const stats = page.getByRole('region', { name: 'At a glance' })
    await stats.getByText('Total Events').waitFor()
    expect(await stats.getByText('Prayer Requests').count()).toBe(0)
    expect(await stats.getByText('Newsletter Subscribers').count()).toBe(0)
    await page.waitForLoadState('networkidle')
    await shootHeader(page, 'admin-header-editor-1440')
    await screenshot(page, 'admin-dashboard-editor-1440')
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  it('gives a treasurer Donations and the dashboard only', async () => {
    const page = await pageOf(people.treasurer)
    await openScreen(page, '/admin/donations')
    expect(await screenNames(page)).toEqual(['Dashboard', 'Donations'])
    expect(await screensNav(page).locator('[aria-current="page"]').allTextContents()).toEqual([
      'Donations',
    ])
    await openScreen(page, '/admin/dashboard')
    await page.getByText('Welcome back, Test treasurer').waitFor()
    await page.waitForLoadState('networkidle')
    await screenshot(page, 'admin-dashboard-treasurer-1440')
    await page.context().close()
  })
})

describe('a screen the roles do not cover', () => {
  it('tells an editor plainly that prayer requests are not available, and loads none', async () => {
    const page = await pageOf(people.editor)
    const asked: string[] = []
    page.on('request', (request: Request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/api/')) asked.push(pathname)
    })
    await openScreen(page, '/admin/prayer-requests')
    const main = page.getByRole('main')
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Not available')
    await main
      .getByText(
        'Your account does not have access to this page. Ask an administrator if you need it.',
      )
      .waitFor()
    expect(await main.getByRole('link', { name: '← Back to Dashboard' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    )
    await page.waitForLoadState('networkidle')
    expect(asked.filter((pathname) => pathname.startsWith('/api/prayer-requests'))).toEqual([])
    await screenshot(page, 'admin-not-available-1440')
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })
})

describe('every admin screen', () => {
  it.each(SCREENS)('%s has the shared header with the screens and Logout', async (screen) => {
    const page = await pageOf(null)
    await openScreen(page, screen)
    expect(await banner(page).count()).toBe(1)
    const account = banner(page).getByRole('navigation', { name: 'Account' })
    await account.getByRole('button', { name: 'Logout' }).waitFor()
    await account.getByRole('button', { name: 'Profile' }).waitFor()
    expect(await account.getByRole('link', { name: 'View Website' }).getAttribute('href')).toBe('/')
    const current = screensNav(page).locator('[aria-current="page"]')
    expect(await current.getAttribute('href')).toBe(screen)
    await page.context().close()
  })
})

describe('the header by keyboard and on a phone', () => {
  it('reaches the screens with Tab on a desktop and has no axe violations', async () => {
    const page = await pageOf(null)
    await openScreen(page, '/admin/events')
    await page.waitForLoadState('networkidle')
    const dashboard = screensNav(page).getByRole('link', { name: 'Dashboard' })
    let tabs = 0
    while (!(await isFocused(page, dashboard)) && tabs < 10) {
      await page.keyboard.press('Tab')
      tabs += 1
    }
    expect(await isFocused(page, dashboard)).toBe(true)
    // Skip link, Profile, View Website, Logout, then the screens.
    expect(tabs).toBe(5)
    await page.keyboard.press('Tab')
    expect(await isFocused(page, screensNav(page).getByRole('link', { name: 'Staff' }))).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  it('folds the screens behind Menu on a phone; Enter opens it, Tab reaches the links, one opens', async () => {
    const page = await pageOf(people.editor, PHONE)
    await openScreen(page, '/admin/dashboard')
    await page.waitForLoadState('networkidle')
    const menu = banner(page).getByRole('button', { name: 'Menu' })
    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    expect(await screensNav(page).isVisible()).toBe(false)
    // Logout stays in view without opening the menu.
    expect(await banner(page).getByRole('button', { name: 'Logout' }).isVisible()).toBe(true)
    await shootHeader(page, 'admin-header-phone-390')

    let tabs = 0
    while (!(await isFocused(page, menu)) && tabs < 10) {
      await page.keyboard.press('Tab')
      tabs += 1
    }
    expect(await isFocused(page, menu)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await menu.getAttribute('aria-expanded')).toBe('true')
    await screensNav(page).waitFor({ state: 'visible' })
    await page.keyboard.press('Tab')
    const first = screensNav(page).getByRole('link', { name: 'Dashboard' })
    expect(await isFocused(page, first)).toBe(true)
    await shootHeader(page, 'admin-header-phone-menu-390')
    expect(await axeViolations(page)).toEqual([])
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
    ).toBeLessThanOrEqual(0)

    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/admin/staff')
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor()
    // The menu folds again once a screen is chosen.
    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    await page.context().close()
  })
})

describe('Sign out everywhere', () => {
  it('ends the sessions of every device: the browser returns to sign-in, another token gets 401', async () => {
    const username = await createPerson('office')
    const elsewhere = await tokenOf(username)
    const page = await pageOf(username, PHONE)
    await openScreen(page, '/admin/dashboard')
    await banner(page).getByRole('button', { name: 'Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Password' })
    const signOut = dialog.getByRole('button', { name: 'Sign out everywhere' })
    await signOut.scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-profile-dialog-390.png') })
    expect(await axeViolations(page)).toEqual([])
    await signOut.click()
    await page.waitForURL('**/admin/login')
    const profile = await fetch(`${BASE_URL}/api/admin/profile`, {
      headers: { Authorization: `Bearer ${elsewhere}` },
    })
    expect(profile.status).toBe(401)
    await page.context().close()
  })
})
