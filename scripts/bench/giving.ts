/**
 * Giving insight on PostgreSQL: each analytics report over 100,000 donations from 5,000
 * donors (two years, tagged, some in campaigns, some anonymous), and the year-end statements
 * of all 5,000 donors made as one ZIP. `npm run bench giving` runs only this section.
 */
import pg from 'pg'

import { adminToken, createBenchDatabase, printTable, startProductionServer } from './server'

const PORT = Number(process.env.BENCH_GIVING_PORT || 3904)
const DONATIONS = 100_000
const DONORS = 5_000
const REPORTS = ['trends', 'retention', 'campaigns', 'seasons', 'attribution'] as const
const RUNS = 20
const WARM_UP = 3

async function fill(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(
      `INSERT INTO donors (name, email, address)
       SELECT 'Donor ' || i, 'donor' || i || '@bench.example',
              (100 + i) || ' Elm St' || chr(10) || 'Dallas, TX 75201'
       FROM generate_series(1, $1) AS i`,
      [DONORS],
    )
    await client.query(
      `INSERT INTO donations (amount_cents, donation_type, frequency, campaign, donor_id,
                              donor_name, anonymous, transaction_id, donated_at,
                              utm_source, utm_medium, utm_campaign, utm_content)
       SELECT 500 + (i * 37) % 50000,
              (ARRAY['general','tithes','missions','building','youth','outreach'])[1 + i % 6]::enum_donations_donation_type,
              (ARRAY['one_time','weekly','monthly','yearly'])[1 + i % 4]::enum_donations_frequency,
              (ARRAY[NULL, NULL, 'Year-End Giving', 'Building Forward', NULL, 'Easter'])[1 + i % 6],
              d.id, CASE WHEN i % 9 = 4 THEN NULL ELSE d.name END, i % 9 = 4,
              'bench-' || i, date_trunc('day', now()) - (i % 730) * interval '1 day' + (i % 24) * interval '1 hour',
              CASE WHEN i % 5 = 0 THEN NULL ELSE 'church_website' END,
              (ARRAY[NULL, 'quick_donation_button', 'giving_page', 'quick_donation_button', 'giving_page'])[1 + i % 5],
              NULL,
              (ARRAY[NULL, 'header_button', 'fund_card', 'home_banner', 'quick_give'])[1 + i % 5]
       FROM generate_series(1, $1) AS i
       JOIN donors d ON d.id = (SELECT min(id) FROM donors) + i % $2`,
      [DONATIONS, DONORS],
    )
    await client.query('ANALYZE')
  } finally {
    await client.end()
  }
}

export default async function run() {
  const database = createBenchDatabase('giving')
  const server = await startProductionServer(PORT, {
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
  }).catch((error) => {
    database.drop()
    throw error
  })
  try {
    await fill(database.url)
    const url = server.url
    const token = await adminToken(url)
    const get = (path: string) =>
      fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } })

    const rows: (string | number)[][] = []
    for (const report of REPORTS) {
      const times: number[] = []
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        const started = performance.now()
        const res = await get(`/api/donations/analytics/${report}`)
        if (res.status !== 200) throw new Error(`${report}: ${res.status} ${await res.text()}`)
        await res.json()
        if (i >= WARM_UP) times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      rows.push([
        `GET /api/donations/analytics/${report} (last 12 months)`,
        times[Math.floor(RUNS / 2)].toFixed(1),
        times[RUNS - 1].toFixed(1),
        times[RUNS - 1] <= 100 ? 'yes' : 'NO',
      ])
    }

    const year = new Date().getUTCFullYear() - 1
    const started = performance.now()
    const res = await get(`/api/donations/statements?year=${year}`)
    if (res.status !== 200) throw new Error(`statements: ${res.status} ${await res.text()}`)
    const bytes = (await res.arrayBuffer()).byteLength
    const seconds = (performance.now() - started) / 1000
    const count = Number(res.headers.get('x-statement-count'))
    if (count !== DONORS) throw new Error(`expected ${DONORS} statements, got ${count}`)

    console.log(
      `PostgreSQL, production build (${process.env.NEXT_DIST_DIR || '.next-api'}), ${DONATIONS.toLocaleString('en-US')} donations from ${DONORS.toLocaleString('en-US')} donors, ${RUNS} sequential calls per report after ${WARM_UP} warm-up calls\n`,
    )
    printTable(['analytics report', 'p50 ms', 'slowest ms', '≤ 100 ms'], rows)
    console.log('')
    printTable(
      ['statements', 'count', 'seconds', 'statements/s', 'ZIP MB', '≥ 50/s'],
      [
        [
          `GET /api/donations/statements?year=${year} (one ZIP)`,
          count,
          seconds.toFixed(1),
          (count / seconds).toFixed(0),
          (bytes / 1024 / 1024).toFixed(1),
          count / seconds >= 50 ? 'yes' : 'NO',
        ],
      ],
    )
  } finally {
    await server.stop()
    database.drop()
  }
}
