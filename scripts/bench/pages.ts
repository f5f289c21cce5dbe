/**
 * The public pages' figures: requests per second for Home and /events beside the same bytes
 * served as static files by the same server (the physical limit of this server), the
 * JavaScript and total bytes each page sends (gzipped, as Lighthouse counts them), and
 * Lighthouse 12 scores (median of 3 runs) beside a bare page of the same app.
 *
 * Run with the site's build: `NEXT_DIST_DIR=.next-site npm run bench pages`.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { load, printTable, startProductionServer } from './server'

const PORT = Number(process.env.BENCH_PAGES_PORT || 3904)
const DATABASE_FILE = 'data/bench-pages.db'
const BENCH_DIR = path.resolve('public/_bench')
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS || 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3)
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)

/** Pages whose HTML is also served as a static file, for the throughput ratio. */
const THROUGHPUT_PAGES = [
  { label: 'Home', path: '/', copy: 'home.html' },
  { label: '/events', path: '/events', copy: 'events.html' },
]
const LIGHTHOUSE_PAGES = [
  { label: 'bare page (baseline)', path: '/bench-baseline' },
  { label: 'Home', path: '/' },
  { label: '/events', path: '/events' },
  { label: '/giving', path: '/giving' },
  { label: '/contact', path: '/contact' },
]

/** Copies each page's HTML into public/_bench/ so the server can send it as a plain file. */
async function copyPages(baseUrl: string) {
  fs.mkdirSync(BENCH_DIR, { recursive: true })
  for (const page of THROUGHPUT_PAGES) {
    const html = await (await fetch(`${baseUrl}${page.path}`)).text()
    fs.writeFileSync(path.join(BENCH_DIR, page.copy), html)
  }
}

type LighthouseSummary = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  jsBytes: number
  totalBytes: number
}

/** One Lighthouse run; a run that fails to record its trace (it happens on a busy machine) is retried. */
function lighthouse(url: string, attempt = 1): LighthouseSummary {
  const result = spawnSync(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
    },
  )
  if (result.status !== 0) {
    if (attempt < 3) return lighthouse(url, attempt + 1)
    throw new Error(`lighthouse failed for ${url}: ${result.stderr}`)
  }
  const report = JSON.parse(result.stdout)
  const items = report.audits['resource-summary'].details.items as {
    resourceType: string
    transferSize: number
  }[]
  const size = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories['best-practices'].score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    jsBytes: size('script'),
    totalBytes: size('total'),
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * Measures a server that is already running and already serves public/_bench/, and the same
 * build with its page cache off (`uncachedUrl`): there every view goes through Next's renderer
 * (which answers from its own static cache) and the per-page script hashing of the
 * Content-Security-Policy, which is the cost of that policy without the page cache.
 */
export async function benchPages(baseUrl: string, uncachedUrl: string): Promise<void> {
  const rows: (string | number)[][] = []
  for (const page of THROUGHPUT_PAGES) {
    const pageUrl = `${baseUrl}${page.path}`
    const uncachedPageUrl = `${uncachedUrl}${page.path}`
    const fileUrl = `${baseUrl}/_bench/${page.copy}`
    for (const url of [pageUrl, uncachedPageUrl, fileUrl]) await load({ url, duration: 2 })
    // Alternating short rounds, so that load from other processes on a shared machine
    // falls on every side alike; the medians are reported.
    const pageRuns = []
    const uncachedRuns = []
    const fileRuns = []
    for (let round = 0; round < ROUNDS; round++) {
      pageRuns.push(await load({ url: pageUrl, duration: LOAD_SECONDS }))
      uncachedRuns.push(await load({ url: uncachedPageUrl, duration: LOAD_SECONDS }))
      fileRuns.push(await load({ url: fileUrl, duration: LOAD_SECONDS }))
    }
    const pageRps = median(pageRuns.map((r) => r.rps))
    const uncachedRps = median(uncachedRuns.map((r) => r.rps))
    const fileRps = median(fileRuns.map((r) => r.rps))
    const errors = [...pageRuns, ...uncachedRuns, ...fileRuns].reduce(
      (sum, r) => sum + r.errors + r.non2xx,
      0,
    )
    rows.push([
      page.label,
      pageRps.toFixed(0),
      fileRps.toFixed(0),
      (pageRps / fileRps).toFixed(2),
      `${median(pageRuns.map((r) => r.p50))} / ${median(pageRuns.map((r) => r.p99))}`,
      uncachedRps.toFixed(0),
      (uncachedRps / fileRps).toFixed(2),
      errors,
    ])
  }
  console.log(
    `Throughput (autocannon, 10 connections, median of ${ROUNDS} alternating ${LOAD_SECONDS} s rounds; goal: ratio >= 0.8)\n`,
  )
  printTable(
    [
      'page',
      'page req/s',
      'same HTML as static file req/s',
      'ratio',
      'p50 / p99 ms',
      'page cache off req/s',
      'ratio (cache off)',
      'errors',
    ],
    rows,
  )

  const scores: (string | number)[][] = []
  for (const page of LIGHTHOUSE_PAGES) {
    const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouse(`${baseUrl}${page.path}`))
    const pick = (key: keyof LighthouseSummary) => median(runs.map((r) => r[key]))
    scores.push([
      page.label,
      pick('performance'),
      pick('accessibility'),
      pick('bestPractices'),
      pick('seo'),
      kb(pick('jsBytes')),
      kb(pick('totalBytes')),
    ])
  }
  console.log(
    `\nLighthouse 12, mobile defaults, median of ${LIGHTHOUSE_RUNS} runs (goal for Home: JS <= 120 KB, total <= 500 KB)\n`,
  )
  printTable(
    [
      'page',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'JS sent (gzip)',
      'total sent',
    ],
    scores,
  )
}

export default async function run() {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(DATABASE_FILE + suffix, { force: true })
  const env = { DATABASE_URL: `file:./${DATABASE_FILE}`, SEED_DEMO: 'true' }
  // The server lists public/ when it starts, so the static copies are made by a first run.
  const first = await startProductionServer(PORT, env)
  try {
    await copyPages(first.url)
  } finally {
    await first.stop()
  }
  const server = await startProductionServer(PORT, env)
  const uncached = await startProductionServer(PORT + 1, { ...env, PAGE_CACHE_SECONDS: '0' }).catch(
    async (error) => {
      await server.stop()
      throw error
    },
  )
  try {
    await benchPages(server.url, uncached.url)
  } finally {
    await uncached.stop()
    await server.stop()
  }
}
