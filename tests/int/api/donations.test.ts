import * as donations from '@/app/api/donations/route'
import * as donors from '@/app/api/donations/donors/route'
import * as exportCsv from '@/app/api/donations/export/route'
import * as stats from '@/app/api/donations/stats/route'
import * as webhook from '@/app/api/donations/webhook/route'
import * as dashboard from '@/app/api/admin/dashboard/stats/route'
import * as givingSettings from '@/app/api/admin/giving-settings/route'
import { csvCell } from '@/server/api/donations'
import { signDonationPayload } from '@/server/api/webhookSignature'

import { signIn, testPayload, unique } from '../helpers'
import { call } from './request'

const SECRET = 'test-webhook-secret'
let token: string

beforeAll(async () => {
  process.env.DONATIONS_WEBHOOK_SECRET = SECRET
  token = (await signIn(await testPayload())).token
})

function gift(overrides: Record<string, unknown> = {}) {
  return {
    transaction_id: unique('txn'),
    amount_cents: 2500,
    donation_type: 'missions',
    frequency: 'monthly',
    campaign: 'Christmas 2026',
    donated_at: new Date().toISOString(),
    donor: { name: 'Lydia Purple', email: `${unique('lydia')}@example.org` },
    ...overrides,
  }
}

function deliver(body: unknown, options: { secret?: string; at?: number; raw?: string } = {}) {
  const raw = options.raw ?? JSON.stringify(body)
  const at = options.at ?? Math.floor(Date.now() / 1000)
  return call(webhook.POST, '/api/donations/webhook', {
    method: 'POST',
    rawBody: raw,
    headers: {
      'content-type': 'application/json',
      'x-donation-signature': signDonationPayload(options.secret ?? SECRET, raw, at),
    },
  })
}

describe('POST /api/donations/webhook', () => {
  it('stores a signed gift once, however often it is delivered', async () => {
    const payload = await testPayload()
    const body = gift()
    const first = await deliver(body)
    expect(first.status).toBe(201)
    expect(first.json).toMatchObject({ success: true, duplicate: false })
    const again = await deliver(body)
    expect(again.status).toBe(200)
    expect(again.json).toMatchObject({ success: true, duplicate: true, id: first.json.id })
    const racing = await Promise.all([
      deliver(gift({ transaction_id: body.transaction_id })),
      deliver(body),
    ])
    expect(racing.every((r) => r.status === 200)).toBe(true)
    const { totalDocs } = await payload.count({
      collection: 'donations',
      where: { transaction_id: { equals: body.transaction_id } },
    })
    expect(totalDocs).toBe(1)
  })

  it('creates the donor once by email and updates the name', async () => {
    const payload = await testPayload()
    const email = `${unique('giver')}@example.org`
    await deliver(gift({ donor: { name: 'Old Name', email } }))
    await deliver(gift({ donor: { name: 'New Name', email: email.toUpperCase() } }))
    const { docs } = await payload.find({
      collection: 'donors',
      where: { email: { equals: email } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].name).toBe('New Name')
  })

  it('refuses a bad signature, another secret and an old timestamp (401)', async () => {
    const body = gift()
    const raw = JSON.stringify(body)
    const tampered = await call(webhook.POST, '/api/donations/webhook', {
      method: 'POST',
      rawBody: raw.replace('2500', '250000'),
      headers: {
        'content-type': 'application/json',
        'x-donation-signature': signDonationPayload(SECRET, raw, Math.floor(Date.now() / 1000)),
      },
    })
    expect(tampered.status).toBe(401)
    expect((await deliver(body, { secret: 'someone-else' })).status).toBe(401)
    const old = await deliver(body, { at: Math.floor(Date.now() / 1000) - 301 })
    expect(old.status).toBe(401)
    expect(old.json.detail).toMatch(/5-minute/)
    const unsigned = await call(webhook.POST, '/api/donations/webhook', { body })
    expect(unsigned.status).toBe(401)
  })

  it('answers 422 for a signed but invalid gift, and 503 without a configured secret', async () => {
    expect((await deliver(gift({ amount_cents: 12.5 }))).status).toBe(422)
    expect((await deliver(gift({ donation_type: 'candy' }))).status).toBe(422)
    expect((await deliver(null, { raw: '{not json' })).status).toBe(400)
    delete process.env.DONATIONS_WEBHOOK_SECRET
    try {
      expect((await deliver(gift())).status).toBe(503)
    } finally {
      process.env.DONATIONS_WEBHOOK_SECRET = SECRET
    }
  })
})

describe('donation figures', () => {
  it('computes totals, this month (Dallas time) and types by amount', async () => {
    const before = (await call(stats.GET, '/api/donations/stats', { token })).json
    const longAgo = new Date(Date.now() - 70 * 24 * 3600 * 1000).toISOString()
    await deliver(gift({ amount_cents: 1001, donation_type: 'youth' }))
    await deliver(gift({ amount_cents: 2002, donation_type: 'youth', donated_at: longAgo }))
    const after = (await call(stats.GET, '/api/donations/stats', { token })).json
    expect(after.total_donations - before.total_donations).toBe(2)
    expect(Math.round((after.total_amount - before.total_amount) * 100)).toBe(3003)
    expect(after.this_month_donations - before.this_month_donations).toBe(1)
    expect(Math.round((after.this_month_amount - before.this_month_amount) * 100)).toBe(1001)
    expect(after.average_gift).toBe(
      Math.round((after.total_amount * 100) / after.total_donations) / 100,
    )
    const amounts = after.top_donation_types.map((t: { amount: number }) => t.amount)
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
    const youth = after.top_donation_types.find((t: { type: string }) => t.type === 'youth')
    expect(youth.count).toBeGreaterThanOrEqual(2)
  })

  it('lists recent donations newest first with donor info, limited', async () => {
    const anonymous = gift({ anonymous: true, amount_cents: 777 })
    await deliver(gift())
    await deliver(anonymous)
    const list = (await call(donations.GET, '/api/donations?limit=2', { token })).json
    expect(list).toHaveLength(2)
    expect(Object.keys(list[0]).sort()).toEqual(
      ['amount', 'campaign', 'created_at', 'donation_type', 'donor_info', 'frequency', 'id'].sort(),
    )
    const dates = list.map((d: { created_at: string }) => d.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const all = (await call(donations.GET, '/api/donations?limit=500', { token })).json
    const anon = all.find((d: { amount: number }) => d.amount === 7.77)
    expect(anon.donor_info.name).toBeNull()
    expect((await call(donations.GET, '/api/donations?limit=abc', { token })).status).toBe(422)
  })

  it('lists donors by total amount with first and last gift dates', async () => {
    const email = `${unique('major')}@example.org`
    await deliver(gift({ amount_cents: 99_999_00, donor: { name: 'Major Giver', email } }))
    await deliver(gift({ amount_cents: 1_00, donor: { name: 'Major Giver', email } }))
    const list = (await call(donors.GET, '/api/donations/donors', { token })).json
    expect(list.length).toBeLessThanOrEqual(20)
    expect(list[0]).toMatchObject({
      name: 'Major Giver',
      email,
      total_amount: 100000,
      total_donations: 2,
    })
    expect(list[0].first_donation_date <= list[0].last_donation_date).toBe(true)
    const totals = list.map((d: { total_amount: number }) => d.total_amount)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
  })

  it('exports every donation as CSV, newest first, with formula cells neutralised', async () => {
    await deliver(gift({ campaign: '=HYPERLINK("http://evil")', amount_cents: 4242 }))
    const payload = await testPayload()
    const { totalDocs } = await payload.count({ collection: 'donations' })
    const res = await call(exportCsv.GET, '/api/donations/export', { token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="donations-/)
    const lines = res.text.trim().split('\r\n')
    expect(lines[0]).toBe(
      'id,donated_at,amount,donation_type,frequency,campaign,donor_name,donor_email,transaction_id',
    )
    expect(lines).toHaveLength(totalDocs + 1)
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@x')).toBe("'@x")
  })

  it('refuses every donation route without a token (401)', async () => {
    for (const handler of [stats.GET, donations.GET, donors.GET, exportCsv.GET]) {
      const res = await call(handler, '/api/donations')
      expect(res.status).toBe(401)
    }
  })
})

describe('GET /api/admin/dashboard/stats', () => {
  it('counts events, staff, prayers but spam, active subscribers, pending prayers and new messages', async () => {
    const payload = await testPayload()
    for (const status of ['pending', 'active', 'inactive'] as const) {
      await payload.create({
        collection: 'subscribers',
        data: { first_name: 'A', last_name: 'B', email: `${unique(status)}@example.org`, status },
      })
    }
    for (const status of ['pending', 'spam'] as const) {
      await payload.create({
        collection: 'prayer-requests',
        data: { name: 'N', subject: 'S', message: 'M', status },
      })
    }
    const res = await call(dashboard.GET, '/api/admin/dashboard/stats', { token })
    expect(res.status).toBe(200)
    const active = await payload.count({
      collection: 'subscribers',
      where: { status: { equals: 'active' } },
    })
    expect(active.totalDocs).toBeGreaterThan(0)
    const notSpam = await payload.count({
      collection: 'prayer-requests',
      where: { status: { not_equals: 'spam' } },
    })
    expect(notSpam.totalDocs).toBeLessThan(
      (await payload.count({ collection: 'prayer-requests' })).totalDocs,
    )
    expect(res.json).toEqual({
      total_events: (await payload.count({ collection: 'events' })).totalDocs,
      total_staff: (await payload.count({ collection: 'staff' })).totalDocs,
      total_prayer_requests: notSpam.totalDocs,
      total_newsletter_subscribers: active.totalDocs,
      pending_prayer_requests: (
        await payload.count({
          collection: 'prayer-requests',
          where: { status: { equals: 'pending' } },
        })
      ).totalDocs,
      new_contact_submissions: (
        await payload.count({
          collection: 'contact-submissions',
          where: { status: { equals: 'new' } },
        })
      ).totalDocs,
    })
  })
})

describe('GET /api/admin/giving-settings', () => {
  it("answers the provider's name and dashboard address, and nothing else of the settings", async () => {
    const payload = await testPayload()
    const stored = await payload.findGlobal({ slug: 'giving-settings' })
    await payload.updateGlobal({
      slug: 'giving-settings',
      data: { provider_name: 'Faithful Giving', dashboard_url: 'https://give.example.org/admin' },
    })
    try {
      const res = await call(givingSettings.GET, '/api/admin/giving-settings', { token })
      expect(res.status).toBe(200)
      expect(res.json).toEqual({
        provider_name: 'Faithful Giving',
        dashboard_url: 'https://give.example.org/admin',
        placeholder_funds: expect.any(Array),
      })
    } finally {
      await payload.updateGlobal({
        slug: 'giving-settings',
        data: { provider_name: stored.provider_name, dashboard_url: stored.dashboard_url },
      })
    }
  })

  it("names every fund while its form is the seed's example provider", async () => {
    const res = await call(givingSettings.GET, '/api/admin/giving-settings', { token })
    expect(res.status).toBe(200)
    expect(res.json.placeholder_funds).toEqual([
      'general',
      'tithes',
      'missions',
      'building',
      'youth',
      'outreach',
    ])
  })

  it('names only the funds still on the example provider once real forms are set', async () => {
    const payload = await testPayload()
    const stored = await payload.findGlobal({ slug: 'giving-settings' })
    await payload.updateGlobal({
      slug: 'giving-settings',
      data: {
        form_urls: {
          ...stored.form_urls,
          general: 'https://secure.faithfulgiving.org/grace/general',
          tithes: 'https://secure.faithfulgiving.org/grace/tithes',
          // Another host that merely starts like the example one is a real provider.
          youth: 'https://give.example.com.faithfulgiving.org/grace/youth',
        },
      },
    })
    try {
      const res = await call(givingSettings.GET, '/api/admin/giving-settings', { token })
      expect(res.status).toBe(200)
      expect(res.json.placeholder_funds).toEqual(['missions', 'building', 'outreach'])
    } finally {
      await payload.updateGlobal({
        slug: 'giving-settings',
        data: { form_urls: stored.form_urls },
      })
    }
  })

  it('refuses a request without a session (401)', async () => {
    const res = await call(givingSettings.GET, '/api/admin/giving-settings')
    expect(res.status).toBe(401)
    expect(res.json).toEqual({ detail: 'Not authenticated' })
  })
})
