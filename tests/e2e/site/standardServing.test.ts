/**
 * The site served the standard ways, without the production server's front: Next's own
 * `next start` and the standalone `node server.js` (the container path, with `public/` and the
 * build's static files copied in as Next's documentation says). On each, the public site's
 * interactive parts work (phone and desktop menus, the carousel, the giving dialog, a form)
 * and the browser reports no Content-Security-Policy violation.
 *
 * Both run from the build `npm run test:e2e` makes (`NEXT_OUTPUT=standalone`, scripts/e2e.mjs),
 * each on its own fresh database, beside the suite's own server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type { Browser, Page } from 'playwright-core'

import { DESKTOP, PHONE, launchBrowser, newPage } from '../helpers/browser'
import { queryStringInKeptPages } from '../helpers/keptPages'
import { E2E_PORT, E2E_SECRET } from '../helpers/server'

const HUMAN_PAUSE_MS = 1600
const DIST_DIR = path.resolve(process.env.NEXT_DIST_DIR || '.next')
const STANDALONE_DIR = path.join(DIST_DIR, 'standalone')

type Served = { label: string; url: string; child: ChildProcess; log: string }

/** Starts `args` (node's) in `cwd` on `port` with a fresh database; resolves once it answers. */
async function start(label: string, port: number, args: string[], cwd: string): Promise<Served> {
  const database = path.resolve(`data/e2e-${label}.db`)
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(database + suffix, { force: true })
  const url = `http://127.0.0.1:${port}`
  const log = path.resolve(`data/e2e-${label}.log`)
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATABASE_URL: `file:${database}`,
      MEDIA_DIR: path.resolve(`data/e2e-${label}-media`),
      PAYLOAD_SECRET: E2E_SECRET,
      SITE_URL: url,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', fs.openSync(log, 'w'), fs.openSync(log, 'a')],
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const ok = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false)
    if (ok) return { label, url, child, log }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  child.kill('SIGKILL')
  throw new Error(`${label} did not start:\n${fs.readFileSync(log, 'utf8').slice(-4000)}`)
}

/** Copies `public/` and the build's static files into the standalone folder, as Next's docs say. */
function prepareStandalone() {
  const server = path.join(STANDALONE_DIR, 'server.js')
  if (!fs.existsSync(server)) {
    throw new Error(`no ${server}: build with NEXT_OUTPUT=standalone (npm run test:e2e -- --build)`)
  }
  fs.cpSync('public', path.join(STANDALONE_DIR, 'public'), { recursive: true })
  fs.cpSync(
    path.join(DIST_DIR, 'static'),
    path.join(STANDALONE_DIR, path.basename(DIST_DIR), 'static'),
    {
      recursive: true,
    },
  )
  return server
}

/** Every CSP violation the page reports, from the console and from the DOM event. */
function watchViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`))
  return {
    violations,
    /** Listens for `securitypolicyviolation` on each page loaded from now on. */
    install: () =>
      page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
          ),
        )
      }),
  }
}

/** The public site's interactive checks on one server. */
async function checkSite(browser: Browser, url: string) {
  const violations: string[] = []

  // Desktop: the About Us submenu, the carousel's pause, the giving dialog.
  const desktop = await newPage(browser, DESKTOP)
  const desk = watchViolations(desktop)
  await desk.install()
  await desktop.goto(`${url}/`, { waitUntil: 'networkidle' })
  const policy = await desktop.evaluate(async () => {
    const res = await fetch(location.href)
    return res.headers.get('content-security-policy') ?? ''
  })
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toContain('unsafe-eval')
  await desktop.getByRole('button', { name: 'About Us' }).click()
  await desktop.getByRole('button', { name: 'About Us', expanded: true }).waitFor()
  await desktop.keyboard.press('Escape')
  await desktop.getByRole('button', { name: 'Pause slideshow' }).click()
  await desktop.getByRole('button', { name: 'Play slideshow' }).waitFor()
  await desktop.locator('header').getByRole('button', { name: 'Give Now' }).first().click()
  const dialog = desktop.getByRole('dialog', { name: 'Quick Donation' })
  await dialog.waitFor({ state: 'visible' })
  await desktop.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })

  // A form: the contact message is sent and acknowledged.
  await desktop.goto(`${url}/contact`, { waitUntil: 'networkidle' })
  await desktop.getByLabel('Name *').waitFor()
  await desktop.waitForTimeout(HUMAN_PAUSE_MS)
  await desktop.getByLabel('Name *').fill('Standard Serving')
  await desktop.getByLabel('Email *').fill(`serving-${Date.now()}@example.com`)
  await desktop.getByLabel('Message type *').selectOption('visit')
  await desktop.getByLabel('Subject *').fill('Visiting this Sunday')
  await desktop.getByLabel('Message *').fill('We would like to visit with our two children.')
  await desktop.getByRole('button', { name: 'Send Message' }).click()
  await desktop.getByText("Thank you for your message! We'll get back to you soon.").waitFor()
  violations.push(...desk.violations)
  await desktop.context().close()

  // Phone: the Menu button opens the mobile menu, and its Give Now opens the dialog.
  const phone = await newPage(browser, PHONE)
  const mobile = watchViolations(phone)
  await mobile.install()
  await phone.goto(`${url}/`, { waitUntil: 'networkidle' })
  await phone.getByRole('button', { name: 'Menu' }).click()
  await phone.locator('#mobile-menu').getByRole('button', { name: 'Give Now' }).click()
  await phone.getByRole('dialog', { name: 'Quick Donation' }).waitFor({ state: 'visible' })
  violations.push(...mobile.violations)
  await phone.context().close()

  return violations
}

describe('standard serving: next start and the standalone server', () => {
  let browser: Browser
  const servers: Served[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser.close()
    for (const server of servers) server.child.kill('SIGTERM')
  })

  it('next start: every interactive part works, with no CSP violation', async () => {
    const served = await start(
      'next-start',
      E2E_PORT + 31,
      [path.resolve('node_modules/next/dist/bin/next'), 'start'],
      process.cwd(),
    )
    servers.push(served)
    expect(await checkSite(browser, served.url)).toEqual([])
    // A visitor's query string never reaches a kept page (src/platform/http/plainAddress.mjs) without the front either.
    expect(await queryStringInKeptPages(served.url)).toEqual([])
  }, 300_000)

  it('standalone output: only what the server runs, under 150 MB, no database, tests or documents', () => {
    prepareStandalone()
    const files: string[] = []
    let bytes = 0
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (entry.isFile()) {
          files.push(path.relative(STANDALONE_DIR, full))
          bytes += fs.statSync(full).size
        }
      }
    }
    walk(STANDALONE_DIR)
    expect(bytes / 1024 / 1024).toBeLessThan(150)
    expect(files.filter((file) => /\.(db|sqlite)(-wal|-shm)?$/.test(file))).toEqual([])
    const topLevel = new Set(files.map((file) => file.split(path.sep)[0]))
    for (const folder of ['tests', 'docs', 'data', 'media', 'scripts', 'collections']) {
      expect([folder, topLevel.has(folder)]).toEqual([folder, false])
    }
  })

  it('standalone node server.js refuses to start in production without its settings, naming each', () => {
    const server = prepareStandalone()
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '0' }
    delete env.DATABASE_URL
    delete env.SITE_URL
    delete env.PAYLOAD_SECRET
    const started = Date.now()
    const result = spawnSync(process.execPath, [server], {
      cwd: STANDALONE_DIR,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(Date.now() - started).toBeLessThan(10_000)
    for (const name of ['PAYLOAD_SECRET', 'SITE_URL', 'DATABASE_URL']) {
      expect(result.stderr).toContain(`  - ${name}`)
    }
  })

  it('standalone node server.js: every interactive part works, with no CSP violation', async () => {
    const server = prepareStandalone()
    const served = await start('standalone', E2E_PORT + 32, [server], STANDALONE_DIR)
    servers.push(served)
    expect(await checkSite(browser, served.url)).toEqual([])
  }, 300_000)
})
