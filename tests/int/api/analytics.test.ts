import * as analytics from '@/app/api/donations/analytics/[report]/route'
import * as webhook from '@/app/api/donations/webhook/route'
import { signDonationPayload } from '@/server/api/webhookSignature'

import { signIn, testPayload, unique } from '../helpers'
import { call } from './request'

/**
 * Every aggregate of the analytics API compared with the same figure computed here from the
 * same rows. The rows lie in 2031-2032, a period no other test writes to, and include gifts
 * on month, quarter and year edges in Dallas time (23:30 in Dallas is the next day in UTC).
 */

type Row = {
  utc: string
  /** Dallas calendar date and time of `utc`, written out by hand for the edge rows. */
  local: string
  cents: number
  frequency: 'one_time' | 'weekly' | 'monthly' | 'yearly'
  fund: 'general' | 'tithes' | 'missions' | 'building' | 'youth' | 'outreach'
  campaign?: string
  utm_content?: string
  utm_medium?: string
  donor: number | null
}

const dallas = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const localOf = (utc: string) => {
  const parts = Object.fromEntries(
    dallas.formatToParts(new Date(utc)).map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

const EDGES: Row[] = [
  // New Year's Eve, 23:30 in Dallas (CST, UTC-6): 05:30 UTC on January 1.
  edge('2032-01-01T05:30:00.000Z', '2031-12-31 23:30', 0),
  // A minute after midnight in Dallas on January 1: still in 2032.
  edge('2032-01-01T06:01:00.000Z', '2032-01-01 00:01', 1),
  // January 31, 23:30 CST: February 1 in UTC.
  edge('2032-02-01T05:30:00.000Z', '2032-01-31 23:30', 2),
  // March 31, 23:30 CDT (UTC-5): April 1 in UTC, a quarter edge in summer time.
  edge('2032-04-01T04:30:00.000Z', '2032-03-31 23:30', 3),
  // June 30, 23:30 CDT: July 1 in UTC.
  edge('2032-07-01T04:30:00.000Z', '2032-06-30 23:30', 0),
  // Saturday September 27 2031, 23:30 CDT: a Sunday in UTC.
  edge('2031-09-28T04:30:00.000Z', '2031-09-27 23:30', 1),
  // Tuesday September 30 2031, 23:30 CDT: October in UTC.
  edge('2031-10-01T04:30:00.000Z', '2031-09-30 23:30', 1),
  // The morning the clocks go back (November 2 2031, 01:30 CDT, then CST).
  edge('2031-11-02T06:30:00.000Z', '2031-11-02 01:30', 2),
]

function edge(utc: string, local: string, donor: number): Row {
  return { utc, local, cents: 12_345, frequency: 'one_time', fund: 'general', donor }
}

/** A fixed pseudo-random stream, so that a failure can be replayed. */
function generated(count: number): Row[] {
  let seed = 20311231
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  const start = Date.UTC(2031, 0, 1, 6)
  const span = Date.UTC(2033, 0, 1, 6) - start
  const funds = ['general', 'tithes', 'missions', 'building', 'youth', 'outreach'] as const
  const frequencies = ['one_time', 'weekly', 'monthly', 'yearly'] as const
  return Array.from({ length: count }, () => {
    const utc = new Date(start + Math.floor(next() * span)).toISOString()
    return {
      utc,
      local: localOf(utc),
      cents: 100 + Math.floor(next() * 50_000),
      frequency: frequencies[Math.floor(next() * 4)],
      fund: funds[Math.floor(next() * 6)],
      campaign:
        next() < 0.4 ? ['Easter', 'Building Forward', ''][Math.floor(next() * 3)] : undefined,
      utm_content:
        next() < 0.7 ? ['header_button', 'fund_card'][Math.floor(next() * 2)] : undefined,
      utm_medium: next() < 0.7 ? 'quick_donation_button' : undefined,
      donor: next() < 0.1 ? null : Math.floor(next() * 12),
    }
  })
}

const ROWS = [...EDGES, ...generated(220)]
const SOURCE = unique('analytics')
let token: string
let donorIds: number[]

beforeAll(async () => {
  const payload = await testPayload()
  token = (await signIn(payload)).token
  donorIds = []
  for (let i = 0; i < 12; i++) {
    const donor = await payload.create({
      collection: 'donors',
      data: { name: `Analytics Donor ${i}`, email: `${SOURCE}-${i}@example.org` },
    })
    donorIds.push(donor.id)
  }
  for (const [index, row] of ROWS.entries()) {
    await payload.create({
      collection: 'donations',
      data: {
        transaction_id: `${SOURCE}-${index}`,
        amount_cents: row.cents,
        donation_type: row.fund,
        frequency: row.frequency,
        campaign: row.campaign,
        utm_content: row.utm_content,
        utm_medium: row.utm_medium,
        donor: row.donor === null ? null : donorIds[row.donor],
        donated_at: row.utc,
      },
    })
  }
})

const report = async (name: string, query: string) => {
  const res = await call(analytics.GET, `/api/donations/analytics/${name}?${query}`, {
    token,
    params: { report: name },
  })
  expect(res.status).toBe(200)
  return res.json
}

const dollars = (cents: number) => Math.round(cents) / 100
const sum = (rows: Row[]) => rows.reduce((total, row) => total + row.cents, 0)
const monthOf = (row: Row) => row.local.slice(0, 7)
const inPeriod = (from: string, to: string) =>
  ROWS.filter((row) => monthOf(row) >= from && monthOf(row) <= to)

function groupBy<K>(rows: Row[], key: (row: Row) => K) {
  const groups = new Map<K, Row[]>()
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row])
  return groups
}

describe('the edge rows', () => {
  it('are written with the right Dallas time', () => {
    for (const row of EDGES) expect(localOf(row.utc)).toBe(row.local)
  })
})

describe('GET /api/donations/analytics/trends', () => {
  it('totals each Dallas month, one-time and recurring, beside the same month a year earlier', async () => {
    const body = await report('trends', 'from=2032-01&to=2032-12')
    expect(body.period).toEqual({ from: '2032-01', to: '2032-12' })
    expect(body.months).toHaveLength(12)
    for (const month of body.months) {
      const rows = ROWS.filter((row) => monthOf(row) === month.month)
      const before = ROWS.filter((row) => monthOf(row) === `2031-${month.month.slice(5, 7)}`)
      const oneTime = rows.filter((row) => row.frequency === 'one_time')
      expect(month).toEqual({
        month: month.month,
        amount: dollars(sum(rows)),
        count: rows.length,
        one_time_amount: dollars(sum(oneTime)),
        recurring_amount: dollars(sum(rows) - sum(oneTime)),
        previous_year_amount: dollars(sum(before)),
        previous_year_count: before.length,
      })
    }
    // The New Year's Eve gift is December's, the gift of January 31 at 23:30 January's.
    const december = ROWS.filter((row) => monthOf(row) === '2031-12')
    expect(december.some((row) => row.utc === '2032-01-01T05:30:00.000Z')).toBe(true)
    expect(body.months[11].previous_year_count).toBe(december.length)
  })
})

describe('GET /api/donations/analytics/retention', () => {
  it('counts new, returning and lapsed donors per Dallas quarter, and the retention rate', async () => {
    const body = await report('retention', 'from=2031-04&to=2032-12')
    const quarterOf = (row: Row) =>
      `${row.local.slice(0, 4)}-Q${Math.floor((Number(row.local.slice(5, 7)) - 1) / 3) + 1}`
    const named = ROWS.filter((row) => row.donor !== null)
    const donorsIn = (quarter: string) =>
      new Set(named.filter((row) => quarterOf(row) === quarter).map((row) => row.donor))
    const firstQuarter = new Map<number, string>()
    for (const row of [...named].sort((a, b) => a.utc.localeCompare(b.utc))) {
      if (!firstQuarter.has(row.donor!)) firstQuarter.set(row.donor!, quarterOf(row))
    }
    const quarters = ['2031-Q2', '2031-Q3', '2031-Q4', '2032-Q1', '2032-Q2', '2032-Q3', '2032-Q4']
    expect(body.quarters.map((q: { quarter: string }) => q.quarter)).toEqual(quarters)
    const previousOf = (quarter: string) => {
      const [year, q] = [Number(quarter.slice(0, 4)), Number(quarter.slice(6))]
      return q === 1 ? `${year - 1}-Q4` : `${year}-Q${q - 1}`
    }
    for (const row of body.quarters) {
      const now = donorsIn(row.quarter)
      const before = donorsIn(previousOf(row.quarter))
      const fresh = [...now].filter((donor) => firstQuarter.get(donor!) === row.quarter).length
      const retained = [...before].filter((donor) => now.has(donor)).length
      expect(row).toEqual({
        quarter: row.quarter,
        donors: now.size,
        new_donors: fresh,
        returning_donors: now.size - fresh,
        lapsed_donors: before.size - retained,
        retention_rate: before.size === 0 ? null : Math.round((retained / before.size) * 1e4) / 1e4,
      })
    }
    expect(body.quarters[0].new_donors).toBeGreaterThan(0)
  })
})

describe('GET /api/donations/analytics/campaigns', () => {
  it('gives each campaign its total, gifts, donors, average and first and last gift', async () => {
    const body = await report('campaigns', 'from=2031-01&to=2032-12')
    const groups = groupBy(inPeriod('2031-01', '2032-12'), (row) => row.campaign || 'unknown')
    expect(body.campaigns).toHaveLength(groups.size)
    for (const campaign of body.campaigns) {
      const rows = groups.get(campaign.campaign)!
      const instants = rows.map((row) => row.utc).sort()
      expect(campaign).toEqual({
        campaign: campaign.campaign,
        amount: dollars(sum(rows)),
        count: rows.length,
        donors: new Set(rows.filter((row) => row.donor !== null).map((row) => row.donor)).size,
        average_gift: dollars(sum(rows) / rows.length),
        first_gift: instants[0],
        last_gift: instants[instants.length - 1],
      })
    }
    const amounts = body.campaigns.map((c: { amount: number }) => c.amount)
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
  })
})

describe('GET /api/donations/analytics/seasons', () => {
  it('totals by month of the year and by weekday in Dallas time', async () => {
    const body = await report('seasons', 'from=2031-01&to=2032-12')
    const rows = inPeriod('2031-01', '2032-12')
    for (const month of body.months) {
      const mine = rows.filter((row) => Number(row.local.slice(5, 7)) === month.month)
      expect(month).toEqual({ month: month.month, amount: dollars(sum(mine)), count: mine.length })
    }
    const weekdayOf = (row: Row) => new Date(`${row.local.slice(0, 10)}T12:00:00Z`).getUTCDay()
    for (const day of body.weekdays) {
      const mine = rows.filter((row) => weekdayOf(row) === day.weekday)
      expect(day).toEqual({ weekday: day.weekday, amount: dollars(sum(mine)), count: mine.length })
    }
    expect(body.months).toHaveLength(12)
    expect(body.weekdays).toHaveLength(7)
  })

  it('puts a gift at 23:30 on Saturday in Dallas on Saturday, not on the UTC Sunday', async () => {
    const body = await report('seasons', 'from=2031-09&to=2031-09')
    const september = ROWS.filter((row) => monthOf(row) === '2031-09')
    const on = (weekday: number) =>
      september.filter(
        (row) => new Date(`${row.local.slice(0, 10)}T12:00:00Z`).getUTCDay() === weekday,
      )
    expect(on(6).some((row) => row.utc === '2031-09-28T04:30:00.000Z')).toBe(true)
    expect(on(2).some((row) => row.utc === '2031-10-01T04:30:00.000Z')).toBe(true)
    for (const weekday of [0, 2, 6]) {
      expect(body.weekdays[weekday]).toEqual({
        weekday,
        amount: dollars(sum(on(weekday))),
        count: on(weekday).length,
      })
    }
  })
})

describe('GET /api/donations/analytics/attribution', () => {
  it('totals by utm_content, utm_medium and fund, untagged gifts as unknown', async () => {
    const body = await report('attribution', 'from=2031-01&to=2032-12')
    const rows = inPeriod('2031-01', '2032-12')
    const expected = (key: (row: Row) => string) =>
      [...groupBy(rows, key).entries()]
        .map(([value, mine]) => ({ value, amount: dollars(sum(mine)), count: mine.length }))
        .sort((a, b) => b.amount - a.amount || a.value.localeCompare(b.value))
    expect(body.by_content).toEqual(expected((row) => row.utm_content || 'unknown'))
    expect(body.by_medium).toEqual(expected((row) => row.utm_medium || 'unknown'))
    expect(body.by_fund).toEqual(expected((row) => row.fund))
    expect(body.by_content.some((row: { value: string }) => row.value === 'unknown')).toBe(true)
  })
})

describe('the analytics API', () => {
  it('refuses without a session (401) and answers an unknown report 404', async () => {
    const anonymous = await call(analytics.GET, '/api/donations/analytics/trends', {
      params: { report: 'trends' },
    })
    expect(anonymous.status).toBe(401)
    expect(anonymous.json).toEqual({ detail: 'Not authenticated' })
    const unknown = await call(analytics.GET, '/api/donations/analytics/forecast', {
      token,
      params: { report: 'forecast' },
    })
    expect(unknown.status).toBe(404)
  })

  it('takes the last 12 Dallas months by default and refuses a bad period (422)', async () => {
    const body = await report('trends', '')
    expect(body.months).toHaveLength(12)
    const bad = await call(analytics.GET, '/api/donations/analytics/trends?from=2032-13', {
      token,
      params: { report: 'trends' },
    })
    expect(bad.status).toBe(422)
    expect(bad.json.errors[0].field).toBe('from')
    const reversed = await call(
      analytics.GET,
      '/api/donations/analytics/trends?from=2032-05&to=2032-01',
      { token, params: { report: 'trends' } },
    )
    expect(reversed.status).toBe(422)
  })
})

describe('the webhook', () => {
  it('stores the giving link’s UTM tags and the donor’s address', async () => {
    process.env.DONATIONS_WEBHOOK_SECRET = 'analytics-secret'
    const email = `${unique('utm')}@example.org`
    const body = {
      transaction_id: unique('txn'),
      amount_cents: 5000,
      donation_type: 'missions',
      donated_at: '2026-11-22T15:04:05Z',
      utm_source: 'church_website',
      utm_medium: 'quick_donation_button',
      utm_campaign: 'missions_giving',
      utm_content: 'header_button',
      donor: { name: 'Priscilla Tentmaker', email, address: '1 Corinth Way\nDallas, TX 75201' },
    }
    const raw = JSON.stringify(body)
    const res = await call(webhook.POST, '/api/donations/webhook', {
      method: 'POST',
      rawBody: raw,
      headers: {
        'content-type': 'application/json',
        'x-donation-signature': signDonationPayload(
          'analytics-secret',
          raw,
          Math.floor(Date.now() / 1000),
        ),
      },
    })
    expect(res.status).toBe(201)
    const payload = await testPayload()
    const gift = await payload.findByID({ collection: 'donations', id: res.json.id, depth: 1 })
    expect(gift).toMatchObject({
      utm_source: 'church_website',
      utm_medium: 'quick_donation_button',
      utm_campaign: 'missions_giving',
      utm_content: 'header_button',
      anonymous: false,
    })
    expect(gift.donor).toMatchObject({ email, address: '1 Corinth Way\nDallas, TX 75201' })
  })
})
