/**
 * The public pages' figures.
 *
 * Throughput: `npm start` and `next start` run side by side on one build and one PostgreSQL
 * database, beside a bare `node:http` server (./bareServer.mjs) sending the very same bytes from
 * memory: the limit of this machine. Each kept page is loaded on each of the three in turn,
 * in interleaved short rounds, so that whatever else the machine does falls on all of them
 * alike; the table gives the medians, the ratios to the bare server, and the CPU time each
 * server spent per request (its own, read from /proc, so the least sensitive to other load).
 *
 * Then Lighthouse 12 scores and bytes (median of 3 runs) under `npm start`, beside a bare static
 * page, the prayer wall with 500 requests on it among them.
 *
 * Run with the site's build: `NEXT_DIST_DIR=.next-site npm run bench pages`. BENCH_SECONDS,
 * BENCH_ROUNDS, BENCH_CONNECTIONS and BENCH_LIGHTHOUSE_RUNS (0 leaves Lighthouse out) tune it.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  adminToken,
  cpuSeconds,
  createBenchDatabase,
  load,
  printTable,
  startProductionServer,
  type ProductionServer,
} from './server'

const PORT = Number(process.env.BENCH_PAGES_PORT || 3904)
/** Made for the run and removed after it: the server lists public/ when it starts. */
const BENCH_DIR = path.resolve('public/_bench')
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS || 3)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50)
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)

/** Requests put on the prayer wall before Lighthouse measures it: a busy church's wall. */
const ON_THE_WALL = 500

/** Kept public pages, small and large. */
const THROUGHPUT_PAGES = [
  '/',
  '/events',
  '/sermons',
  '/sermons/the-god-who-sees',
  '/contact',
  '/prayer-wall',
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

type Server = { label: string; url: string; pid: number }

/**
 * The bare server (./bareServer.mjs) on `port`, holding the bytes `source` sends for each page.
 */
async function startBareServer(port: number, source: string, paths: string[]) {
  const child = spawn(
    process.execPath,
    ['scripts/bench/bareServer.mjs', String(port), source, ...paths],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('ready')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)))
  })
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() }
}

/**
 * Asks each server for each page until it answers from its cache (the front's X-Page-Cache:
 * hit, Next's x-nextjs-cache: HIT), so that the rounds measure kept pages.
 */
async function warm(servers: Server[]) {
  for (const server of servers) {
    for (const page of THROUGHPUT_PAGES) {
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await fetch(`${server.url}${page}`)
        await response.arrayBuffer()
        const kept =
          response.headers.get('x-page-cache') === 'hit' ||
          response.headers.get('x-nextjs-cache') === 'HIT'
        if (kept) break
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

type Round = { rps: number; cpuPerRequest: number; errors: number }

/** One round of load on one page of one server, with the server's CPU time per request. */
async function measure(server: Server, page: string): Promise<Round> {
  const cpuBefore = cpuSeconds(server.pid)
  const result = await load({
    url: `${server.url}${page}`,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
  })
  const cpu = cpuSeconds(server.pid) - cpuBefore
  return {
    rps: result.rps,
    cpuPerRequest: result.requests ? (cpu / result.requests) * 1e6 : 0,
    errors: result.errors + result.non2xx,
  }
}

/**
 * Every page on every server, in ROUNDS interleaved rounds; a row per page with the medians.
 */
async function throughputRows(servers: Server[], bytes: Map<string, number>) {
  const results = new Map<string, Round[]>()
  const key = (server: Server, page: string) => `${server.label} ${page}`
  for (const server of servers) for (const page of THROUGHPUT_PAGES) await measure(server, page)
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of THROUGHPUT_PAGES) {
      for (const server of servers) {
        const runs = results.get(key(server, page)) ?? []
        runs.push(await measure(server, page))
        results.set(key(server, page), runs)
      }
    }
  }
  return THROUGHPUT_PAGES.map((page) => {
    const [front, plain, bare] = servers.map((server) => results.get(key(server, page)) ?? [])
    const rps = (runs: Round[]) => median(runs.map((r) => r.rps))
    const cpu = (runs: Round[]) => median(runs.map((r) => r.cpuPerRequest)).toFixed(0)
    const errors = [front, plain, bare].flat().reduce((sum, r) => sum + r.errors, 0)
    return [
      page,
      (bytes.get(page) ?? 0).toLocaleString('en-US'),
      rps(front).toFixed(0),
      rps(plain).toFixed(0),
      rps(bare).toFixed(0),
      (rps(front) / rps(bare)).toFixed(2),
      (rps(plain) / rps(bare)).toFixed(2),
      `${cpu(front)} / ${cpu(plain)} / ${cpu(bare)}`,
      errors,
    ]
  })
}

/**
 * Puts ON_THE_WALL shared requests on the prayer wall as visitors and the prayer team do: each
 * sent through the public form choosing to share it, approved, then put on the wall.
 */
async function fillPrayerWall(baseUrl: string) {
  const token = await adminToken(baseUrl)
  // A 503 stored nothing and says when to try again (Retry-After), as a visitor's browser would.
  let busy = 0
  const call = async (
    path: string,
    method: string,
    body?: unknown,
    expected = 200,
    tries = 3,
  ): Promise<{ id: number }> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (response.status === 503 && tries > 1) {
      busy += 1
      const seconds = Number(response.headers.get('retry-after') ?? 1)
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
      return call(path, method, body, expected, tries - 1)
    }
    if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status}`)
    return (await response.json()) as { id: number }
  }
  const putUp = async (i: number) => {
    const { id } = await call(
      '/api/prayer-requests',
      'POST',
      {
        name: `Member ${i}`,
        email: `member${i}@example.org`,
        subject: `Request ${i}`,
        message: 'Please pray for my family this week, and for peace in our home.',
        is_public: true,
      },
      201,
    )
    await call(`/api/prayer-requests/${id}/status?status=approved`, 'PUT')
    await call(`/api/prayer-requests/${id}/wall`, 'PUT', { on_wall: true })
  }
  for (let i = 0; i < ON_THE_WALL; i += 10) {
    await Promise.all(Array.from({ length: 10 }, (_, k) => putUp(i + k)))
  }
  if (busy)
    console.log(`\nFilling the prayer wall: ${busy} answers were 503 (busy) and tried again.`)
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

/** Prints the throughput table. */
function printThroughput(rows: (string | number)[][], loadBefore: number) {
  console.log(
    `Kept pages (autocannon, ${CONNECTIONS} connections, median of ${ROUNDS} interleaved ${LOAD_SECONDS} s rounds; ` +
      `load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after, ${os.cpus().length} cores; ` +
      'goal: npm start / bare >= 0.9)\n',
  )
  printTable(
    [
      'page',
      'HTML bytes',
      'npm start req/s',
      'next start req/s',
      'bare req/s',
      'npm start / bare',
      'next start / bare',
      'CPU µs per request (npm / next / bare)',
      'errors',
    ],
    rows,
  )
}

export default async function run() {
  const database = createBenchDatabase('pages')
  // The prayer wall is filled through the public form: its per-address limit is raised.
  const env = {
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    RATE_LIMIT_FORMS_PER_10_MIN: String(ON_THE_WALL * 2),
  }
  const started: { stop: () => unknown }[] = []
  let scores: (string | number)[][] = []
  const loadBefore = os.loadavg()[0]
  try {
    fs.mkdirSync(BENCH_DIR, { recursive: true })
    fs.writeFileSync(path.join(BENCH_DIR, 'baseline.html'), BASELINE_HTML)
    // `npm start` first: it migrates and seeds the database the second server then finds ready.
    const front: ProductionServer = await startProductionServer(PORT, env)
    started.push(front)
    const plain = await startProductionServer(PORT + 1, env, { nextStart: true })
    started.push(plain)
    const servers: Server[] = [
      { label: 'npm start', url: front.url, pid: front.pid },
      { label: 'next start', url: plain.url, pid: plain.pid },
    ]
    await warm(servers)
    const bare = await startBareServer(PORT + 2, front.url, THROUGHPUT_PAGES)
    started.push(bare)
    servers.push({ label: 'bare', url: bare.url, pid: bare.pid })
    const bytes = new Map<string, number>()
    for (const page of THROUGHPUT_PAGES) {
      bytes.set(page, (await (await fetch(`${bare.url}${page}`)).arrayBuffer()).byteLength)
    }
    printThroughput(await throughputRows(servers, bytes), loadBefore)
    // Lighthouse measures `npm start` alone.
    await plain.stop()
    bare.stop()
    if (LIGHTHOUSE_RUNS > 0) {
      await fillPrayerWall(front.url)
      scores = lighthouseRows(front.url)
    }
  } finally {
    for (const server of started.reverse()) await server.stop()
    fs.rmSync(BENCH_DIR, { recursive: true, force: true })
    database.drop()
  }
  if (!scores.length) return
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
