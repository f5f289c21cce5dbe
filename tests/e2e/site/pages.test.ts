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
import { PUBLIC_PAGES } from './sitePages'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every public page on a %s', (label, viewport) => {
  it.each(PUBLIC_PAGES.map((p) => [p.path, p] as const))(
    '%s renders, has no axe violations and is screenshotted',
    async (_path, page) => {
      const tab = await newPage(browser, viewport)
      const errors: string[] = []
      tab.on('pageerror', (error) => errors.push(error.message))
      const response = await tab.goto(`${BASE_URL}${page.path}`, { waitUntil: 'networkidle' })
      expect(response?.status()).toBe(200)
      await expect(tab.locator('h1').first().textContent()).resolves.toBe(page.heading)
      // Let the hero's first fade and lazy images settle before the screenshot and the audit.
      await tab.waitForTimeout(400)
      await screenshot(tab, `site-${page.name}-${label}`)
      expect(await axeViolations(tab)).toEqual([])
      expect(errors).toEqual([])
      await tab.context().close()
    },
  )
})

describe('site-wide files', () => {
  it('answers an unknown event calendar file with 404', async () => {
    expect((await fetch(`${BASE_URL}/events/999999.ics`)).status).toBe(404)
    expect((await fetch(`${BASE_URL}/no-such-page`)).status).toBe(404)
  })

  it('serves robots.txt, the sitemap, the manifest and the icon', async () => {
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text()
    for (const path of ['/admin', '/cms', '/api']) expect(robots).toContain(`Disallow: ${path}`)
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text()
    for (const page of PUBLIC_PAGES) {
      expect(sitemap).toContain(`${page.path === '/' ? '' : page.path}</loc>`)
    }
    // The running server's SITE_URL (the build had none).
    expect(robots).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`)
    expect(sitemap).toContain(`<loc>${BASE_URL}/events</loc>`)
    expect((await fetch(`${BASE_URL}/manifest.webmanifest`)).status).toBe(200)
    const html = await (await fetch(`${BASE_URL}/`)).text()
    expect(html).toMatch(/rel="icon"/)
    expect(html).toContain('"@type":"Church"')
  })
})
