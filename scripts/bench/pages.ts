/**
 * The public pages' figures: requests per second for Home and /events beside the same bytes
 * served as static files by the same server (the physical limit of this server), under
 * `npm start` (with its page front, and with it off) and under `next start`; the JavaScript
 * and total bytes each page sends (gzipped, as Lighthouse counts them), and Lighthouse 12
 * scores (median of 3 runs) beside a bare static page, the prayer wall with 500 requests on it
 * among them.
 *
 * Run with the site's build: `NEXT_DIST_DIR=.next-site npm run bench pages`.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { load, printTable, startProductionServer, type ProductionServer } from './server'

const PORT = Number(process.env.BENCH_PAGES_PORT || 3904)
const DATABASE_FILE = 'data/bench-pages.db'
/** Made for the run and removed after it: the server lists public/ when it starts. */
const BENCH_DIR = path.resolve('public/_bench')
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS || 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3)
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)

/** Requests put on the prayer wall before Lighthouse measures it: a busy church's wall. */
const ON_THE_WALL = 500

/** Pages whose HTML is also served as a static file, for the throughput ratio. */
const THROUGHPUT_PAGES = [
  { label: 'Home', path: '/', copy: 'home.html' },
  { label: '/events', path: '/events', copy: 'events.html' },
]
const LIGHTHOUSE_PAGES = [
  { label: 'bare page (baseline)', path: '/_bench/baseline.html' },
  { label: 'Home', path: '/' },
  { label: '/events', path: '/events' },
  { label: '/giving', path: '/giving' },
  { label: '/contact', path: '/contact' },
  { label: `/prayer-wall (${ON_THE_WALL} on the wall)`, path: '/prayer-wall' },
]

/** A bare page, for Lighthouse's best case on this server. */
const BASELINE_HTML = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Baseline</title><meta name="description" content="A bare page, the bench's baseline."></head>
<body><main><h1>Baseline</h1><p>A bare page with no script, no style and no image.</p></main></body></html>
`

/** The servers compared, each started alone on the same build and database. */
const CONFIGURATIONS: {
  label: string
  env: Record<string, string>
  nextStart?: boolean
}[] = [
  { label: 'npm start (front on)', env: {} },
  { label: 'npm start, front off', env: { PAGE_FRONT: 'off' } },
  { label: 'next start', env: {}, nextStart: true },
]

/**
 * Copies each page's HTML into public/_bench/ so the server can send it as a plain file, and
 * writes the bare baseline page there.
 */
async function copyPages(baseUrl: string) {
  fs.mkdirSync(BENCH_DIR, { recursive: true })
  fs.writeFileSync(path.join(BENCH_DIR, 'baseline.html'), BASELINE_HTML)
  for (const page of THROUGHPUT_PAGES) {
    const html = await (await fetch(`${baseUrl}${page.path}`)).text()
    fs.writeFileSync(path.join(BENCH_DIR, page.copy), html)
  }
}

/** Puts ON_THE_WALL approved, shared requests on the prayer wall, as the prayer team does. */
async function fillPrayerWall(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'grace1961' }),
  })
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`)
  const { access_token: token } = (await login.json()) as { access_token: string }
  const putUp = async (i: number) => {
    const response = await fetch(`${baseUrl}/cms-api/prayer-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({
        name: `Member ${i}`,
        email: `member${i}@example.org`,
        subject: `Request ${i}`,
        message: 'Please pray for my family this week, and for peace in our home.',
        is_public: true,
        status: 'approved',
        on_wall: true,
      }),
    })
    if (response.status !== 201) throw new Error(`prayer request ${i}: ${response.status}`)
  }
  for (let i = 0; i < ON_THE_WALL; i += 10) {
    await Promise.all(Array.from({ length: 10 }, (_, k) => putUp(i + k)))
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
 * Measures one server that is already running and already serves public/_bench/: each page
 * beside its own bytes as a static file, in alternating short rounds (so that load from other
 * processes on a shared machine falls on every side alike); the medians are reported.
 */
async function throughputRows(label: string, baseUrl: string): Promise<(string | number)[][]> {
  const rows: (string | number)[][] = []
  for (const page of THROUGHPUT_PAGES) {
    const pageUrl = `${baseUrl}${page.path}`
    const fileUrl = `${baseUrl}/_bench/${page.copy}`
    for (const url of [pageUrl, fileUrl]) await load({ url, duration: 2 })
    const pageRuns = []
    const fileRuns = []
    for (let round = 0; round < ROUNDS; round++) {
      pageRuns.push(await load({ url: pageUrl, duration: LOAD_SECONDS }))
      fileRuns.push(await load({ url: fileUrl, duration: LOAD_SECONDS }))
    }
    const pageRps = median(pageRuns.map((r) => r.rps))
    const fileRps = median(fileRuns.map((r) => r.rps))
    const errors = [...pageRuns, ...fileRuns].reduce((sum, r) => sum + r.errors + r.non2xx, 0)
    rows.push([
      label,
      page.label,
      pageRps.toFixed(0),
      fileRps.toFixed(0),
      (pageRps / fileRps).toFixed(2),
      `${median(pageRuns.map((r) => r.p50))} / ${median(pageRuns.map((r) => r.p99))}`,
      errors,
    ])
  }
  return rows
}

/** Lighthouse's scores and bytes of each page of LIGHTHOUSE_PAGES on `baseUrl`. */
function lighthouseRows(baseUrl: string): (string | number)[][] {
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
  return scores
}

export default async function run() {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(DATABASE_FILE + suffix, { force: true })
  const env = { DATABASE_URL: `file:./${DATABASE_FILE}`, SEED_DEMO: 'true' }
  const rows: (string | number)[][] = []
  let scores: (string | number)[][] = []
  try {
    // The server lists public/ when it starts, so the static copies are made by a first run.
    const first = await startProductionServer(PORT, env)
    try {
      await copyPages(first.url)
    } finally {
      await first.stop()
    }
    for (const configuration of CONFIGURATIONS) {
      let server: ProductionServer | undefined
      try {
        server = await startProductionServer(
          PORT,
          { ...env, ...configuration.env },
          { nextStart: configuration.nextStart },
        )
        rows.push(...(await throughputRows(configuration.label, server.url)))
        if (configuration === CONFIGURATIONS[0]) {
          await fillPrayerWall(server.url)
          scores = lighthouseRows(server.url)
        }
      } finally {
        await server?.stop()
      }
    }
  } finally {
    fs.rmSync(BENCH_DIR, { recursive: true, force: true })
  }
  console.log(
    `Throughput (autocannon, 10 connections, median of ${ROUNDS} alternating ${LOAD_SECONDS} s rounds; goal: ratio >= 0.8)\n`,
  )
  printTable(
    [
      'server',
      'page',
      'page req/s',
      'same HTML as static file req/s',
      'ratio',
      'p50 / p99 ms',
      'errors',
    ],
    rows,
  )
  console.log(
    `\nLighthouse 12 under npm start, mobile defaults, median of ${LIGHTHOUSE_RUNS} runs (goals: Home JS <= 120 KB, total <= 500 KB; /prayer-wall performance >= 98)\n`,
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
