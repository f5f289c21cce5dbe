/**
 * Every field limit of the product, written once: the collections' `maxLength`, the request
 * schemas, and the forms' `maxLength` attributes all read them here. Plain data, safe in any
 * bundle (the footer's newsletter form reads it without loading a validation library).
 */

/** Limits shared by the visitor's forms (contract: name 120, email 254, phone 40, ...). */
const person = { name: 120, email: 254, phone: 40, subject: 200, message: 5000 } as const

/** A stored link: an http(s) URL or a server-relative /media/... path. */
const LINK = 1000
const LONG_TEXT = 5000

export const LIMITS = {
  contact: person,
  prayer: person,
  /** What the prayer team writes for the prayer wall: its own text, and a praise note. */
  prayerWall: { public_message: person.message, praise_note: 1000 },
  subscriber: { first_name: 120, last_name: 120, email: person.email },
  /** A newsletter's subject line and the preview text mail programs show beside it. */
  newsletter: { subject: 150, preview_text: 200 },
  staff: { name: 120, title: 120, bio: LONG_TEXT, photo: LINK, phone: person.phone },
  event: { title: 200, time: 60, location: 200, description: LONG_TEXT },
  /** An event's registrations: a party of 1 to 10 people, an event's capacity in people. */
  registration: {
    name: person.name,
    email: person.email,
    phone: person.phone,
    notes: 1000,
    party_size: { min: 1, max: 10 },
    capacity: { min: 1, max: 100_000 },
  },
  ministry: { name: 120, description: LONG_TEXT, leader: 120, meeting_time: 120 },
  sermon: { title: 200, preacher: 120, scripture: 200, summary: LONG_TEXT, audio_url: LINK },
  gallery: { src: LINK, alt: 500, title: 200, description: 2000 },
  churchInfo: { name: 200, tagline: 300, mission: 2000, address: 300, phone: person.phone },
  churchHistory: { founder_name: 200, year: 20, event: 1000, founding: { min: 1600, max: 3000 } },
  serviceTime: { day: 40, time: 40, service: 120, note: 200 },
  donation: { campaign: 200, donor_name: 200, transaction_id: 200, utm: 200 },
  donor: { name: 200, address: 500 },
  /** Year-end contribution statements: the tax note printed under the church's address. */
  statement: { tax_note: 1000, first_year: 2000, last_year: 2999 },
  /** Giving analytics: the longest period one request may cover. */
  analytics: { max_months: 60 },
  givingSettings: { provider_name: 120, phone: person.phone },
  legal: { text: 50_000 },
  media: { alt: 500 },
  user: { username: 120, full_name: 120, password: { min: 6, max: 1000 } },
  /** Manual ordering of staff and ministries. */
  sortOrder: { min: -1_000_000, max: 1_000_000 },
} as const

/**
 * The prayer wall (docs/api.md, "Prayer wall"): how long a request stays on it, how long an
 * answered one shows as "Answered", when its requester hears how many prayed, how many
 * requests a page shows, and how many "I prayed" presses one address may make.
 */
export const PRAYER_WALL = {
  /** Days a request stays on the wall, counted in Dallas from the day it went up. */
  days: 30,
  /** Days a completed request with a praise note shows as "Answered". */
  answeredDays: 7,
  /** Days after going up that the requester is told how many prayed. */
  noteAfterDays: 7,
  /** Requests per page of /prayer-wall and GET /api/prayer-wall. */
  pageSize: 20,
  /** "I prayed" presses per address in 10 minutes. */
  pressesPer10Minutes: 60,
} as const

/**
 * The office's list of newsletter subscribers (GET /api/newsletter/subscribers): the most rows
 * one request may ask for (also the default), and the rows the CSV export reads at a time.
 */
export const SUBSCRIBER_LIST = { max: 500, exportBatch: 500 } as const

/** Spec §9: uploads of images up to 5 MB (5242880 bytes). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** Uploaded recordings (sermons) up to 200 MB. */
export const MAX_AUDIO_BYTES = 200 * 1024 * 1024

/** Images up to 60 megapixels: a phone's 48 MP photo passes, a decompression bomb does not. */
export const MAX_IMAGE_PIXELS = 60_000_000

/** A calendar date as the church keeps it: `YYYY-MM-DD`, a real day. */
export function isCalendarDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value
  )
}
