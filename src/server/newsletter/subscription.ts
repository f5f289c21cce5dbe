import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { SubscribeBody } from '@/lib/contract/schemas'
import type { Subscriber } from '@/payload-types'

import { AUDIT_CLIENT_ADDRESS } from '../../../collections/hooks/audit'
import { ApiError } from '@/platform/api/errors'
import { consume, forgive } from '@/platform/api/rateLimit'
import { queueEmail } from '@/platform/mail/message'
import { sign } from '@/platform/site/signatures'

/**
 * The newsletter, double opt-in: a subscription stays `pending` until the person follows the
 * link emailed to the address, so nobody can sign up someone else. A public request never
 * makes an address active, never renames a subscriber and never tells who is subscribed: the
 * request only queues the work (`processSubscription`, the newsletter-subscribe job), so every
 * accepted request does the same work and gets the same answer, whatever the address's state.
 */

type Addressee = Pick<Subscriber, 'id' | 'email'> & { unsubscribes?: number | null }

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_DAYS = 7
const DAY_SECONDS = 24 * 60 * 60

// Signed links. A token names the subscriber and carries an HMAC (keyed with PAYLOAD_SECRET)
// of their id and email, so it stops working if the email is changed.

/** The token of a subscriber's unsubscribe link: their id and an HMAC of id and email. */
export const unsubscribeToken = (subscriber: Addressee) =>
  `${subscriber.id}.${sign(`unsubscribe:${subscriber.id}:${subscriber.email}`)}`

/**
 * The one-click unsubscribe address of the `List-Unsubscribe` header (RFC 8058: a mail program
 * POSTs to it), relative to the site's origin.
 */
export const oneClickUnsubscribePath = (subscriber: Addressee) =>
  `/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(subscriber))}`

/** The site's pages of the emails' links (src/app/(site)/newsletter/). */
export const confirmationPage = (token: string) => `/newsletter/confirm/${token}`
export const unsubscribePage = (token: string) => `/newsletter/unsubscribe/${token}`

/** The unsubscribe link of an email's text, relative to the site's origin. */
export const unsubscribePagePath = (subscriber: Addressee) =>
  unsubscribePage(unsubscribeToken(subscriber))

/**
 * What a confirmation link signs: the subscriber, their email, the instant it stops working
 * and how many times the subscription was ended before it was issued, so that a link confirms
 * only the subscription it was sent for: after an unsubscribe, no older link works again.
 */
export const confirmationSignature = (subscriber: Addressee, expires: string | number) =>
  sign(`confirm:${subscriber.id}:${subscriber.email}:${expires}:${subscriber.unsubscribes ?? 0}`)

/**
 * The token of a confirmation link: the subscriber's id, the instant (epoch seconds) the link
 * stops working, and the signature of both with the subscription (`confirmationSignature`).
 */
export function confirmationToken(subscriber: Addressee, now = Date.now()) {
  const expires = Math.floor(now / 1000) + CONFIRMATION_VALID_DAYS * DAY_SECONDS
  return `${subscriber.id}.${expires}.${confirmationSignature(subscriber, expires)}`
}

/** A new confirmation link (its page), relative to the site's origin. */
export const confirmationPagePath = (subscriber: Addressee, now = Date.now()) =>
  confirmationPage(confirmationToken(subscriber, now))

/**
 * The headers of every email to a subscriber (the confirmation, and any newsletter): the
 * unsubscribe link for the mail program's own button (RFC 2369), which unsubscribes at once
 * with one POST (RFC 8058). `origin` is the site's (`originFor`).
 */
export const newsletterHeaders = (origin: string, subscriber: Addressee) => ({
  'List-Unsubscribe': `<${origin}${oneClickUnsubscribePath(subscriber)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

/** Who ends a subscription from the admin: the signed-in person and their request's headers. */
export type OfficePerson = { user: PayloadRequest['user']; headers: Headers }

/**
 * Ends a subscription (status inactive), whoever asks: the email's unsubscribe link, a mail
 * program's one-click button, or the office for a person who asked by phone (`by`, read and
 * written with that person's access, and named in the audit log). The ending is counted
 * (collections/Subscribers.ts), so no older confirmation link works again; the audit log
 * records it as a status change. An ended subscription is left as it is.
 */
export async function endSubscription(
  payload: Payload,
  subscriber: Subscriber,
  by?: OfficePerson,
): Promise<Subscriber> {
  if (subscriber.status === 'inactive') return subscriber
  return payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: { status: 'inactive' },
    depth: 0,
    context: { auditAction: 'status_change' },
    ...(by ? { overrideAccess: false, user: by.user, req: { headers: by.headers } } : {}),
  })
}

export const SUBSCRIBE_TASK = 'newsletter-subscribe'

/** What the subscribe request hands to the job: the form, and the site's address for links. */
export type SubscriptionRequest = SubscribeBody & {
  origin: string
  /** The requester's address (the audit entry of the subscriber's write names it). */
  client?: string | null
}

/** Queues the work of one subscribe request (the newsletter-subscribe job). */
export async function queueSubscription(payload: Payload, request: SubscriptionRequest) {
  await payload.jobs.queue({ task: SUBSCRIBE_TASK, input: request } as never)
}

// The job's work.

const findByEmail = async (payload: Payload, email: string, req?: Partial<PayloadRequest>) =>
  (
    await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      ...(req ? { req } : {}),
    })
  ).docs[0] ?? null

/**
 * The subscriber to send a confirmation to, or null when there is none to send: a new
 * address is stored as pending; an unsubscribed one becomes pending again (and stays
 * unsubscribed until confirmed); a pending one is asked again; an active one is left alone.
 * An existing subscriber's name is never changed.
 */
async function pendingSubscriber(
  payload: Payload,
  body: SubscriptionRequest,
  req?: PayloadRequest,
) {
  const context = body.client ? { [AUDIT_CLIENT_ADDRESS]: body.client } : {}
  let existing = await findByEmail(payload, body.email, req)
  if (!existing) {
    try {
      return await payload.create({
        collection: 'subscribers',
        data: {
          first_name: body.first_name,
          last_name: body.last_name,
          email: body.email,
          status: 'pending',
        },
        depth: 0,
        context,
        ...(req ? { req } : {}),
      })
    } catch (error) {
      // The same email sent twice at once: the unique index let one in; go on with that one.
      existing = await findByEmail(payload, body.email, req)
      if (!existing) throw error
    }
  }
  if (existing.status === 'active') return null
  if (existing.status === 'inactive') {
    return payload.update({
      collection: 'subscribers',
      id: existing.id,
      data: { status: 'pending' },
      depth: 0,
      context,
      ...(req ? { req } : {}),
    })
  }
  return existing
}

/** The newsletter's name for the email: "the <church name> newsletter", from church-info. */
async function newsletterName(payload: Payload) {
  const info = await payload.findGlobal({ slug: 'church-info', depth: 0 })
  return info.name ? `the ${info.name} newsletter` : 'our newsletter'
}

/**
 * The work of one subscribe request (the newsletter-subscribe job): the subscriber stored or
 * made pending again, and the confirmation email queued, at most one per address every 10
 * minutes (the `confirmationEmails` limit, keyed by a hash of the address), so that the form
 * cannot be used to flood someone's mailbox. The email holds nothing the requester typed but
 * the address itself.
 */
export async function processSubscription(
  payload: Payload,
  request: SubscriptionRequest,
  req?: PayloadRequest,
): Promise<'confirmation queued' | 'already active' | 'recently asked'> {
  const subscriber = await pendingSubscriber(payload, request, req)
  if (!subscriber) return 'already active'
  const key = createHash('sha256').update(subscriber.email).digest('hex')
  try {
    await consume('confirmationEmails', key, payload)
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return 'recently asked'
    throw error
  }
  try {
    const name = await newsletterName(payload)
    const { origin } = request
    await queueEmail(payload, {
      to: subscriber.email,
      subject: `Please confirm your subscription to ${name}`,
      text: [
        'Hello,',
        '',
        `Someone, we hope you, asked to receive ${name} at this address.`,
        'To confirm, open this link and press the button on the page:',
        '',
        `${origin}${confirmationPagePath(subscriber)}`,
        '',
        `The link works for ${CONFIRMATION_VALID_DAYS} days. If you did not ask for the newsletter,`,
        'ignore this email: you will not be subscribed, and we will not write again.',
        '',
        `To stop these emails: ${origin}${unsubscribePagePath(subscriber)}`,
      ].join('\n'),
      headers: newsletterHeaders(origin, subscriber),
    })
  } catch (error) {
    // Nothing was queued: the job's next try may ask again at once.
    await forgive('confirmationEmails', key, payload).catch(() => undefined)
    throw error
  }
  return 'confirmation queued'
}
