import fs from 'node:fs'
import path from 'node:path'

import type { Browser, Page } from 'playwright-core'

import {
  attributionTables,
  campaignsTable,
  formatCell,
  retentionTable,
  seasonsTables,
  trendsTable,
  type DataTable,
} from '@/lib/admin/analyticsTables'
import { churchDate } from '@/lib/churchClock'
import type { DonationJson, DonorJson, StatementRecipientsJson } from '@/lib/contract/types'
import { donationTypeLabel } from '@/lib/contract/values'
import { formatLongDate, formatMoney } from '@/lib/format'

import { pdfText } from '../../int/helpers/pdfText'
import { axeViolations, BASE_URL, DESKTOP, launchBrowser, PHONE } from '../helpers/browser'
import { adminToken, openScreen, signedInPage } from './adminSession'

/**
 * The donations screen's Analytics tab over the seeded demo gifts (two years of them, tagged
 * with the giving links they came through), and a year-end statement downloaded from the
 * Donor Management tab and read back.
 */

let browser: Browser
let token: string

beforeAll(async () => {
  browser = await launchBrowser()
  token = await adminToken()
})
afterAll(async () => {
  await browser.close()
})

async function api<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${pathAndQuery}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

/** A table as the screen shows it: every cell's text, row by row. */
const tableText = (table: DataTable) =>
  table.rows.map((row) => row.map((cell, i) => formatCell(table.columns[i].kind, cell)))

async function shownTable(page: Page, caption: string) {
  return page
    .locator('table', { has: page.locator('caption', { hasText: caption }) })
    .first()
    .evaluate((table) =>
      [...table.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
      ),
    )
}

const SHOTS = path.resolve('docs/screenshots')

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('the Analytics tab on %s', (device, viewport) => {
  it('shows five charts of the seeded gifts whose tables carry the API’s numbers, with no axe violations', async () => {
    const page = await signedInPage(browser, viewport)
    await openScreen(page, '/admin/donations')
    await page.getByRole('tab', { name: 'Analytics' }).click()
    for (const report of ['trends', 'retention', 'campaigns', 'seasons', 'attribution']) {
      await page.locator(`[data-chart="${report}"] svg.recharts-surface`).first().waitFor()
    }
    expect(await page.locator('[data-chart]').count()).toBe(5)
    // Each chart drew bars for the seeded data.
    for (const report of ['trends', 'retention', 'campaigns', 'seasons', 'attribution']) {
      expect(
        await page.locator(`[data-chart="${report}"] .recharts-bar-rectangle`).count(),
      ).toBeGreaterThan(0)
    }

    const [trends, retention, campaigns, seasons, attribution] = await Promise.all([
      api<Parameters<typeof trendsTable>[0]>('/donations/analytics/trends'),
      api<Parameters<typeof retentionTable>[0]>('/donations/analytics/retention'),
      api<Parameters<typeof campaignsTable>[0]>('/donations/analytics/campaigns'),
      api<Parameters<typeof seasonsTables>[0]>('/donations/analytics/seasons'),
      api<Parameters<typeof attributionTables>[0]>('/donations/analytics/attribution'),
    ])
    expect(trends.months.reduce((n, m) => n + m.count, 0)).toBeGreaterThan(50)
    expect(attribution.by_content.some((row) => row.value === 'header_button')).toBe(true)
    // The seed's year-end campaign of last year: a whole calendar year always holds it (the
    // default period, the last 12 months, does not in December before the 31st).
    const lastYear = new Date().getFullYear() - 1
    const lastYears = await api<Parameters<typeof campaignsTable>[0]>(
      `/donations/analytics/campaigns?from=${lastYear}-01&to=${lastYear}-12`,
    )
    expect(lastYears.campaigns.some((row) => row.campaign === 'Year-End Giving')).toBe(true)
    expect(campaigns.campaigns.length).toBeGreaterThan(1)

    for (const summary of await page.locator('details > summary').all()) await summary.click()
    const expectations: [string, DataTable][] = [
      ['Giving by month', trendsTable(trends)],
      ['Donors by quarter', retentionTable(retention)],
      ['Campaigns', campaignsTable(campaigns)],
      ['By month of the year', seasonsTables(seasons).months],
      ['By weekday', seasonsTables(seasons).weekdays],
      ['By link (utm_content)', attributionTables(attribution).content],
      ['By medium (utm_medium)', attributionTables(attribution).medium],
      ['By fund', attributionTables(attribution).fund],
    ]
    for (const [caption, table] of expectations) {
      expect(await shownTable(page, caption)).toEqual(tableText(table))
    }

    await page.waitForLoadState('networkidle')
    expect(await axeViolations(page)).toEqual([])
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)

    // Closed tables again for the picture: the charts are what a person sees first.
    // Closing the tables resizes the charts; asked for less motion, they draw their bars at once
    // instead of growing them again, so the picture shows them whole.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const summary of await page.locator('details > summary').all()) await summary.click()
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    fs.mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({
      path: path.join(SHOTS, `admin-analytics-${viewport.width}.png`),
      fullPage: true,
    })
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })
})

describe('the period picker', () => {
  it('reloads every report for the chosen period', async () => {
    const page = await signedInPage(browser, DESKTOP)
    await openScreen(page, '/admin/donations')
    await page.getByRole('tab', { name: 'Analytics' }).click()
    await page.locator('[data-chart="trends"] svg.recharts-surface').first().waitFor()
    const lastYear = Number(churchDate().slice(0, 4)) - 1
    await page.getByRole('combobox', { name: 'Period' }).selectOption('lastYear')
    const expected = await api<Parameters<typeof trendsTable>[0]>(
      `/donations/analytics/trends?from=${lastYear}-01&to=${lastYear}-12`,
    )
    await page.getByText('Show the data table').first().click()
    await page.waitForFunction(
      (label) => document.querySelector('table tbody th')?.textContent === label,
      `Jan ${lastYear}`,
    )
    expect(await shownTable(page, 'Giving by month')).toEqual(tableText(trendsTable(expected)))
    await page.context().close()
  })
})

describe('a year-end statement', () => {
  it("downloads as a PDF holding the donor's name, each named gift of the year and the total", async () => {
    const year = Number(churchDate().slice(0, 4)) - 1
    const donors = await api<DonorJson[]>('/donations/donors?limit=20')
    const donor = donors[0]
    const gifts = (await api<DonationJson[]>('/donations?limit=500')).filter(
      (gift) =>
        gift.donor_info.email === donor.email &&
        gift.donor_info.name !== null &&
        churchDate(new Date(gift.created_at)).startsWith(String(year)),
    )
    expect(gifts.length).toBeGreaterThan(0)

    const page = await signedInPage(browser, DESKTOP)
    await openScreen(page, '/admin/donations')
    await page.getByRole('tab', { name: 'Donor Management' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `${year} statement of ${donor.name} (PDF)` }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`statement-${year}-${donor.id}.pdf`)
    const bytes = fs.readFileSync((await download.path())!)
    const text = (await pdfText(new Uint8Array(bytes))).join('\n')
    expect(text).toContain(donor.name!)
    expect(text).toContain(`Contribution Statement ${year}`)
    for (const gift of gifts) {
      expect(text).toContain(
        `${formatLongDate(churchDate(new Date(gift.created_at)))} ${donationTypeLabel(gift.donation_type)} ${formatMoney(gift.amount)}`,
      )
    }
    const total = gifts.reduce((sum, gift) => sum + Math.round(gift.amount * 100), 0) / 100
    expect(text).toContain(`Total for ${year} ${formatMoney(total)}`)
    expect(text).toContain('No goods or services were provided in exchange')

    // A picture of the statement's first page, drawn by pdf.js in the browser.
    await renderPdfPage(page, bytes, path.join(SHOTS, 'statement-page.png'))
    await page.context().close()
  })
})

describe('emailing the year-end statements', () => {
  it('asks first, saying to how many donors and for which year; Enter alone sends nothing', async () => {
    const year = Number(churchDate().slice(0, 4)) - 1
    const before = await api<StatementRecipientsJson>(
      `/donations/statements/recipients?year=${year}`,
    )
    expect(before.with_email).toBeGreaterThan(0)
    const toSend = before.with_email - before.already_sent

    const page = await signedInPage(browser, DESKTOP)
    await openScreen(page, '/admin/donations')
    await page.getByRole('tab', { name: 'Donor Management' }).click()
    // The year's recipients are shown once loaded; the button asks from then on.
    await page.getByText(`${year}: `, { exact: false }).first().waitFor()
    const emailButton = page.getByRole('button', { name: 'Email statements' })
    await emailButton.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(
      `Email the ${year} contribution statement to ${toSend} donor${toSend === 1 ? '' : 's'}?`,
    )
    expect(await axeViolations(page)).toEqual([])
    // Cancel has the focus: a second Enter closes the question and sends nothing.
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    expect(await emailButton.evaluate((button) => button === document.activeElement)).toBe(true)
    const unchanged = await api<StatementRecipientsJson>(
      `/donations/statements/recipients?year=${year}`,
    )
    expect(unchanged.already_sent).toBe(before.already_sent)

    await emailButton.click()
    await dialog
      .getByRole('button', { name: `Send ${toSend} email${toSend === 1 ? '' : 's'}` })
      .click()
    const result = page.getByRole('status').filter({ hasText: 'queued for email' })
    await result.waitFor()
    expect(await result.textContent()).toContain(
      `${toSend} statement${toSend === 1 ? '' : 's'} for ${year} queued for email.`,
    )
    const after = await api<StatementRecipientsJson>(
      `/donations/statements/recipients?year=${year}`,
    )
    expect(after.already_sent).toBe(after.with_email)

    // Asked again with nobody left to write to, it says so instead of asking.
    await emailButton.click()
    await page.getByText(`Every donor of ${year} already has their statement`).waitFor()
    expect(await dialog.count()).toBe(0)
    await page.context().close()
  })

  it('offers a statement only to donors who gave that year, and keeps the focus on it', async () => {
    const page = await signedInPage(browser, DESKTOP)
    await openScreen(page, '/admin/donations')
    await page.getByRole('tab', { name: 'Donor Management' }).click()
    const oldest = Number(churchDate().slice(0, 4)) - 5
    await page.locator('#statement-year').selectOption(String(oldest))
    const recipients = await api<StatementRecipientsJson>(
      `/donations/statements/recipients?year=${oldest}`,
    )
    const donors = await api<DonorJson[]>('/donations/donors?limit=20')
    const offered = donors.filter((donor) => recipients.donor_ids.includes(Number(donor.id)))
    await page.getByText(`No gifts in ${oldest}`).first().waitFor()
    expect(
      await page.getByRole('button', { name: new RegExp(`^${oldest} statement of`) }).count(),
    ).toBe(offered.length)

    const year = Number(churchDate().slice(0, 4)) - 1
    await page.locator('#statement-year').selectOption(String(year))
    const button = page.getByRole('button', { name: new RegExp(`^${year} statement of`) }).first()
    await button.focus()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ])
    await download.path()
    await page.waitForFunction(
      (label) => document.activeElement?.getAttribute('aria-label') === label,
      await button.getAttribute('aria-label'),
    )
    await page.context().close()
  })
})

/** Draws the PDF's first page with pdf.js (served from node_modules) and saves it as a PNG. */
async function renderPdfPage(page: Page, bytes: Buffer, file: string) {
  const pdfjs = path.resolve('node_modules/pdfjs-dist/build')
  await page.route('**/pdfjs/*', (route) =>
    route.fulfill({
      path: path.join(pdfjs, path.basename(new URL(route.request().url()).pathname)),
      contentType: 'text/javascript',
    }),
  )
  await page.route('**/pdf-view', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><body style="margin:0;background:#fff"><canvas id="c"></canvas></body></html>',
    }),
  )
  await page.goto(`${BASE_URL}/pdf-view`)
  await page.addScriptTag({
    type: 'module',
    content: `
      import * as pdfjs from '/pdfjs/pdf.min.mjs'
      pdfjs.GlobalWorkerOptions.workerSrc = '/pdfjs/pdf.worker.min.mjs'
      window.drawPdf = async (base64) => {
        const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
        const doc = await pdfjs.getDocument({ data }).promise
        const pdfPage = await doc.getPage(1)
        const viewport = pdfPage.getViewport({ scale: 1.5 })
        const canvas = document.getElementById('c')
        canvas.width = viewport.width
        canvas.height = viewport.height
        await pdfPage.render({ canvasContext: canvas.getContext('2d'), viewport }).promise
        return [viewport.width, viewport.height]
      }
    `,
  })
  await page.waitForFunction(() => 'drawPdf' in window)
  const [width, height] = await page.evaluate(
    (base64) =>
      (window as unknown as { drawPdf: (b: string) => Promise<number[]> }).drawPdf(base64),
    bytes.toString('base64'),
  )
  await page.setViewportSize({ width: Math.ceil(width), height: Math.ceil(height) })
  await page.locator('#c').screenshot({ path: file })
}
