import type { Browser } from 'playwright-core'

import { BASE_URL, DESKTOP, launchBrowser, newPage, screenshot } from '../helpers/browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

describe("Payload's panel at /cms", () => {
  it('lets the default administrator sign in and edit an event, which the public API then shows', async () => {
    const page = await newPage(browser, DESKTOP)
    await page.goto(`${BASE_URL}/cms`)
    await page.waitForURL(/\/cms\/login/)
    await page.fill('input[name="username"]', 'admin')
    await page.fill('input[name="password"]', 'grace1961')
    await page.click('button[type="submit"]')
    await page.waitForURL(/\/cms\/?$/, { timeout: 60_000 })

    const events = (await (await fetch(`${BASE_URL}/api/events`)).json()) as {
      id: number
      title: string
    }[]
    const event = events[0]
    await page.goto(`${BASE_URL}/cms/collections/events/${event.id}`)
    const title = page.locator('input[name="title"]')
    await title.waitFor()
    const newTitle = `${event.title} (edited in CMS)`
    await title.fill(newTitle)
    await page.keyboard.press('Control+s')
    await page
      .getByText(/updated successfully/i)
      .first()
      .waitFor({ timeout: 30_000 })
    await screenshot(page, 'cms-event-edit-1440')

    const after = (await (await fetch(`${BASE_URL}/api/events`)).json()) as {
      id: number
      title: string
    }[]
    expect(after.find((e) => e.id === event.id)?.title).toBe(newTitle)
    await page.context().close()
  })

  it("writes a newsletter in Payload's editor, with its toolbar, and saves it with its body", async () => {
    const page = await newPage(browser, DESKTOP)
    await page.goto(`${BASE_URL}/cms/login`)
    await page.fill('input[name="username"]', 'admin')
    await page.fill('input[name="password"]', 'grace1961')
    await page.click('button[type="submit"]')
    await page.waitForURL(/\/cms\/?$/, { timeout: 60_000 })

    await page.goto(`${BASE_URL}/cms/collections/newsletters/create`)
    await page.locator('input[name="subject"]').fill('Written in the panel')
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await editor.waitFor({ timeout: 30_000 })
    await editor.click()
    await page.keyboard.type('Grace and peace to you.')
    await editor.getByText('Grace and peace to you.').waitFor()
    // Payload's rich-text field hands its value to the form a moment after the last change.
    await page.waitForTimeout(1_000)
    // The fixed toolbar of the newsletter's editor (collections/richText.ts).
    await page.locator('.fixed-toolbar').first().waitFor()
    await page.keyboard.press('Control+s')
    await page
      .getByText(/successfully/i)
      .first()
      .waitFor({ timeout: 30_000 })
    // Saved with its body: the document opens again with the text.
    await page.reload()
    await page
      .locator('[data-lexical-editor="true"]')
      .getByText('Grace and peace to you.')
      .waitFor({ timeout: 30_000 })
    await screenshot(page, 'cms-newsletter-edit-1440')
    await page.context().close()
  })

  it('shows its login to a visitor without a session', async () => {
    const page = await newPage(browser, DESKTOP)
    await page.goto(`${BASE_URL}/cms/collections/prayer-requests`)
    await page.waitForURL(/\/cms\/login/)
    await expect(page.locator('input[name="password"]').count()).resolves.toBe(1)
    await page.context().close()
  })
})
