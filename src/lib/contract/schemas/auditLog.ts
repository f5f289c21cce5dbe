import { z } from 'zod/mini'

import { oneOf, withoutNul } from '../fields'
import { AUDIT_ACTIONS, AUDIT_PAGE } from '../audit'
import { isCalendarDate, LIMITS } from '../limits'
import { valuesOf } from '../values'
import { ISO_INSTANT } from './helpers'

/** The audit log's query. */

// The audit log (docs/api.md).

const AUDIT_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${AUDIT_PAGE.max}`
const ENTRY_ID = /^\d{1,15}$/
const ENTITY = /^[a-z0-9][a-z0-9-]{0,63}$/

const isInstant = (value: string) =>
  ISO_INSTANT.test(value) && !Number.isNaN(new Date(value).getTime())

/** `?before=`: an entry's id (the last one of a page), or an instant; entries older than it. */
const auditCursor = z.pipe(
  z.string().check(
    z.refine((value) => ENTRY_ID.test(value) || isInstant(value), {
      error: 'before must be an entry id or an ISO-8601 instant',
    }),
  ),
  z.transform((value) =>
    ENTRY_ID.test(value) ? { id: Number(value) } : { at: new Date(value).toISOString() },
  ),
)

const auditDate = (label: string) =>
  z.optional(
    z.string().check(z.refine(isCalendarDate, { error: `${label} must be a date (YYYY-MM-DD)` })),
  )

/**
 * `GET /api/admin/audit?limit&before&user&entity&action&from&to`: newest first, `limit` per
 * page, older than `before`; `user` is a username, `entity` a collection or global name,
 * `from` and `to` are Dallas dates, both included.
 */
export const auditQuery = z
  .object({
    limit: z._default(
      z
        .pipe(
          z.string().check(z.regex(/^\d{1,6}$/, { error: AUDIT_LIMIT_MESSAGE })),
          z.transform(Number),
        )
        .check(z.refine((n) => n >= 1 && n <= AUDIT_PAGE.max, { error: AUDIT_LIMIT_MESSAGE })),
      AUDIT_PAGE.default,
    ),
    before: z.optional(auditCursor),
    user: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(LIMITS.user.username, { error: 'user is too long' }),
          withoutNul('user'),
        ),
    ),
    entity: z.optional(
      z.string().check(z.regex(ENTITY, { error: 'entity must be a collection or global name' })),
    ),
    action: z.optional(oneOf('action', valuesOf(AUDIT_ACTIONS))),
    from: auditDate('from'),
    to: auditDate('to'),
  })
  .check(
    z.superRefine((query, ctx) => {
      if (query.from && query.to && query.from > query.to) {
        ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' })
      }
    }),
  )
export type AuditQuery = z.output<typeof auditQuery>
