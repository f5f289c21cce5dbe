/**
 * Soak: 200 concurrent clients for 60 s against the production build on PostgreSQL with
 * the demo content, mixing public pages, public API reads and contact-form posts (each
 * post from its own X-Forwarded-For address, rate limit raised). Prints throughput, p99,
 * errors and the server's resident memory before and after (goal: growth <= 20%).
 */
import autocannon from 'autocannon'

import { HEAP_LIMIT_MB } from '../../src/platform/http/serverCommand.mjs'
import { createBenchDatabase, printTable, residentMiB, startProductionServer } from './server'

const PORT = Number(process.env.BENCH_SOAK_PORT || 3005)
const CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS || 200)
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS || 60)
const WARM_UP_SECONDS = Number(process.env.BENCH_SOAK_WARM_UP_SECONDS || 20)

let posted = 0

/** One client's round: three pages, four API reads, one form post. */
const round: autocannon.Request[] = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/api/events' },
  { method: 'GET', path: '/events' },
  { method: 'GET', path: '/api/staff' },
  { method: 'GET', path: '/sermons' },
  { method: 'GET', path: '/api/events' },
  { method: 'GET', path: '/api/staff' },
  {
    method: 'POST',
    path: '/api/contacts',
    setupRequest: (request) => {
      const n = posted++
      return {
        ...request,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({
          name: 'Soak Test',
          email: `soak+${n}@example.com`,
          subject: `soak-${n}`,
          message: 'A message from the soak bench.',
          contact_preference: 'email',
          message_type: 'general',
        }),
      }
    },
  },
]

function run(url: string, connections: number, seconds: number) {
  return autocannon({ url, connections, duration: seconds, requests: round, timeout: 30 })
}

export default async function soak() {
  const database = createBenchDatabase('soak')
  const server = await startProductionServer(PORT, {
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    RATE_LIMIT_FORMS_PER_10_MIN: '100000000',
  }).catch((error) => {
    database.drop()
    throw error
  })
  try {
    // Warm-up at the soak's own concurrency (first renders, caches, pool, and a heap sized for
    // 200 clients) before memory is taken as the baseline: the growth then measured is what the
    // 60 s of load add, i.e. a leak, not the heap's one-time growth to its working size.
    const idle = residentMiB(server.pid)
    await run(server.url, CONNECTIONS, WARM_UP_SECONDS)
    const before = residentMiB(server.pid)
    // Sampled during the run: a plateau is a heap sized for the load, a steady climb a leak.
    const samples: number[] = []
    const sampler = setInterval(() => samples.push(residentMiB(server.pid)), 10_000)
    let result: autocannon.Result
    try {
      result = await run(server.url, CONNECTIONS, SECONDS)
    } finally {
      clearInterval(sampler)
    }
    const after = residentMiB(server.pid)
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    const settled = residentMiB(server.pid)
    const growth = ((after - before) / before) * 100
    console.log(
      `${CONNECTIONS} connections for ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up at the same concurrency; each round: /, /events, /sermons, ` +
        `4 API reads, 1 contact post; ${posted} posts sent in all; server heap capped at ${HEAP_LIMIT_MB} MB\n`,
    )
    printTable(
      [
        'requests/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'non-2xx',
        'RSS idle at start MiB',
        'RSS before MiB',
        'RSS after MiB',
        'RSS 5 s later MiB',
        'growth',
      ],
      [
        [
          result.requests.average.toFixed(0),
          result.latency.p50,
          result.latency.p99,
          result.errors + result.timeouts,
          result.non2xx,
          idle.toFixed(0),
          before.toFixed(0),
          after.toFixed(0),
          settled.toFixed(0),
          `${growth.toFixed(1)}% ${growth <= 20 ? '(goal <= 20%: met)' : '(goal <= 20%: NOT met)'}`,
        ],
      ],
    )
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ')
    console.log(`\nstatus codes: ${codes}`)
    console.log(
      `RSS every 10 s during the run (MiB): ${samples.map((m) => m.toFixed(0)).join(', ')}`,
    )
  } finally {
    await server.stop()
    database.drop()
  }
}
