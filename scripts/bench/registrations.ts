/**
 * `npm run bench registrations`: 500 registrations sent at once for an event of 100 seats with
 * a waiting list, against the production server on PostgreSQL. Prints the time they took and
 * checks the outcome: exactly 100 people confirmed, the other 400 on the waiting list numbered
 * 1 to 400 in the order they were taken, every answer a 201. Exits 1 otherwise.
 */
import { adminToken, createBenchDatabase, printTable, startProductionServer } from './server'

const REGISTRATIONS = 500
const SEATS = 100

type Answer = { status: number; ms: number; body: { status?: string; position?: number } }

async function register(url: string, eventId: number, i: number): Promise<Answer> {
  const started = performance.now()
  const res = await fetch(`${url}/api/events/${eventId}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench Person ${i}`,
      email: `bench-${i}-${Date.now()}@example.org`,
      party_size: 1,
    }),
  })
  const body = (await res.json().catch(() => ({}))) as Answer['body']
  return { status: res.status, ms: performance.now() - started, body }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

async function burst(url: string) {
  const token = await adminToken(url)
  const created = await fetch(`${url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'Bench retreat',
      date: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
      time: '9:00 AM',
      location: 'Camp',
      description: 'Registrations sent all at once.',
      registration: { enabled: true, capacity: SEATS, waitlist: true },
    }),
  })
  if (created.status !== 201) throw new Error(`event not created: ${created.status}`)
  const event = (await created.json()) as { id: number }

  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: REGISTRATIONS }, (_, i) => register(url, event.id, i)),
  )
  const seconds = (performance.now() - started) / 1000

  const roster = (await fetch(`${url}/api/events/${event.id}/registrations`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((res) => res.json())) as { status: string; party_size: number; position: number }[]
  const confirmedPeople = roster
    .filter((row) => row.status === 'confirmed')
    .reduce((sum, row) => sum + row.party_size, 0)
  const places = roster
    .filter((row) => row.status === 'waitlisted')
    .map((row) => row.position)
    .sort((a, b) => a - b)
  const gapless = places.every((place, i) => place === i + 1)
  const created201 = answers.filter((a) => a.status === 201).length
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b)

  printTable(
    ['registrations', 'seats', 'seconds', 'registrations/s', 'p50 ms', 'p99 ms', '201s'],
    [
      [
        REGISTRATIONS,
        SEATS,
        seconds.toFixed(2),
        (REGISTRATIONS / seconds).toFixed(0),
        quantile(latencies, 0.5).toFixed(0),
        quantile(latencies, 0.99).toFixed(0),
        created201,
      ],
    ],
  )
  const ok = confirmedPeople === SEATS && places.length === REGISTRATIONS - SEATS && gapless
  console.log(
    `\nconfirmed people: ${confirmedPeople} (expected ${SEATS}); waiting: ${places.length}, ` +
      `places 1..${places.length} without gaps: ${gapless ? 'yes' : 'NO'}; ` +
      `${ok && created201 === REGISTRATIONS ? 'ok' : 'WRONG'}`,
  )
  if (!ok || created201 !== REGISTRATIONS) process.exitCode = 1
}

export default async function registrations() {
  const database = createBenchDatabase('registrations')
  const server = await startProductionServer(3212, {
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    RATE_LIMIT_FORMS_PER_10_MIN: '100000',
  })
  try {
    await burst(server.url)
  } finally {
    await server.stop()
    database.drop()
  }
}
