import type { Browser } from 'playwright-core'

import {
  axeViolations,
  BASE_URL,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
} from '../helpers/browser'
import { openScreen, signedInPage } from './adminSession'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe('the people screen', () => {
  it('adds a person with a role, invited by email, and the list shows them; no axe violations', async () => {
    const page = await signedInPage(browser, DESKTOP)
    await openScreen(page, '/admin/people')
    await page.getByRole('heading', { name: 'Site Administrator (you)' }).waitFor()
    expect(await axeViolations(page)).toEqual([])

    const opener = page.getByRole('button', { name: '+ Add Person', exact: true })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Add Person' })
    await dialog.waitFor()
    // The form starts on its first field.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('person-username')

    const username = `deacon${Date.now().toString(36)}`
    await dialog.getByLabel('Username').fill(username)
    await dialog.getByLabel('Full name').fill('Thomas Okafor')
    await dialog.getByLabel('Email').fill(`${username}@example.org`)
    await dialog.getByRole('checkbox', { name: 'Editor' }).check()
    await dialog.getByText('An invitation will be emailed').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'admin-people-add-dialog-1440')

    await dialog.getByRole('button', { name: 'Add Person', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page
      .getByRole('status')
      .getByText(`Thomas Okafor was added. An invitation was emailed to ${username}@example.org.`)
      .waitFor()
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Thomas Okafor' }),
    })
    await card.getByText(`Username: ${username}`).waitFor()
    await card.getByText('Editor', { exact: true }).waitFor()
    await card.getByText('Active', { exact: true }).waitFor()
    await card.getByText('Last sign-in: never').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'admin-people-1440')
    await page.context().close()
  })

  it('asks before deactivating, with Cancel first, and Escape gives focus back', async () => {
    const page = await signedInPage(browser, PHONE)
    await openScreen(page, '/admin/people')
    const deactivate = page.getByRole('button', { name: 'Deactivate Thomas Okafor' }).first()
    await deactivate.click()
    const question = page.getByRole('alertdialog')
    await question.getByText(/^Deactivate Thomas Okafor/).waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel')
    await page.keyboard.press('Escape')
    await question.waitFor({ state: 'hidden' })
    expect(await deactivate.evaluate((element) => element === document.activeElement)).toBe(true)
    await screenshot(page, 'admin-people-390')
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
    await page.context().close()
  })
})

describe('a forgotten password', () => {
  it('is asked for from the sign-in page, by keyboard, and answered with the one reply', async () => {
    const page = await newPage(browser, DESKTOP)
    await page.goto(`${BASE_URL}/admin/login`)
    await page.getByText('Default administrator credentials').waitFor()
    await screenshot(page, 'admin-login-forgot-link-1440')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.waitForURL('**/admin/forgot-password')
    await page.getByRole('heading', { name: 'Forgot Your Password?' }).waitFor()
    expect(await axeViolations(page)).toEqual([])

    await page.getByLabel('Username or email').focus()
    await page.keyboard.type('nobody-by-this-name')
    await page.keyboard.press('Enter')
    await page
      .getByRole('status')
      .getByText(/^If an account matches what you entered/)
      .waitFor()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'admin-forgot-password-1440')
    await page.context().close()
  })

  it('a link without its token says so on the reset page', async () => {
    const page = await newPage(browser, PHONE)
    await page.goto(`${BASE_URL}/admin/reset-password`)
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor()
    await page
      .getByRole('alert')
      .getByText(/^This link is not complete/)
      .waitFor()
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  it('a bad link is refused by the server, and the set-password form has labelled fields', async () => {
    const page = await newPage(browser, PHONE)
    await page.goto(`${BASE_URL}/admin/set-password?token=${'0'.repeat(40)}`)
    await page.getByRole('heading', { name: 'Choose Your Password' }).waitFor()
    await page.getByLabel('New Password', { exact: true }).fill('a-new-password')
    await page.getByLabel('Confirm New Password').fill('a-new-password')
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'admin-set-password-390')
    await page.getByRole('button', { name: 'Set Password' }).click()
    await page
      .getByRole('alert')
      .getByText(/^This link does not work/)
      .waitFor()
    await page.context().close()
  })
})
