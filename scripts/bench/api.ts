/**
 * The API's figures on PostgreSQL: GET /api/events over 1,000 events beside the same
 * query sent straight through `pg`; GET /api/donations/stats over 100,000 donations; and
 * POST /api/contacts throughput (rate limit raised for the run).
 */
import pg from 'pg'

import {
  adminToken,
  createBenchDatabase,
  load,
  loadFunction,
  printTable,
  startProductionServer,
} from './server'

const PORT = Number(process.env.BENCH_API_PORT || 3903)
const EVENTS = 1_000
const DONATIONS = 100_000

async function fill(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(
      `INSERT INTO events (title, date, time, location, description)
       SELECT 'Bench event ' || i, to_char(DATE '2026-01-01' + (i % 730), 'YYYY-MM-DD'), '18:30',
              'Fellowship Hall', repeat('A gathering of the church family. ', 6)
       FROM generate_series(1, $1) AS i`,
      [EVENTS],
    )
    await client.query(
      `INSERT INTO donors (name, email) SELECT 'Donor ' || i, 'donor' || i || '@bench.example'
       FROM generate_series(1, 500) AS i`,
    )
    await client.query(
      `INSERT INTO donations (amount_cents, donation_type, frequency, donor_id, donor_name,
                              transaction_id, donated_at)
       SELECT 500 + (i * 37) % 50000,
              (ARRAY['general','tithes','missions','building','youth','outreach'])[1 + i % 6]::enum_donations_donation_type,
              (ARRAY['one_time','weekly','monthly','yearly'])[1 + i % 4]::enum_donations_frequency,
              d.id, d.name, 'bench-' || i, now() - (i % 720) * interval '1 day'
       FROM generate_series(1, $1) AS i
       JOIN donors d ON d.id = (SELECT min(id) FROM donors) + i % 500`,
      [DONATIONS],
    )
    await client.query('ANALYZE')
  } finally {
    await client.end()
  }
}

export default async function run() {
  const database = createBenchDatabase('api')
  const server = await startProductionServer(PORT, {
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    RATE_LIMIT_FORMS_PER_10_MIN: '100000000',
  }).catch((error) => {
    database.drop()
    throw error
  })
  const pool = new pg.Pool({ connectionString: database.url, max: 10 })
  try {
    await fill(database.url)
    const url = server.url

    const token = await adminToken(url)

    const events = (await (await fetch(`${url}/api/events`)).json()) as unknown[]
    if (events.length !== EVENTS) throw new Error(`expected ${EVENTS} events, got ${events.length}`)

    await load({ url: `${url}/api/events`, duration: 3 })
    const api = await load({ url: `${url}/api/events` })
    const raw = await loadFunction(() =>
      pool.query(
        'SELECT id, title, date, time, description, location FROM events ORDER BY date ASC, created_at ASC',
      ),
    )

    const statsTimes: number[] = []
    for (let i = 0; i < 25; i++) {
      const started = performance.now()
      const res = await fetch(`${url}/api/donations/stats`, {
        headers: { authorization: `Bearer ${token}` },
      })
      const body = (await res.json()) as { total_donations: number }
      if (body.total_donations !== DONATIONS) throw new Error('donation stats are wrong')
      if (i >= 5) statsTimes.push(performance.now() - started)
    }
    statsTimes.sort((a, b) => a - b)

    const contactBody = JSON.stringify({
      name: 'Bench Visitor',
      email: 'visitor@bench.example',
      subject: 'Planning a visit',
      message: 'We would like to visit this Sunday.',
      contact_preference: 'email',
      message_type: 'visit',
    })
    const contacts = await load({
      url: `${url}/api/contacts`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contactBody,
    })
    const stored = await pool.query('SELECT count(*)::int AS n FROM contact_submissions')

    const ms = (n: number) => n.toFixed(1)
    console.log(
      `PostgreSQL, production build (${process.env.NEXT_DIST_DIR || '.next-api'}), 10 connections, 10 s per load\n`,
    )
    printTable(
      ['measure', 'requests/s', 'p50 ms', 'p99 ms', 'errors / non-2xx'],
      [
        [
          `GET /api/events (${EVENTS} events)`,
          api.rps.toFixed(0),
          ms(api.p50),
          ms(api.p99),
          `${api.errors} / ${api.non2xx}`,
        ],
        [
          'same query through pg',
          raw.rps.toFixed(0),
          ms(raw.p50),
          ms(raw.p99),
          `${raw.errors} / 0`,
        ],
        ['ratio API / raw', (api.rps / raw.rps).toFixed(3), '', '', ''],
        [
          `GET /api/donations/stats (${DONATIONS.toLocaleString('en-US')} donations), 20 sequential`,
          (1000 / statsTimes[10]).toFixed(1),
          ms(statsTimes[10]),
          ms(statsTimes[19]),
          '0 / 0',
        ],
        [
          'POST /api/contacts',
          contacts.rps.toFixed(0),
          ms(contacts.p50),
          ms(contacts.p99),
          `${contacts.errors} / ${contacts.non2xx}`,
        ],
      ],
    )
    console.log(`\ncontact messages stored: ${stored.rows[0].n}`)
  } finally {
    await pool.end()
    await server.stop()
    database.drop()
  }
}
