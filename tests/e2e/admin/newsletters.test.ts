/**
 * The office's Newsletters screen at 1440 and 390 px: a newsletter written in the editor
 * (a heading, a bulleted list, bold text and a link), saved as the JSON of Payload's Lexical
 * field, previewed at a phone's and a laptop's width, tested to oneself, scheduled and
 * cancelled, then sent to the seed's active subscribers while the page follows the progress,
 * and found in the public archive; axe finds nothing on the way.
 */
import type { Browser, Page } from 'playwright-core'

import { churchWallClock } from '@/lib/churchClock'
import { HREF_MESSAGE } from '@/lib/contract/links'

import { axeViolations, BASE_URL, launchBrowser, PHONE, screenshot } from '../helpers/browser'
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

/** The preview's sandboxed frame runs no script, axe's included: axe checks the page around it. */
const PREVIEW_FRAME = { exclude: 'iframe[sandbox]' }

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

type Node = { type: string; children?: Node[]; [key: string]: unknown }

async function stored(id: string) {
  const response = await fetch(`${BASE_URL}/api/newsletters/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as {
    status: string
    body: { root: Node }
    include_events: boolean
    preview_text: string
    slug: string | null
    total: number | null
    sent: number
    failed: number
  }
}

const find = (node: Node, type: string): Node[] => [
  ...(node.type === type ? [node] : []),
  ...(node.children ?? []).flatMap((child) => find(child, type)),
]

describe('/admin/newsletters', () => {
  it('writes, previews, tests, schedules, cancels and sends a newsletter (1440 px)', async () => {
    const subject = unique('Harvest News')
    const page = await signedInPage(browser)
    await openScreen(page, '/admin/newsletters')
    await page.getByRole('link', { name: '+ New newsletter' }).first().click()
    await page.waitForURL('**/admin/newsletters/new')
    await page.getByRole('heading', { level: 1, name: 'New newsletter' }).waitFor()

    // Write it: subject, preview text, and the body with the toolbar and the keyboard.
    await page.getByLabel('Subject').fill(subject)
    await page.getByLabel('Preview text').fill('The harvest supper, and how to help')
    const body = page.getByRole('textbox', { name: 'Body' })
    await body.click()
    await page.getByRole('button', { name: 'H2 Heading' }).click()
    await page.keyboard.type('Harvest supper')
    expect(
      await page.getByRole('button', { name: 'H2 Heading' }).getAttribute('aria-pressed'),
    ).toBe('true')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Join us on Sunday evening. ')
    await page.keyboard.press('Control+b')
    await page.keyboard.type('Bring a friend.')
    await page.keyboard.press('Control+b')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Bulleted list' }).click()
    await page.keyboard.type('Bring a dish')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Set up the tables')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Everything is on ')

    // A link: an address outside the rule is refused in the dialog.
    await page
      .getByRole('toolbar', { name: 'Formatting' })
      .getByRole('button', { name: 'Link' })
      .click()
    const linkDialog = page.getByRole('dialog', { name: 'Add a link' })
    await linkDialog.getByLabel('Link address').fill('javascript:alert(1)')
    await linkDialog.getByRole('button', { name: 'Add link' }).click()
    await linkDialog.getByText(HREF_MESSAGE).waitFor()
    await linkDialog.getByLabel('Link address').fill('https://example.org/harvest')
    await linkDialog.getByLabel('Link text').fill('our website')
    expect(await axeViolations(page)).toEqual([])
    await linkDialog.getByRole('button', { name: 'Add link' }).click()
    await linkDialog.waitFor({ state: 'hidden' })
    await body
      .locator('a[href="https://example.org/harvest"]', { hasText: 'our website' })
      .waitFor()
    await page.getByLabel('Add the upcoming events').check()
    await screenshot(page, 'admin-newsletter-compose-1440')
    expect(await axeViolations(page)).toEqual([])

    // Save: the new newsletter gets its own address, and its body is Payload's JSON.
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('status').getByText('Newsletter saved').waitFor()
    await page.waitForURL(/\/admin\/newsletters\/\d+$/)
    const id = page.url().split('/').pop()!
    const saved = await stored(id)
    expect(saved).toMatchObject({ status: 'draft', include_events: true })
    const root = saved.body.root
    expect(find(root, 'heading')).toEqual([expect.objectContaining({ tag: 'h2', version: 1 })])
    expect(find(root, 'list')).toEqual([expect.objectContaining({ listType: 'bullet', tag: 'ul' })])
    expect(find(root, 'listitem')).toHaveLength(2)
    expect(find(root, 'link')).toEqual([
      expect.objectContaining({
        version: 3,
        fields: { linkType: 'custom', url: 'https://example.org/harvest', newTab: false },
      }),
    ])
    expect(find(root, 'text').some((t) => t.text === 'Bring a friend.' && t.format === 1)).toBe(
      true,
    )

    // Preview: the server's email in a sandboxed frame, at a phone's width, then a laptop's.
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    const preview = page.getByRole('region', { name: 'Preview' })
    await preview.getByRole('heading', { name: 'Preview' }).waitFor()
    const frame = preview.locator('iframe')
    await frame.waitFor()
    expect(await frame.getAttribute('sandbox')).toBe('')
    expect(await frame.getAttribute('title')).toContain('phone width (375 px)')
    expect(await frame.getAttribute('width')).toBe('375')
    await page
      .frameLocator('iframe[title*="phone width"]')
      .getByText('Harvest supper', { exact: true })
      .waitFor()
    await frame.scrollIntoViewIfNeeded()
    await screenshot(page, 'admin-newsletter-preview-phone-1440')
    expect(await axeViolations(page, PREVIEW_FRAME)).toEqual([])
    await preview.getByRole('button', { name: 'Laptop' }).click()
    expect(await preview.getByRole('button', { name: 'Laptop' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(await frame.getAttribute('width')).toBe('1024')
    await page
      .frameLocator('iframe[title*="laptop width"]')
      .getByText('Harvest supper', { exact: true })
      .waitFor()
    await screenshot(page, 'admin-newsletter-preview-laptop-1440')

    // A test to oneself.
    await page.getByRole('button', { name: 'Send me a test' }).click()
    await page
      .getByRole('status')
      .getByText(/^Test sent to \S+@\S+$/)
      .waitFor()

    // Schedule it ten minutes ahead (Dallas time), then cancel.
    await page.getByRole('button', { name: 'Send...' }).click()
    const send = page.getByRole('dialog', { name: `Send “${subject}”` })
    await send.getByText(/It goes to \d+ active subscribers?\./).waitFor()
    await send.getByLabel('Schedule for later').check()
    const at = churchWallClock(new Date(Date.now() + 10 * 60_000))
    await send.getByLabel('Send at').fill(at)
    await screenshot(page, 'admin-newsletter-schedule-1440')
    expect(await axeViolations(page, PREVIEW_FRAME)).toEqual([])
    await send.getByRole('button', { name: 'Schedule' }).click()
    await page
      .getByRole('status')
      .getByText(/^The newsletter is scheduled\./)
      .waitFor()
    const scheduled = page.getByRole('region', { name: 'Scheduled send' })
    await scheduled.getByText(/^Scheduled for \w+day, .+ at .+ \(Dallas time\)$/).waitFor()
    expect((await stored(id)).status).toBe('scheduled')
    await screenshot(page, 'admin-newsletter-scheduled-1440')
    await scheduled.getByRole('button', { name: 'Cancel sending' }).click()
    const question = page.getByRole('alertdialog')
    await question.getByText('Cancel sending?').waitFor()
    await question.getByRole('button', { name: 'Cancel sending' }).click()
    await page
      .getByRole('status')
      .getByText(/^Sending cancelled\./)
      .waitFor()
    expect((await stored(id)).status).toBe('cancelled')

    // Send now, and follow the progress to the end.
    await page.getByRole('button', { name: 'Send...' }).click()
    await send.getByRole('radio', { name: 'Send now' }).waitFor()
    expect(await send.getByRole('radio', { name: 'Send now' }).isChecked()).toBe(true)
    await send.getByRole('button', { name: 'Send now' }).click()
    // The page turns read-only at once: the progress while it goes, then what was sent.
    await page.getByRole('heading', { level: 2, name: /^(Sending|Sent)$/ }).waitFor()
    expect(await page.getByRole('textbox', { name: 'Body' }).count()).toBe(0)
    // The e2e server sends 6 copies a batch (tests/e2e/globalSetup.ts): the progress shows
    // some sent and some remaining before the end.
    await page.getByRole('progressbar', { name: 'Sending progress' }).waitFor()
    await page
      .getByText(/^Sent [1-9]\d* · Failed 0 · Remaining [1-9]\d* of \d+$/)
      .waitFor({ timeout: 60_000 })
    const bar = page.getByRole('progressbar', { name: 'Sending progress' })
    expect(Number(await bar.getAttribute('value'))).toBeGreaterThan(0)
    await screenshot(page, 'admin-newsletter-sending-1440')
    await page.getByRole('heading', { level: 2, name: 'Sent' }).waitFor({ timeout: 120_000 })
    const done = await stored(id)
    expect(done.status).toBe('sent')
    expect(done.total).toBeGreaterThan(0)
    expect(done.sent + done.failed).toBe(done.total)
    await page.getByText(`Delivered to ${done.sent} of ${done.total} subscribers`).waitFor()
    await page.frameLocator('iframe').getByText('Harvest supper', { exact: true }).waitFor()
    await screenshot(page, 'admin-newsletter-sent-1440')
    expect(await axeViolations(page, PREVIEW_FRAME)).toEqual([])

    // The archive has it.
    const archive = page.getByRole('link', { name: 'View it in the newsletter archive' })
    expect(await archive.getAttribute('href')).toBe(`/newsletter/${done.slug}`)
    await archive.click()
    await page.waitForURL(`**/newsletter/${done.slug}`)
    await page.getByRole('heading', { level: 1, name: subject }).waitFor()

    // The list shows it as sent, with its figures.
    await openScreen(page, '/admin/newsletters')
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: subject }) })
    await card.getByText('Sent', { exact: true }).waitFor()
    await card.getByText(`Delivered to ${done.sent} of ${done.total} subscribers`).waitFor()
    expect(await card.getByRole('button', { name: /^Delete/ }).count()).toBe(0)
    await screenshot(page, 'admin-newsletters-1440')
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  it('fits a phone: the list, the editor and its dialogs (390 px)', async () => {
    const subject = unique('Phone News')
    const created = await fetch(`${BASE_URL}/api/newsletters`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ subject, preview_text: 'Written on a phone' }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }

    const page = await signedInPage(browser, PHONE)
    await openScreen(page, '/admin/newsletters')
    await page.getByRole('heading', { name: subject }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot(page, 'admin-newsletters-390')
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('link', { name: `Edit “${subject}”` }).click()
    await page.waitForURL(`**/admin/newsletters/${id}`)
    const body = page.getByRole('textbox', { name: 'Body' })
    await body.waitFor()
    // From the subject, Tab reaches the toolbar (one stop), then the editor.
    await page.getByLabel('Preview text').focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe(
      'Paragraph',
    )
    await page.keyboard.press('End')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe('Redo')
    await page.keyboard.press('Tab')
    expect(await body.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type('Short and ')
    await page.keyboard.press('Control+i')
    await page.keyboard.type('sweet')
    await body.locator('em', { hasText: 'sweet' }).waitFor()
    expect(await page.getByRole('button', { name: 'Italic' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot(page, 'admin-newsletter-compose-390')
    expect(await axeViolations(page)).toEqual([])

    // The button dialog, then the picture picker, both within the phone's width.
    await page.getByRole('button', { name: 'Insert button' }).click()
    const buttonDialog = page.getByRole('dialog', { name: 'Add a button' })
    await buttonDialog.getByLabel('Button text').fill('Sign up')
    await buttonDialog.getByLabel('Button link').fill('/events')
    await buttonDialog.getByRole('button', { name: 'Add button' }).click()
    await body.getByText('Sign up', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Insert picture' }).click()
    const picker = page.getByRole('dialog', { name: 'Add a picture' })
    await picker.getByRole('list', { name: 'Pictures in the media library' }).waitFor()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await screenshot(page, 'admin-newsletter-picture-390')
    expect(await axeViolations(page)).toEqual([])
    await picker.getByRole('list').getByRole('button').first().click()
    await picker.waitFor({ state: 'hidden' })
    await body.getByRole('img').waitFor()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('status').getByText('Newsletter saved').waitFor()
    const root = (await stored(String(id))).body.root
    expect(find(root, 'block')).toEqual([
      expect.objectContaining({
        version: 2,
        fields: expect.objectContaining({ blockType: 'button', label: 'Sign up', url: '/events' }),
      }),
    ])
    expect(find(root, 'upload')).toEqual([
      expect.objectContaining({ version: 3, relationTo: 'media', value: expect.any(Number) }),
    ])
    await screenshot(page, 'admin-newsletter-saved-390')
    await page.context().close()
  })
})
