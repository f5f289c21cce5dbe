import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Browser } from 'playwright-core'

import { createPageHandler } from '../../../src/platform/http/pageCache.mjs'
import { BASE_URL, launchBrowser, newPage } from '../helpers/browser'
import { PUBLIC_PAGES } from './sitePages'

/** The inline scripts a browser runs (not data blocks such as JSON-LD). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\s(src|type)\s*=/i.test(match[1]))
    .map((match) => match[2])

const scriptSrc = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src')) ?? ''

/**
 * Under the production server (`npm start`) the public site's Content-Security-Policy allows
 * no inline script but the page's own: each response lists the SHA-256 of the inline scripts
 * Next wrote into it, and no 'unsafe-inline'.
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

  it('blocks an inline <script> element that came in the page’s HTML, served through the front', async () => {
    // A stand-in for Next that answers with the real Home page (its policy, its inline scripts)
    // plus an inline <script> element, as if stored content had slipped one into the HTML, and
    // passes every other request on to the suite's server: the page is served by the front's
    // own handler, exactly as the production server serves Home.
    const INJECTED = 'window.__injectedInHtml = true'
    const fakeNext = async (req: http.IncomingMessage, res: http.ServerResponse) => {
      const upstream = await fetch(`${BASE_URL}${req.url === '/injected' ? '/' : req.url}`, {
        headers: { 'accept-encoding': 'identity' },
      })
      for (const name of ['content-type', 'cache-control', 'content-security-policy']) {
        const value = upstream.headers.get(name)
        if (value) res.setHeader(name, value)
      }
      res.statusCode = upstream.status
      let body = Buffer.from(await upstream.arrayBuffer())
      if (req.url === '/injected') {
        body = Buffer.from(
          body.toString().replace('</main>', `<script>${INJECTED}</script></main>`),
        )
      }
      res.end(body)
    }
    const front = http.createServer(createPageHandler(fakeNext))
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(front.address() as AddressInfo).port}`
    try {
      const page = await newPage(browser)
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} sample=${event.sample}`,
          ),
        )
      })
      const response = await page.goto(`${origin}/injected`, { waitUntil: 'networkidle' })
      const html = (await response!.text()) ?? ''
      expect(html).toContain(`<script>${INJECTED}</script>`)
      const ran = await page.evaluate(
        () => (window as unknown as { __injectedInHtml?: boolean }).__injectedInHtml === true,
      )
      expect(ran).toBe(false)
      // Chromium's report names the blocked script by its hash; Next's own scripts ran (hydrated).
      const injectedHash = createHash('sha256').update(INJECTED).digest('base64')
      expect(violations.some((v) => v.includes(`sha256-${injectedHash}`))).toBe(true)
      expect(violations.some((v) => /violation: script-src/.test(v))).toBe(true)
      await page.getByRole('button', { name: 'Pause slideshow' }).click()
      await page.getByRole('button', { name: 'Play slideshow' }).waitFor()
      await page.context().close()
    } finally {
      await new Promise((resolve) => front.close(resolve))
    }
  })
})
