import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type Page } from 'playwright-core'

export { BASE_URL } from './server'

export const SCREENSHOT_DIR = path.resolve('tests/e2e/screenshots')
export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1440, height: 900 }

/** Debian's chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport })
  return context.newPage()
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

/**
 * No finite animation running, and no element part-way through a fade (framer-motion writes
 * the opacity inline as it goes). Runs in the page.
 */
function isStill() {
  const moving = document
    .getAnimations()
    .some(
      (animation) =>
        animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
    )
  if (moving) return false
  return Array.from(document.querySelectorAll<HTMLElement>('[style*="opacity"]')).every(
    (element) => {
      const opacity = Number(element.style.opacity)
      return !(opacity > 0 && opacity < 1)
    },
  )
}

/**
 * Waits until the page's entrances have ended and none is about to begin (still, and still
 * 100 ms later: an entrance starts a frame or two after its element appears). Half-faded text
 * would be measured against a blend of its colours.
 */
export async function untilStill(page: Page) {
  for (let round = 0; round < 20; round++) {
    await page.waitForFunction(isStill, undefined, { timeout: 5_000 })
    await page.waitForTimeout(100)
    if (await page.evaluate(isStill)) return
  }
  throw new Error('the page kept moving')
}

/**
 * axe-core WCAG 2.x A/AA violations of the page once it is still (`untilStill`). `exclude`
 * leaves out a part, such as a sandboxed frame that runs no script (a newsletter's preview),
 * where axe would wait for ever for its own script to answer.
 */
export async function axeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  await untilStill(page)
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ])
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze()
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }))
}
