import type { Browser, Page } from 'playwright-core'

import { BASE_URL, launchBrowser } from '../helpers/browser'
import { openScreen, signedInPage, smallPng, unique } from './adminSession'

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

const status = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor()

describe('/admin/gallery', () => {
  it('uploads, adds, recategorises and deletes an image, each surviving a reload', async () => {
    const description = unique('E2E photo')
    await openScreen(page, '/admin/gallery')
    await page.getByRole('tab', { name: /^All/ }).waitFor()

    await page.getByRole('button', { name: '+ Add Image' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add New Gallery Image' })
    await dialog.getByRole('button', { name: 'Add Image' }).click()
    await dialog.getByText('Description is required').waitFor()
    await dialog.getByLabel('Description', { exact: true }).fill(description)
    await dialog.getByRole('button', { name: 'Add Image' }).click()
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Please provide an image URL or upload an image' })
      .waitFor()

    await dialog.locator('input[type=file]').setInputFiles({
      name: 'picnic.png',
      mimeType: 'image/png',
      buffer: await smallPng(),
    })
    await dialog.getByRole('status').filter({ hasText: 'Image uploaded successfully' }).waitFor()
    await dialog.getByRole('link', { name: /View full image/ }).waitFor()
    await dialog.getByRole('button', { name: 'Add Image' }).click()
    await status('Gallery image added successfully')

    await openScreen(page, '/admin/gallery')
    const card = () =>
      page.getByRole('listitem').filter({ has: page.getByText(description, { exact: true }) })
    await card().getByText('Worship Services').waitFor()

    await card().getByRole('button', { name: /^Edit/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Gallery Image' })
    await edit.getByLabel('Category').selectOption('fellowship')
    await edit.getByRole('button', { name: 'Update Image' }).click()
    await status('Gallery image updated successfully')

    await openScreen(page, '/admin/gallery')
    await page.getByRole('tab', { name: /^Fellowship/ }).click()
    await card().getByText('Fellowship', { exact: true }).waitFor()

    page.once('dialog', async (question) => {
      expect(question.message()).toBe('Are you sure you want to delete this image?')
      await question.accept()
    })
    await card()
      .getByRole('button', { name: /^Delete/ })
      .click()
    await status('Gallery image deleted successfully')

    await openScreen(page, '/admin/gallery')
    expect(await card().count()).toBe(0)
  })
})

describe('/admin/church-info', () => {
  it('updates the tagline and a history milestone, then puts both back', async () => {
    await openScreen(page, '/admin/church-info')
    const tagline = page.getByLabel('Tagline', { exact: true })
    const original = await tagline.inputValue()
    const changed = unique('E2E tagline')

    await page.getByLabel('Email', { exact: true }).fill('not-an-email')
    await page.getByRole('button', { name: 'Save Church Information' }).click()
    await page.getByText('Enter a valid email address').waitFor()
    await page.getByLabel('Email', { exact: true }).fill('info@gracefellowship-dallas.org')
    await tagline.fill(changed)
    await page.getByRole('button', { name: 'Save Church Information' }).click()
    await status('Church information updated successfully')

    await openScreen(page, '/admin/church-info')
    expect(await page.getByLabel('Tagline', { exact: true }).inputValue()).toBe(changed)
    await page.getByLabel('Tagline', { exact: true }).fill(original)
    await page.getByRole('button', { name: 'Save Church Information' }).click()
    await status('Church information updated successfully')

    await page.getByRole('tab', { name: 'Church History' }).click()
    const event = unique('E2E milestone')
    const rows = page.locator('fieldset')
    const before = await rows.count()
    await page.getByRole('button', { name: '+ Add Milestone' }).click()
    await page.getByRole('button', { name: 'Save Church History' }).click()
    await page.getByText('Year is required').waitFor()
    await rows.nth(before).getByLabel('Year', { exact: true }).fill('2026')
    await rows.nth(before).getByLabel('Event', { exact: true }).fill(event)
    await page.getByRole('button', { name: 'Save Church History' }).click()
    await status('Church history updated successfully')

    await openScreen(page, '/admin/church-info')
    await page.getByRole('tab', { name: 'Church History' }).click()
    expect(await rows.count()).toBe(before + 1)
    expect(await rows.nth(before).getByLabel('Event', { exact: true }).inputValue()).toBe(event)
    await page.getByRole('button', { name: `Remove milestone ${before + 1}` }).click()
    await page.getByRole('button', { name: 'Save Church History' }).click()
    await status('Church history updated successfully')

    await openScreen(page, '/admin/church-info')
    await page.getByRole('tab', { name: 'Church History' }).click()
    await rows.first().waitFor()
    expect(await rows.count()).toBe(before)
  })
})

describe('/admin/donations', () => {
  it('shows the four views, exports the CSV and links to the provider dashboard', async () => {
    await openScreen(page, '/admin/donations')
    await page.getByRole('heading', { name: 'Top Giving Categories' }).waitFor()
    for (const title of ['Total Donations', 'Average Gift', 'This Month', 'Active Donors']) {
      await page.getByRole('heading', { name: title }).waitFor()
    }
    expect(await page.getByText(/^\d+\.\d% of total$/).count()).toBeGreaterThan(0)

    // The provider link appears once the giving settings have loaded, after the stats.
    const dashboard = page.getByRole('link', { name: /Dashboard \(opens in a new tab\)/ })
    await dashboard.waitFor()
    expect(await dashboard.getAttribute('href')).toMatch(/^https:\/\//)
    expect(await dashboard.getAttribute('target')).toBe('_blank')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^donations-\d{4}-\d{2}-\d{2}\.csv$/)

    await page.getByRole('tab', { name: 'Recent Donations' }).click()
    await page.getByRole('heading', { name: 'Recent Donations' }).waitFor()
    expect(await page.getByText(/^\$[\d,]+\.\d{2}$/).count()).toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: 'Filter' }).isDisabled()).toBe(true)

    await page.getByRole('tab', { name: 'Donor Management' }).click()
    await page
      .getByText(/First gift \d{1,2}\/\d{1,2}\/\d{4}/)
      .first()
      .waitFor()

    await page.getByRole('tab', { name: 'Analytics' }).click()
    await page.getByRole('heading', { name: 'Giving trends' }).waitFor()
    await page.getByRole('heading', { name: 'Source attribution' }).waitFor()
  })

  it('the export needs the administrator: no token, no CSV', async () => {
    const response = await fetch(`${BASE_URL}/api/donations/export`)
    expect(response.status).toBe(401)
  })
})
