/**
 * What the tests of real runner processes and real mail servers share (tests/int/ops/
 * mailRunners.test.ts, mailHandover.test.ts): many active subscribers written at once, a
 * newsletter sent through its route, and the copies each address received.
 */
import type { Payload } from 'payload'

import * as sendRoute from '@/app/api/newsletters/[id]/send/route'
import type { Newsletter } from '@/payload-types'
import { queryRows } from '@/platform/payload/sql'

import { call } from '../api/request'
import type { MailSink } from './mailSink'

/** `count` active subscribers named `lastName`, written in a few statements. */
export async function writeSubscribers(
  payload: Payload,
  count: number,
  tag: string,
  lastName: string,
) {
  const at = new Date().toISOString()
  for (let from = 0; from < count; from += 100) {
    const rows = Array.from({ length: Math.min(100, count - from) }, (_, i) => from + i)
    await queryRows(
      payload,
      (sql) => sql`INSERT INTO subscribers
          (first_name, last_name, email, status, unsubscribes, updated_at, created_at)
        VALUES ${sql.join(
          rows.map(
            (n) =>
              sql`(${`Reader${n}`}, ${lastName}, ${`${tag}-${n}@example.org`}, 'active', 0, ${at}, ${at})`,
          ),
          sql`, `,
        )}`,
    )
  }
}

/** A newsletter written and sent now by the person with `token`; its id. */
export async function sendNewsletterNow(payload: Payload, token: string, subject: string) {
  const doc = await payload.create({
    collection: 'newsletters',
    data: { subject, preview_text: 'For everyone', include_events: false, status: 'draft' },
  })
  const res = await call(sendRoute.POST, `/api/newsletters/${doc.id}/send`, {
    method: 'POST',
    token,
    params: { id: String(doc.id) },
  })
  expect(res.status).toBe(202)
  return doc.id
}

export const loadNewsletter = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'newsletters', id, depth: 0 }) as Promise<Newsletter>

/** How many copies of `subject` each address received. */
export function copiesOf(mail: MailSink, subject: string) {
  const copies = new Map<string, number>()
  for (const received of mail.all().filter((m) => m.subject === subject)) {
    for (const to of received.to) copies.set(to, (copies.get(to) ?? 0) + 1)
  }
  return copies
}
