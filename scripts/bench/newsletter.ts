/**
 * `npm run bench newsletter`, against the production server on PostgreSQL:
 *
 * - whether the subscribe form's answer time tells who is subscribed: 20 requests for an
 *   active address and 20 for new ones, interleaved; the medians must be within 5 ms;
 * - a newsletter to 10,000 subscribers through a local mail server (SMTP, in this process):
 *   copies per second with the rate limit raised (NEWSLETTER_MAX_PER_MINUTE; at the default
 *   600 a minute the same send takes about 17 minutes, by design), the server's memory at the
 *   start and end and at its peak, and copies received twice or not at all, which must be 0.
 */
import { spawnSync } from 'node:child_process'

import { SMTPServer } from 'smtp-server'

import {
  adminToken,
  createBenchDatabase,
  printTable,
  residentMiB,
  startProductionServer,
} from './server'

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

const SUBSCRIBERS = 10_000
const SMTP_PORT = 3225

/** A mail server that counts each recipient's copies and keeps nothing else. */
async function countingMailServer() {
  const copies = new Map<string, number>()
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 50,
    onData(stream, session, callback) {
      stream.on('data', () => undefined)
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) {
          copies.set(rcpt.address, (copies.get(rcpt.address) ?? 0) + 1)
        }
        callback()
      })
    },
  })
  server.on('error', () => undefined)
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve))
  return { copies, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

async function sendToMany() {
  const database = createBenchDatabase('newsletter_send')
  const mail = await countingMailServer()
  const server = await startProductionServer(3212, {
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(SMTP_PORT),
    SMTP_SECURE: 'false',
    NEWSLETTER_MAX_PER_MINUTE: '600000',
    NEWSLETTER_BATCH_SECONDS: '5',
    JOBS_RUN_EVERY_SECONDS: '1',
  })
  try {
    const inserted = spawnSync(
      'psql',
      [
        database.url,
        '-v',
        'ON_ERROR_STOP=1',
        '-qc',
        `INSERT INTO subscribers (first_name, last_name, email, status, unsubscribes, updated_at, created_at)
         SELECT 'Reader' || n, 'Bench', 'bench-' || n || '@example.org', 'active', 0, now(), now()
         FROM generate_series(1, ${SUBSCRIBERS}) AS n`,
      ],
      { encoding: 'utf8' },
    )
    if (inserted.status !== 0) throw new Error(`subscribers not written: ${inserted.stderr}`)
    const token = await adminToken(server.url)
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
    const created = await fetch(`${server.url}/api/newsletters`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        subject: 'Bench letter',
        preview_text: 'Ten thousand copies',
        include_events: true,
        body: {
          root: {
            type: 'root',
            version: 1,
            format: '',
            indent: 0,
            direction: 'ltr',
            children: [
              {
                type: 'paragraph',
                version: 1,
                format: '',
                indent: 0,
                direction: 'ltr',
                children: [
                  { type: 'text', version: 1, text: 'Grace and peace to you all.', format: 0 },
                ],
              },
            ],
          },
        },
      }),
    })
    if (created.status !== 201) throw new Error(`newsletter not created: ${created.status}`)
    const { id } = (await created.json()) as { id: number }

    const memoryAtStart = residentMiB(server.pid)
    let peak = memoryAtStart
    const started = performance.now()
    const sent = await fetch(`${server.url}/api/newsletters/${id}/send`, {
      method: 'POST',
      headers,
    })
    if (sent.status !== 202) throw new Error(`send answered ${sent.status}`)
    let state = { status: 'sending', sent: 0, failed: 0, total: 0 }
    while (state.status !== 'sent') {
      if (performance.now() - started > 15 * 60_000)
        throw new Error('the send took over 15 minutes')
      await new Promise((resolve) => setTimeout(resolve, 1000))
      peak = Math.max(peak, residentMiB(server.pid))
      state = await fetch(`${server.url}/api/newsletters/${id}`, { headers }).then(
        (res) => res.json() as Promise<typeof state>,
      )
    }
    const seconds = (performance.now() - started) / 1000
    const memoryAtEnd = residentMiB(server.pid)
    const twice = [...mail.copies.values()].filter((n) => n > 1).length
    const missing =
      SUBSCRIBERS - [...mail.copies.keys()].filter((a) => a.startsWith('bench-')).length
    printTable(
      [
        'copies',
        'seconds',
        'copies/s',
        'RSS start MiB',
        'RSS end MiB',
        'RSS peak MiB',
        'twice',
        'missing',
        'failed',
      ],
      [
        [
          String(state.sent),
          seconds.toFixed(1),
          (state.sent / seconds).toFixed(0),
          memoryAtStart.toFixed(0),
          memoryAtEnd.toFixed(0),
          peak.toFixed(0),
          String(twice),
          String(missing),
          String(state.failed),
        ],
      ],
    )
    const ok = twice === 0 && missing === 0 && state.failed === 0 && state.sent === SUBSCRIBERS
    console.log(`\nevery subscriber got exactly one copy: ${ok ? 'ok' : 'NO'}`)
    if (!ok) process.exitCode = 1
  } finally {
    await server.stop()
    await mail.close()
    database.drop()
  }
}

export default async function newsletter() {
  await sendToMany()
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
