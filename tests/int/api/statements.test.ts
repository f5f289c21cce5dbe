import { unzipSync } from 'fflate'

import * as donorStatement from '@/app/api/donations/donors/[id]/statement/route'
import * as allStatements from '@/app/api/donations/statements/route'
import * as emailRoute from '@/app/api/donations/statements/email/route'
import { outbox } from '@/platform/payload/email'
import { emailStatements } from '@/server/statements/mail'
import { statementFileName } from '@/server/statements/pdf'
import { NO_GOODS_OR_SERVICES, type Statement } from '@/server/statements/query'

import { runDueJobs, signIn, testPayload, unique } from '../helpers'
import { pdfText } from '../helpers/pdfText'
import { call } from './request'

/**
 * Year-end contribution statements for 2043, a year no other test writes to: the gifts of a
 * Dallas calendar year (a gift at 23:30 on New Year's Eve in Dallas is the old year's), without
 * the anonymous ones.
 */

const YEAR = 2043
const TAG = unique('statement')
let token: string
let lydia: number
let silas: number

beforeAll(async () => {
  const payload = await testPayload()
  token = (await signIn(payload)).token
  await payload.updateGlobal({
    slug: 'church-info',
    data: {
      name: 'Grace Fellowship Baptist Church',
      tagline: 'A family of faith',
      mission: 'To glorify God',
      address: '4820 Camp Wisdom Road, Dallas, TX 75236',
      phone: '(214) 555-0161',
      email: 'info@gracefellowship-dallas.org',
      tax_note: 'Exempt under section 501(c)(3). EIN 75-0000000.',
    },
  })
  lydia = (
    await payload.create({
      collection: 'donors',
      data: {
        name: 'Lydia Purple',
        email: `${TAG}-lydia@example.org`,
        address: '12 Thyatira Lane\nDallas, TX 75201',
      },
    })
  ).id
  silas = (
    await payload.create({
      collection: 'donors',
      data: { name: 'Silas Companion', email: `${TAG}-silas@example.org` },
    })
  ).id
  const gifts: [number, string, number, string, boolean][] = [
    // 23:30 on December 31 2042 in Dallas: a 2042 gift, not on the 2043 statement.
    [lydia, '2043-01-01T05:30:00.000Z', 99_900, 'general', false],
    [lydia, '2043-01-01T06:30:00.000Z', 25_000, 'tithes', false],
    [lydia, '2043-06-15T15:00:00.000Z', 12_550, 'missions', false],
    [lydia, '2043-08-01T15:00:00.000Z', 7_000, 'youth', true],
    // 23:30 on December 31 2043 in Dallas: still a 2043 gift.
    [lydia, '2044-01-01T05:30:00.000Z', 30_000, 'building', false],
    [silas, '2043-03-03T15:00:00.000Z', 5_000, 'general', false],
  ]
  for (const [index, [donor, at, cents, fund, anonymous]] of gifts.entries()) {
    await payload.create({
      collection: 'donations',
      data: {
        transaction_id: `${TAG}-${index}`,
        amount_cents: cents,
        donation_type: fund as 'general',
        frequency: 'one_time',
        donor,
        donor_name: anonymous ? null : 'Lydia Purple',
        anonymous,
        donated_at: at,
      },
    })
  }
})

describe('GET /api/donations/donors/{id}/statement', () => {
  it("holds the church, the donor, each named gift of the Dallas year and the year's total", async () => {
    const res = await call(
      donorStatement.GET,
      `/api/donations/donors/${lydia}/statement?year=${YEAR}`,
      {
        token,
        params: { id: String(lydia) },
      },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toContain(`statement-${YEAR}-lydia-purple-`)
    const raw = await (
      await donorStatement.GET(
        new Request(`http://localhost/api/donations/donors/${lydia}/statement?year=${YEAR}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
        { params: Promise.resolve({ id: String(lydia) }) } as never,
      )
    ).arrayBuffer()
    const text = (await pdfText(new Uint8Array(raw))).join('\n')
    expect(text).toContain('Grace Fellowship Baptist Church')
    expect(text).toContain('4820 Camp Wisdom Road, Dallas, TX 75236')
    expect(text).toContain('EIN 75-0000000')
    expect(text).toContain(`Contribution Statement ${YEAR}`)
    expect(text).toContain('Lydia Purple')
    expect(text).toContain('12 Thyatira Lane')
    expect(text).toContain('January 1, 2043 Tithes & Offerings $250.00')
    expect(text).toContain('June 15, 2043 Missions $125.50')
    expect(text).toContain('December 31, 2043 Building Fund $300.00')
    expect(text).toContain(`Total for ${YEAR} $675.50`)
    expect(text).toContain(NO_GOODS_OR_SERVICES)
    // The 2042 New Year's Eve gift and the anonymous gift are not on it.
    expect(text).not.toContain('$999.00')
    expect(text).not.toContain('$70.00')
  })

  it('answers 404 for a donor without gifts that year, 422 without a year, 401 without a session', async () => {
    const none = await call(
      donorStatement.GET,
      `/api/donations/donors/${lydia}/statement?year=2041`,
      {
        token,
        params: { id: String(lydia) },
      },
    )
    expect(none.status).toBe(404)
    const noYear = await call(donorStatement.GET, `/api/donations/donors/${lydia}/statement`, {
      token,
      params: { id: String(lydia) },
    })
    expect(noYear.status).toBe(422)
    const anonymous = await call(
      donorStatement.GET,
      `/api/donations/donors/${lydia}/statement?year=${YEAR}`,
      { params: { id: String(lydia) } },
    )
    expect(anonymous.status).toBe(401)
  })
})

describe('GET /api/donations/statements', () => {
  it('zips one statement per donor with named gifts that year', async () => {
    const res = await allStatements.GET(
      new Request(`http://localhost/api/donations/statements?year=${YEAR}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
      { params: Promise.resolve({}) } as never,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const names = Object.keys(files).sort()
    expect(names).toEqual([
      `statement-${YEAR}-lydia-purple-${lydia}.pdf`,
      `statement-${YEAR}-silas-companion-${silas}.pdf`,
    ])
    const silasText = (await pdfText(files[names[1]])).join('\n')
    expect(silasText).toContain('March 3, 2043 General Fund $50.00')
    expect(silasText).toContain(`Total for ${YEAR} $50.00`)
  })
})

describe('statement file names', () => {
  it("are made from the donor's name as the site makes slugs, accents and apostrophes included", () => {
    const named = (name: string | null) =>
      statementFileName({
        year: YEAR,
        donor: { id: 7, name, email: null, address: null },
        gifts: [],
        total_cents: 0,
      } satisfies Statement)
    expect(named('José María O’Brien')).toBe(`statement-${YEAR}-jose-maria-obrien-7.pdf`)
    expect(named('Ruth & Boaz')).toBe(`statement-${YEAR}-ruth-and-boaz-7.pdf`)
    expect(named(null)).toBe(`statement-${YEAR}-donor-7.pdf`)
    expect(named('張偉')).toBe(`statement-${YEAR}-donor-7.pdf`)
  })
})

describe('emailing statements', () => {
  it('queues each donor once per year, again only when asked, through the mail queue', async () => {
    const payload = await testPayload()
    const first = await emailStatements(payload, YEAR, false)
    await runDueJobs(payload)
    expect(first).toEqual({ year: YEAR, queued: 2, already_sent: 0 })
    const sent = outbox.filter((message) => String(message.to).startsWith(TAG))
    expect(sent.map((message) => message.to).sort()).toEqual([
      `${TAG}-lydia@example.org`,
      `${TAG}-silas@example.org`,
    ])
    const letter = sent.find((message) => String(message.to).includes('lydia'))!
    expect(letter.subject).toBe(
      `Your ${YEAR} contribution statement from Grace Fellowship Baptist Church`,
    )
    expect(letter.text).toContain('Total for 2043: $675.50')
    expect(letter.text).toContain(NO_GOODS_OR_SERVICES)

    const again = await call(emailRoute.POST, '/api/donations/statements/email', {
      token,
      body: { year: YEAR },
    })
    expect(again.status).toBe(200)
    expect(again.json).toEqual({ year: YEAR, queued: 0, already_sent: 2 })

    const resend = await emailStatements(payload, YEAR, true)
    await runDueJobs(payload)
    expect(resend).toEqual({ year: YEAR, queued: 2, already_sent: 0 })
    expect(outbox.filter((message) => String(message.to).startsWith(TAG))).toHaveLength(4)
    const { totalDocs } = await payload.count({
      collection: 'statement-deliveries',
      where: { year: { equals: YEAR } },
    })
    expect(totalDocs).toBe(2)
  })

  it('refuses a bad year (422)', async () => {
    const res = await call(emailRoute.POST, '/api/donations/statements/email', {
      token,
      body: { year: 'last' },
    })
    expect(res.status).toBe(422)
  })
})
