import type { Browser, Page } from 'playwright-core'

import { BASE_URL, DESKTOP, launchBrowser, newPage, PHONE } from '../helpers/browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

type Box = { top: number; left: number; right: number; bottom: number; width: number }

const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { top, left, right, bottom, width } = element.getBoundingClientRect()
      return { top, left, right, bottom, width }
    }),
  )

/** Cards grouped into rows by their top edge. */
function rows(cards: Box[]) {
  const byTop = new Map<number, Box[]>()
  for (const card of cards) {
    const top = Math.round(card.top)
    byTop.set(top, [...(byTop.get(top) ?? []), card])
  }
  return [...byTop.values()]
}

/** Every row of a grid's cards is full or centred: as much room on its left as on its right. */
async function rowsFullOrCentred(page: Page, grid: string) {
  const [frame] = await boxes(page, grid)
  // The cards, not the style elements rendered beside them.
  const cards = (await boxes(page, `${grid} > *`)).filter((box) => box.width > 0)
  const result = rows(cards).map((row) => {
    const left = Math.min(...row.map((c) => c.left)) - frame.left
    const right = frame.right - Math.max(...row.map((c) => c.right))
    return { count: row.length, centred: Math.abs(left - right) < 2 }
  })
  return result
}

describe('phone layouts at 390 px', () => {
  it('keeps service times on one line, the event text full width, two photos a row and checkboxes whole', async () => {
    const page = await newPage(browser, PHONE)
    await page.goto(`${BASE_URL}/`, { waitUntil: 'networkidle' })
    const timeLines = await page.locator('p.time').evaluateAll((times) =>
      times.map((time) => {
        const range = document.createRange()
        range.selectNodeContents(time)
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
      }),
    )
    expect(timeLines.length).toBeGreaterThan(0)
    expect(timeLines.every((lines) => lines === 1)).toBe(true)

    await page.goto(`${BASE_URL}/events`, { waitUntil: 'networkidle' })
    const card = page.locator('section[aria-labelledby="upcoming-title"] article').first()
    const shell = await card.boundingBox()
    const description = await card.locator('.event-body p').first().boundingBox()
    const badge = await card.locator('[aria-hidden="true"]').first().boundingBox()
    expect(description!.width).toBeGreaterThan(shell!.width * 0.8)
    expect(badge!.y + badge!.height).toBeLessThan(description!.y)

    await page.goto(`${BASE_URL}/gallery`, { waitUntil: 'networkidle' })
    const photos = await boxes(page, '.gallery-grid > figure')
    expect(Math.round(photos[0].top)).toBe(Math.round(photos[1].top))
    expect(photos[1].left).toBeGreaterThan(photos[0].right)

    await page.goto(`${BASE_URL}/prayer-requests`, { waitUntil: 'networkidle' })
    const checkboxes = await boxes(page, 'input[type="checkbox"]')
    expect(checkboxes.map((box) => Math.round(box.width))).toEqual([20, 20, 20])
    await page.context().close()
  })
})

describe('desktop layouts at 1440 px', () => {
  it('fills or centres every row of cards', async () => {
    const page = await newPage(browser, DESKTOP)
    await page.goto(`${BASE_URL}/staff`, { waitUntil: 'networkidle' })
    const staff = await rowsFullOrCentred(page, 'main section div:has(> article)')
    expect(staff[0].count).toBe(4)
    expect(staff.every((row) => row.centred)).toBe(true)

    await page.goto(`${BASE_URL}/ministries`, { waitUntil: 'networkidle' })
    for (const heading of ['#involved-title', '#areas-title']) {
      const grid = `section[aria-labelledby="${heading.slice(1)}"] div:has(> article)`
      const found = await rowsFullOrCentred(page, grid)
      expect(found.every((row) => row.count === 3 && row.centred)).toBe(true)
    }

    await page.goto(`${BASE_URL}/giving`, { waitUntil: 'networkidle' })
    const ways = await rowsFullOrCentred(
      page,
      'section[aria-labelledby="methods-title"] div:has(> article)',
    )
    expect(ways).toEqual([{ count: 3, centred: true }])
    await page.context().close()
  })

  it('keeps the events and sermons side column in view beside the long lists', async () => {
    const page = await newPage(browser, DESKTOP)
    for (const [path, sideHeading] of [
      ['/events', 'Weekly Schedule'],
      ['/sermons', 'Worship Times'],
    ]) {
      await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' })
      // The heading's card, and the column of cards it stands in.
      const aside = page.getByRole('heading', { name: sideHeading }).locator('xpath=../..')
      await page.mouse.wheel(0, 2000)
      await page.waitForFunction(() => window.scrollY >= 2000)
      const box = await aside.boundingBox()
      expect([path, box!.y >= 0 && box!.y + box!.height <= DESKTOP.height]).toEqual([path, true])
    }
    await page.context().close()
  })
})
