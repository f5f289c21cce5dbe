import { z } from 'zod/mini'

import {
  flag,
  oneOf,
  optionalDate,
  optionalEmail,
  optionalLink,
  optionalSortOrder,
  optionalText,
  requiredDate,
  requiredEmail,
  requiredLink,
  requiredText,
} from '../fields'
import { churchInstant } from '../../churchClock'
import { isCalendarDate, LIMITS } from '../limits'
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES, valuesOf } from '../values'
import { blankAsMissing, wholeNumberOrNone } from './helpers'

/** Content entities (the admin's content screens and their /api routes) and the church settings. */

// Content entities (spec §5: required fields).

const { staff, event, ministry, sermon, gallery } = LIMITS

export const staffBody = z.object({
  name: requiredText('Name', staff.name),
  title: requiredText('Title', staff.title),
  bio: requiredText('Bio', staff.bio),
  photo: optionalLink('Photo', staff.photo),
  email: optionalEmail(),
  phone: optionalText('Phone', staff.phone),
  sort_order: optionalSortOrder,
})

const { registration } = LIMITS

const capacityMessage = `Capacity must be a whole number from ${registration.capacity.min} to ${registration.capacity.max}, or empty for no limit`

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/
const ZONED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/
const closesAtMessage =
  'Closing time must be a date and time (YYYY-MM-DDTHH:MM, Dallas time) or an ISO-8601 instant'

/**
 * When registration closes: an ISO-8601 instant, or a Dallas wall-clock time as a
 * datetime-local field gives it (`2026-12-24T18:00`); answered as an ISO instant (UTC). Blank
 * or null: when the event starts.
 */
const closesAt = z.pipe(
  z.nullish(z.string({ error: closesAtMessage }).check(z.trim(), z.maxLength(40))),
  z.transform((value, ctx): string | null => {
    if (!value) return null
    const wall = WALL_CLOCK.exec(value)
    const instant = wall
      ? isCalendarDate(wall[1]) && Number(wall[2]) < 24 && Number(wall[3]) < 60
        ? churchInstant(wall[1], Number(wall[2]), Number(wall[3]))
        : null
      : ZONED_INSTANT.test(value)
        ? new Date(value)
        : null
    if (!instant || Number.isNaN(instant.getTime())) {
      ctx.issues.push({ code: 'custom', input: value, message: closesAtMessage })
      return null
    }
    return instant.toISOString()
  }),
)

/**
 * An event's registration settings (`registration` of POST and PUT /api/events): on or off, a
 * capacity in people (none: no limit), a waiting list, and when registration closes (none:
 * when the event starts, in Dallas). Absent or null: the event takes no registrations.
 */
export const eventRegistrationSettings = z.object({
  enabled: flag('Registration'),
  capacity: z.pipe(
    wholeNumberOrNone,
    z.nullable(
      z
        .number({ error: capacityMessage })
        .check(
          z.int({ error: capacityMessage }),
          z.minimum(registration.capacity.min, { error: capacityMessage }),
          z.maximum(registration.capacity.max, { error: capacityMessage }),
        ),
    ),
  ),
  waitlist: flag('Waiting list'),
  closes_at: closesAt,
})
export type EventRegistrationSettings = z.output<typeof eventRegistrationSettings>

export const eventBody = z.object({
  title: requiredText('Title', event.title),
  date: requiredDate('Date'),
  time: requiredText('Time', event.time),
  location: requiredText('Location', event.location),
  description: requiredText('Description', event.description),
  registration: z.pipe(
    z._default(z.nullable(eventRegistrationSettings), null),
    z.transform(
      (settings): EventRegistrationSettings =>
        settings ?? { enabled: false, capacity: null, waitlist: false, closes_at: null },
    ),
  ),
})

export const ministryBody = z.object({
  name: requiredText('Name', ministry.name),
  description: requiredText('Description', ministry.description),
  leader: requiredText('Leader', ministry.leader),
  meeting_time: requiredText('Meeting time', ministry.meeting_time),
  sort_order: optionalSortOrder,
})

export const sermonBody = z.object({
  title: requiredText('Title', sermon.title),
  preacher: requiredText('Preacher', sermon.preacher),
  date: requiredDate('Date'),
  scripture: requiredText('Scripture', sermon.scripture),
  summary: requiredText('Summary', sermon.summary),
  audio_url: optionalLink('Audio URL', sermon.audio_url),
})

export const galleryBody = z.object({
  src: requiredLink('Image URL', gallery.src),
  alt: requiredText('Description', gallery.alt),
  title: optionalText('Title', gallery.title),
  description: optionalText('Description', gallery.description),
  category: z._default(oneOf('Category', valuesOf(GALLERY_CATEGORIES)), DEFAULT_GALLERY_CATEGORY),
  date: optionalDate('Date'),
})

/** Input names accepted beside the stored ones (contract: meetingTime, audioUrl, url). */
export const CONTENT_ALIASES = {
  staff: {},
  events: {},
  ministries: { meetingTime: 'meeting_time' },
  sermons: { audioUrl: 'audio_url' },
  gallery: { url: 'src' },
} as const

export const contentBodies = {
  staff: staffBody,
  events: eventBody,
  ministries: ministryBody,
  sermons: sermonBody,
  gallery: galleryBody,
} as const

export type ContentEntity = keyof typeof contentBodies

export type StaffBody = z.input<typeof staffBody>
export type EventBody = z.input<typeof eventBody>
export type MinistryBody = z.input<typeof ministryBody>
export type SermonBody = z.input<typeof sermonBody>
export type GalleryBody = z.input<typeof galleryBody>

// Church settings.

const { churchInfo, churchHistory } = LIMITS

export const churchInfoBody = z.object({
  name: requiredText('Name', churchInfo.name),
  tagline: requiredText('Tagline', churchInfo.tagline),
  mission: requiredText('Mission', churchInfo.mission),
  address: requiredText('Address', churchInfo.address),
  phone: requiredText('Phone', churchInfo.phone),
  email: requiredEmail(),
})

const foundingRange = `Founding year must be between ${churchHistory.founding.min} and ${churchHistory.founding.max}`

export const churchHistoryBody = z.object({
  founding: z.pipe(
    blankAsMissing,
    z.coerce
      .number({ error: 'Founding year is required' })
      .check(
        z.int({ error: 'Founding year must be a whole year' }),
        z.minimum(churchHistory.founding.min, { error: foundingRange }),
        z.maximum(churchHistory.founding.max, { error: foundingRange }),
      ),
  ),
  founder_name: requiredText('Founder name', churchHistory.founder_name),
  milestones: z._default(
    z
      .array(
        z.object({
          year: z.pipe(
            z.pipe(
              z.union([z.string(), z.number()], { error: 'Milestone year is required' }),
              z.transform(String),
            ),
            requiredText('Milestone year', churchHistory.year),
          ),
          event: requiredText('Milestone event', churchHistory.event),
        }),
        { error: 'Milestones must be a list' },
      )
      .check(z.maxLength(200)),
    [],
  ),
})
