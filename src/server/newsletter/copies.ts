import type { Payload } from 'payload'

import type { Newsletter } from '@/payload-types'
import { queryRows, toNumber } from '@/platform/payload/sql'
import { deliverOnce } from '@/platform/mail/deliver'
import { type EmailMessage } from '@/platform/mail/message'
import { newsletterHeaders, unsubscribePagePath } from './subscription'
import { personalise, type RenderedNewsletter } from './render'

/**
 * One subscriber's copy of a newsletter: made from the rendered newsletter, sent once
 * (src/platform/mail/deliver.ts) and its outcome kept on the recipient's row.
 */

/** Tries of a copy the mail server could not take, before it is counted as failed. */
const ATTEMPTS = () => Math.max(1, Number(process.env.NEWSLETTER_ATTEMPTS) || 5)

export const copyKey = (newsletter: number | string, subscriber: number | string) =>
  `newsletter:${newsletter}:${subscriber}`

export type Recipient = {
  id: number | string
  subscriber_id: number | string | null
  first_name: string | null
  email: string | null
  subscriber_status: string | null
  attempts: number | string | null
}

const nowIso = () => new Date().toISOString()

/** One subscriber's copy: personal greeting, unsubscribe link and one-click header. */
export function copyFor(
  template: RenderedNewsletter,
  newsletterId: number | string,
  subscriber: { id: number; email: string; first_name: string | null },
  origin: string,
): EmailMessage {
  const addressee = { id: subscriber.id, email: subscriber.email }
  const copy = personalise(template, {
    firstName: subscriber.first_name?.trim() || 'friend',
    unsubscribeUrl: `${origin}${unsubscribePagePath(addressee)}`,
  })
  return {
    key: copyKey(newsletterId, subscriber.id),
    to: subscriber.email,
    ...copy,
    headers: newsletterHeaders(origin, addressee),
  }
}

export async function settleRecipient(
  payload: Payload,
  id: Recipient['id'],
  status: 'sent' | 'failed' | 'skipped' | 'queued' | 'uncertain',
  fields: { reason?: string | null; attempts?: number } = {},
) {
  const at = nowIso()
  await queryRows(
    payload,
    (sql) => sql`UPDATE newsletter_recipients SET status = ${status},
        reason = ${fields.reason ?? null},
        attempts = ${fields.attempts ?? 0},
        sent_at = ${status === 'sent' ? at : null},
        updated_at = ${at}
      WHERE id = ${id} AND status = 'queued'`,
  )
}

/** What became of a copy that an earlier try settled: sent, or refused for good. */
async function earlierOutcome(payload: Payload, key: string) {
  const [row] = await queryRows<{ status: string; last_error: string | null }>(
    payload,
    (sql) => sql`SELECT status, last_error FROM email_deliveries WHERE key = ${key}`,
  )
  return row
}

/** Sends one recipient's copy; false when the mail server could not take it (stop the batch). */
export async function sendCopy(
  payload: Payload,
  newsletter: Newsletter,
  template: RenderedNewsletter,
  recipient: Recipient,
  origin: string,
): Promise<boolean> {
  if (recipient.subscriber_status !== 'active' || !recipient.email) {
    await settleRecipient(payload, recipient.id, 'skipped')
    return true
  }
  const message = copyFor(
    template,
    newsletter.id,
    {
      id: Number(recipient.subscriber_id),
      email: recipient.email,
      first_name: recipient.first_name,
    },
    origin,
  )
  const attempts = toNumber(recipient.attempts) + 1
  try {
    const outcome = await deliverOnce(payload, message)
    if (outcome === 'busy elsewhere') return true
    if (outcome === 'sent' || outcome === 'uncertain') {
      await settleRecipient(payload, recipient.id, outcome, { attempts })
      return true
    }
    const earlier = await earlierOutcome(payload, message.key)
    if (earlier?.status === 'sent') {
      await settleRecipient(payload, recipient.id, 'sent', { attempts })
    } else {
      await settleRecipient(payload, recipient.id, 'failed', {
        attempts,
        reason: earlier?.last_error ?? 'Refused by the mail server',
      })
    }
    return true
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    if (attempts >= ATTEMPTS()) {
      await settleRecipient(payload, recipient.id, 'failed', { attempts, reason })
    } else {
      await queryRows(
        payload,
        (sql) => sql`UPDATE newsletter_recipients SET attempts = ${attempts}, reason = ${reason},
            updated_at = ${nowIso()}
          WHERE id = ${recipient.id} AND status = 'queued'`,
      )
    }
    return false
  }
}
