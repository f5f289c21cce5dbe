import {
  addDays,
  churchDate,
  onOrAfter,
  startOfChurchDay,
  SUNDAY,
  thanksgiving,
} from '../../lib/churchClock'
import type { DonationFrequency, DonationType } from '../../lib/contract/values'

/**
 * Two years of demo giving, as a congregation of this size gives: a few households tithe every
 * Sunday and more give monthly, fewer in the summer and more in December; the special
 * offerings come in their seasons (the Easter offering for North American missions, youth camp
 * in the spring, the Thanksgiving dinner, the Christmas offering for international missions,
 * year-end gifts); and last year's "Building Forward" campaign raised the fellowship hall's new
 * roof. Deterministic: the same day seeds the same gifts.
 */

/** The households that give, with their addresses (the statements' mailing lines). */
const HOUSEHOLDS = [
  ['Robert & Linda Johnson', '1214 Elm St'],
  ['Keisha Williams', '3307 Oak Lawn Ave'],
  ['Carlos & Sofia Garcia', '618 Swiss Ave'],
  ['Mary Davis', '4410 Gaston Ave'],
  ['James Brown', '2925 Lemmon Ave'],
  ['Andre & Naomi Jackson', '1771 Ross Ave'],
  ['Patricia Moore', '905 Bishop Ave'],
  ['Thomas Harris', '5120 Camp Wisdom Rd'],
  ['Grace Thompson', '742 Kiest Blvd'],
  ['Daniel & Ruth Robinson', '3619 Wheatland Rd'],
  ['Elizabeth Lewis', '2208 Red Bird Ln'],
  ['Marcus Walker', '1450 Polk St'],
  ['William & Barbara Young', '880 Hampton Rd'],
  ['Michael Anderson', '4031 Duncanville Rd'],
  ['John Martin', '615 Beckley Ave'],
] as const

export function demoDonors() {
  return HOUSEHOLDS.map(([name, street], i) => ({
    name,
    email: `${name.split(' ')[0].toLowerCase()}.${name.split(' ').at(-1)!.toLowerCase()}@example.net`,
    address: `${street}\nDallas, TX 752${String(16 + (i % 20)).padStart(2, '0')}`,
  }))
}

export type DemoDonation = {
  transaction_id: string
  amount_cents: number
  donation_type: DonationType
  frequency: DonationFrequency
  campaign?: string
  anonymous: boolean
  /** Index into `demoDonors()`; null for a gift with no donor on record. */
  donorIndex: number | null
  donated_at: string
  utm_source?: string
  utm_medium?: string
  utm_content?: string
  utm_campaign?: string
}

type Gift = Omit<DemoDonation, 'transaction_id' | 'donated_at' | 'anonymous'> & {
  date: string
  anonymous?: boolean
}

/** Where on the site a gift started (spec §7 giving links). */
const FROM_FUND_CARD = { utm_medium: 'giving_page', utm_content: 'fund_card' }
const FROM_HOME_BANNER = { utm_medium: 'quick_donation_button', utm_content: 'home_banner' }
const FROM_HEADER = { utm_medium: 'quick_donation_button', utm_content: 'header_button' }

/** The western date of Easter Sunday (the anonymous Gregorian computus). */
export function easter(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** A small seeded generator, so that the same day always seeds the same gifts. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 4294967296
  }
}

const month = (date: string) => Number(date.slice(5, 7))
const round = (cents: number, step = 500) => Math.max(step, Math.round(cents / step) * step)

/** Weekly tithes: two households give every Sunday they are in town. */
function weeklyTithes(sundays: string[], random: () => number): Gift[] {
  const tithers = [
    { donorIndex: 0, amount: 12000 },
    { donorIndex: 2, amount: 8500 },
  ]
  return tithers.flatMap(({ donorIndex, amount }) =>
    sundays
      // Away more often in the summer.
      .filter((date) => random() < ([6, 7, 8].includes(month(date)) ? 0.65 : 0.9))
      .map((date) => ({
        date,
        donorIndex,
        amount_cents: amount,
        donation_type: 'tithes' as const,
        frequency: 'weekly' as const,
        utm_source: 'church_website',
        ...FROM_FUND_CARD,
        utm_campaign: 'tithes_giving',
      })),
  )
}

/** Monthly gifts on the first Sunday, a little more in December. */
function monthlyGifts(sundays: string[]): Gift[] {
  const givers: { donorIndex: number; amount: number; fund: DonationType }[] = [
    { donorIndex: 1, amount: 40000, fund: 'tithes' },
    { donorIndex: 3, amount: 15000, fund: 'tithes' },
    { donorIndex: 5, amount: 25000, fund: 'general' },
    { donorIndex: 8, amount: 7500, fund: 'general' },
    { donorIndex: 9, amount: 30000, fund: 'tithes' },
    { donorIndex: 12, amount: 10000, fund: 'missions' },
  ]
  const firstSundays = sundays.filter((date) => Number(date.slice(8)) <= 7)
  return givers.flatMap(({ donorIndex, amount, fund }) =>
    firstSundays.map((date) => ({
      date,
      donorIndex,
      amount_cents: month(date) === 12 ? round(amount * 1.5) : amount,
      donation_type: fund,
      frequency: 'monthly' as const,
      utm_source: 'church_website',
      ...FROM_FUND_CARD,
      utm_campaign: `${fund}_giving`,
    })),
  )
}

/** One season's offering: some households give once, in the days before `day`. */
function offering(
  day: string,
  random: () => number,
  {
    fund,
    campaign,
    donors,
    amounts,
    source,
  }: {
    fund: DonationType
    campaign?: string
    donors: (number | null)[]
    amounts: number[]
    source: Record<string, string> | null
  },
): Gift[] {
  return donors.map((donorIndex, i) => ({
    date: addDays(day, -Math.floor(random() * 14)),
    donorIndex,
    amount_cents: round(amounts[i % amounts.length] * (0.8 + random() * 0.5)),
    donation_type: fund,
    frequency: 'one_time' as const,
    campaign,
    anonymous: donorIndex !== null && random() < 0.15,
    ...(source ? { utm_source: 'church_website', ...source, utm_campaign: `${fund}_giving` } : {}),
  }))
}

/** The seasons' offerings of one year. */
function seasonalGifts(year: number, random: () => number): Gift[] {
  return [
    ...offering(easter(year), random, {
      fund: 'missions',
      campaign: 'Easter Offering',
      donors: [0, 3, 4, 6, 10, 13, null],
      amounts: [15000, 5000, 25000],
      source: FROM_HOME_BANNER,
    }),
    ...offering(`${year}-05-31`, random, {
      fund: 'youth',
      campaign: 'Youth Camp',
      donors: [2, 7, 11, 14, 5],
      amounts: [15000, 10000, 25000],
      source: FROM_FUND_CARD,
    }),
    ...offering(thanksgiving(year), random, {
      fund: 'outreach',
      campaign: 'Thanksgiving Dinner',
      donors: [1, 4, 6, 9, 11, null],
      amounts: [10000, 20000, 5000],
      source: FROM_HEADER,
    }),
    ...offering(`${year}-12-24`, random, {
      fund: 'missions',
      campaign: 'Christmas Offering',
      donors: [0, 1, 3, 5, 7, 9, 10, 12, 13],
      amounts: [25000, 50000, 10000],
      source: FROM_HOME_BANNER,
    }),
    ...offering(`${year}-12-31`, random, {
      fund: 'general',
      campaign: 'Year-End Giving',
      donors: [1, 2, 4, 8, 9, 12, 14],
      amounts: [50000, 25000, 100000],
      source: null,
    }),
  ]
}

/** Last year's building campaign: pledges paid each quarter, and a few large gifts. */
function buildingCampaign(year: number, random: () => number): Gift[] {
  const quarters = [`${year}-03-15`, `${year}-06-15`, `${year}-09-15`]
  const pledges = [
    { donorIndex: 0, amount: 60000 },
    { donorIndex: 5, amount: 100000 },
    { donorIndex: 9, amount: 75000 },
    { donorIndex: 12, amount: 50000 },
    { donorIndex: 6, amount: 25000 },
  ]
  const paid = quarters.flatMap((quarter) =>
    pledges.map(({ donorIndex, amount }) => ({
      date: onOrAfter(addDays(quarter, Math.floor(random() * 10)), SUNDAY),
      donorIndex,
      amount_cents: amount,
      donation_type: 'building' as const,
      frequency: 'one_time' as const,
      campaign: 'Building Forward',
      utm_source: 'church_website',
      ...FROM_HOME_BANNER,
      utm_campaign: 'building_giving',
    })),
  )
  return [
    ...paid,
    ...offering(`${year}-10-04`, random, {
      fund: 'building',
      campaign: 'Building Forward',
      donors: [1, 3, 13, null],
      amounts: [250000, 50000, 100000],
      source: FROM_FUND_CARD,
    }),
  ]
}

/** The gifts of the two years up to `now`, oldest first. */
export function demoDonations(now = new Date()): DemoDonation[] {
  const today = churchDate(now)
  const random = seeded(Number(today.slice(0, 4)))
  const start = addDays(today, -730)
  const sundays: string[] = []
  for (let day = onOrAfter(start, SUNDAY); day <= today; day = addDays(day, 7)) sundays.push(day)
  const year = Number(today.slice(0, 4))

  const gifts = [
    ...weeklyTithes(sundays, random),
    ...monthlyGifts(sundays),
    ...[year - 2, year - 1, year].flatMap((y) => seasonalGifts(y, random)),
    ...buildingCampaign(year - 1, random),
  ].filter((gift) => gift.date >= start && gift.date <= today)

  return gifts
    .sort((a, b) => a.date.localeCompare(b.date) || (a.donorIndex ?? -1) - (b.donorIndex ?? -1))
    .map(({ date, anonymous = false, ...gift }, i) => {
      const at = new Date(startOfChurchDay(date).getTime() + (9 + (i % 9)) * 3_600_000)
      return {
        ...gift,
        transaction_id: `demo-${String(i + 1).padStart(4, '0')}`,
        anonymous,
        donated_at: (at > now ? now : at).toISOString(),
      }
    })
}
