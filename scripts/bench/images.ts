/**
 * What a first visit downloads, by screen width: Home and /gallery of the demo content, whose
 * photos went through the upload pipeline like any volunteer's (collections/Media.ts), at
 * 390 px (a phone) and 1440 px (a laptop). Every response is counted as the browser received
 * it, after scrolling the page to its end so that lazy images load too.
 *
 * Run with the site's build: `NEXT_DIST_DIR=.next npm run bench images`.
 */
import fs from 'node:fs'

import { chromium } from 'playwright-core'

import { printTable, startProductionServer } from './server'

const PORT = Number(process.env.BENCH_IMAGES_PORT || 3906)
const DATABASE_FILE = 'data/bench-images.db'
const PAGES = [
  { label: 'Home', path: '/' },
  { label: '/gallery', path: '/gallery' },
]
const WIDTHS = [390, 1440]

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export default async function run() {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(DATABASE_FILE + suffix, { force: true })
  const server = await startProductionServer(PORT, {
    DATABASE_URL: `file:./${DATABASE_FILE}`,
    SEED_DEMO: 'true',
  })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  const rows: (string | number)[][] = []
  try {
    for (const page of PAGES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 900 } })
        const tab = await context.newPage()
        const sizes: Promise<{ image: boolean; upload: boolean; bytes: number }>[] = []
        tab.on('response', (response) => {
          const type = response.headers()['content-type'] ?? ''
          sizes.push(
            response
              .body()
              .then((body) => body.length)
              .catch(() => 0)
              .then((bytes) => ({
                image: type.startsWith('image/'),
                upload: new URL(response.url()).pathname.startsWith('/media/'),
                bytes,
              })),
          )
        })
        await tab.goto(`${server.url}${page.path}`, { waitUntil: 'networkidle' })
        await tab.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y)
            await new Promise((resolve) => setTimeout(resolve, 50))
          }
        })
        await tab.waitForLoadState('networkidle')
        const all = await Promise.all(sizes)
        const sum = (list: typeof all) => list.reduce((total, r) => total + r.bytes, 0)
        const uploads = all.filter((r) => r.upload)
        rows.push([
          page.label,
          `${width} px`,
          `${uploads.length} (${kb(sum(uploads))})`,
          kb(sum(all.filter((r) => r.image))),
          kb(sum(all)),
        ])
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  console.log(
    'Bytes of a first visit, scrolled to the end (uncompressed bodies; demo photos uploaded through the media pipeline)\n',
  )
  printTable(['page', 'screen', 'uploaded images', 'all images', 'everything'], rows)
}
