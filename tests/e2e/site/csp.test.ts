import { createHash } from 'node:crypto'

import type { Browser } from 'playwright-core'

import { BASE_URL, launchBrowser, newPage } from '../helpers/browser'
import { PUBLIC_PAGES } from './sitePages'

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(match[1]))
    .map((match) => match[2])

const scriptSrc = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src')) ?? ''

/**
 * The public site's Content-Security-Policy allows no inline script but the page's own:
 * each response lists the SHA-256 of exactly the inline scripts it carries.
 */
describe('content security policy', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it.each(PUBLIC_PAGES.map((p) => [p.path]))(
    '%s lists a hash for each of its inline scripts and nothing unsafe',
    async (path) => {
      const res = await fetch(`${BASE_URL}${path}`)
      const directive = scriptSrc(res.headers.get('content-security-policy') ?? '')
      expect(directive).not.toContain('unsafe-inline')
      expect(directive).not.toContain('unsafe-eval')
      const scripts = inlineScripts(await res.text())
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) {
        const hash = createHash('sha256').update(script).digest('base64')
        expect(directive).toContain(`'sha256-${hash}'`)
      }
    },
  )

  it('runs the pages with no policy violation, and refuses a script that is not the page’s own', async () => {
    const page = await newPage(browser)
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' })
    }
    expect(violations).toEqual([])

    // Hydrated: the carousel's pause button works (React handles the click).
    await page.goto(`${BASE_URL}/`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    await page.getByRole('button', { name: 'Play slideshow' }).waitFor()

    // An injected inline script is blocked.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 50))
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    expect(violations.length).toBeGreaterThan(0)
  })
})
