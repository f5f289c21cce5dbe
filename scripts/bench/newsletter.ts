/**
 * `npm run bench newsletter`: whether the subscribe form's answer time tells who is
 * subscribed. 20 requests for an active address and 20 for new ones, interleaved, against
 * the production server on PostgreSQL; the medians must be within 5 ms of each other.
 */
import { adminToken, createBenchDatabase, printTable, startProductionServer } from './server'

const ROUNDS = 20
const LIMIT_MS = 5

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function subscribe(url: string, email: string): Promise<number> {
  const started = performance.now()
  const res = await fetch(`${url}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Timing', last_name: 'Check', email }),
  })
  await res.arrayBuffer()
  if (res.status !== 201) throw new Error(`subscribe answered ${res.status}`)
  return performance.now() - started
}

async function subscriberTiming(url: string) {
  const token = await adminToken(url)
  const active = `active-${Date.now()}@example.org`
  await subscribe(url, active)
  // The subscription's job runs within seconds; then the address is made active.
  let id: number | undefined
  for (let i = 0; i < 100 && id === undefined; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    const found = await fetch(
      `${url}/cms-api/subscribers?where[email][equals]=${encodeURIComponent(active)}&depth=0`,
      { headers: { authorization: `Bearer ${token}` } },
    ).then((res) => res.json() as Promise<{ docs: { id: number }[] }>)
    id = found.docs[0]?.id
  }
  if (id === undefined) throw new Error('the subscription job did not run')
  const made = await fetch(`${url}/cms-api/subscribers/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'active' }),
  })
  if (!made.ok) throw new Error(`could not activate the subscriber: ${made.status}`)

  // Warm-up, then interleaved rounds.
  for (let i = 0; i < 3; i++) {
    await subscribe(url, active)
    await subscribe(url, `warm-${i}-${Date.now()}@example.org`)
  }
  const times = { active: [] as number[], unknown: [] as number[] }
  for (let i = 0; i < ROUNDS; i++) {
    times.active.push(await subscribe(url, active))
    times.unknown.push(await subscribe(url, `new-${i}-${Date.now()}@example.org`))
  }
  const gap = Math.abs(median(times.active) - median(times.unknown))
  printTable(
    ['address', 'median ms', 'fastest ms', 'slowest ms'],
    (['active', 'unknown'] as const).map((kind) => [
      kind,
      median(times[kind]).toFixed(1),
      Math.min(...times[kind]).toFixed(1),
      Math.max(...times[kind]).toFixed(1),
    ]),
  )
  console.log(
    `\ngap between the medians: ${gap.toFixed(1)} ms (limit ${LIMIT_MS} ms): ${gap <= LIMIT_MS ? 'ok' : 'TOO WIDE'}`,
  )
  if (gap > LIMIT_MS) process.exitCode = 1
}

export default async function newsletter() {
  const database = createBenchDatabase('newsletter')
  const server = await startProductionServer(3211, {
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    RATE_LIMIT_FORMS_PER_10_MIN: '100000',
  })
  try {
    await subscriberTiming(server.url)
  } finally {
    await server.stop()
    database.drop()
  }
}
