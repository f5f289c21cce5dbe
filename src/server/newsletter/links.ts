import 'server-only'

import type { Payload } from 'payload'

import type { Subscriber } from '@/payload-types'

import {
  CONFIRMATION_VALID_DAYS,
  confirmationSignature,
  endSubscription,
  unsubscribeToken,
} from './subscription'
import { sameSignature } from '@/platform/site/signatures'

/**
 * What the newsletter's two links do, for the site's pages (/newsletter/confirm/<token>,
 * /newsletter/unsubscribe/<token>) and the API (/api/newsletter/confirm?token=, whose POST a
 * mail program's one-click unsubscribe also uses). Opening a link changes nothing (mail
 * scanners open every link of the emails they check); the page's button, or a POST, does.
 */

/** What a page says: a title and a sentence. */
export type LinkText = { title: string; text: string }

/**
 * The state a link leads to: a refusal (a bad, expired or outdated link), a question (the
 * button not pressed yet), or the outcome (the change made, now or earlier).
 */
export type LinkState =
  | { kind: 'refused'; message: LinkText }
  | { kind: 'ask'; message: LinkText; button: string; subscriber: Subscriber }
  | { kind: 'done'; message: LinkText; subscriber: Subscriber }

const BAD_CONFIRMATION: LinkText = {
  title: 'Link not valid',
  text: 'This confirmation link is not valid. Please copy the whole link from the email.',
}
const EXPIRED_CONFIRMATION: LinkText = {
  title: 'Link expired',
  text: `This confirmation link has expired (links work for ${CONFIRMATION_VALID_DAYS} days). Subscribe again on the website to get a new one.`,
}
export const ENDED_SUBSCRIPTION: LinkText = {
  title: 'Subscription ended',
  text: 'This subscription was ended after this link was sent. Subscribe again on the website to get a new link.',
}
const CONFIRMED: LinkText = {
  title: 'Subscription confirmed',
  text: 'Thank you: you will now receive our newsletter.',
}
const BAD_UNSUBSCRIBE: LinkText = {
  title: 'Link not valid',
  text: 'This unsubscribe link is not valid.',
}
const UNSUBSCRIBED: LinkText = {
  title: 'Unsubscribed',
  text: 'You have been unsubscribed and will receive no more newsletters.',
}

const subscriberById = (payload: Payload, id: string) =>
  payload.findByID({ collection: 'subscribers', id: Number(id), depth: 0, disableErrors: true })

/** A confirmation link: its subscriber, or why it cannot be used. */
async function checkConfirmation(
  payload: Payload,
  token: string,
): Promise<{ subscriber: Subscriber } | { refusal: LinkText }> {
  const match = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return { refusal: BAD_CONFIRMATION }
  const [, id, expires, signature] = match
  const subscriber = await subscriberById(payload, id)
  if (!subscriber) return { refusal: BAD_CONFIRMATION }
  if (!sameSignature(confirmationSignature(subscriber, expires), signature)) {
    // Issued before the subscription was last ended: it confirms only the one it was sent for.
    const ended = subscriber.unsubscribes
      ? sameSignature(
          confirmationSignature(
            { ...subscriber, unsubscribes: subscriber.unsubscribes - 1 },
            expires,
          ),
          signature,
        )
      : false
    return { refusal: ended ? ENDED_SUBSCRIPTION : BAD_CONFIRMATION }
  }
  if (Number(expires) * 1000 <= Date.now()) return { refusal: EXPIRED_CONFIRMATION }
  if (subscriber.status === 'inactive') return { refusal: ENDED_SUBSCRIPTION }
  return { subscriber }
}

/** Where a confirmation link stands; `act` confirms (pending → active). */
export async function confirmationLink(
  payload: Payload,
  token: string,
  { act = false } = {},
): Promise<LinkState> {
  const checked = await checkConfirmation(payload, token)
  if ('refusal' in checked) return { kind: 'refused', message: checked.refusal }
  const { subscriber } = checked
  if (subscriber.status === 'active') return { kind: 'done', message: CONFIRMED, subscriber }
  if (!act) {
    return {
      kind: 'ask',
      message: {
        title: 'Confirm your subscription',
        text: `You are about to subscribe ${subscriber.email} to our newsletter.`,
      },
      button: 'Confirm',
      subscriber,
    }
  }
  const confirmed = await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: { status: 'active' },
    depth: 0,
  })
  return { kind: 'done', message: CONFIRMED, subscriber: confirmed }
}

/** Where an unsubscribe link stands; `act` unsubscribes at once (status inactive). */
export async function unsubscribeLink(
  payload: Payload,
  token: string,
  { act = false } = {},
): Promise<LinkState> {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return { kind: 'refused', message: BAD_UNSUBSCRIBE }
  const subscriber = await subscriberById(payload, match[1])
  if (!subscriber || !sameSignature(unsubscribeToken(subscriber), token)) {
    return { kind: 'refused', message: BAD_UNSUBSCRIBE }
  }
  if (subscriber.status === 'inactive') return { kind: 'done', message: UNSUBSCRIBED, subscriber }
  if (!act) {
    return {
      kind: 'ask',
      message: {
        title: 'Unsubscribe',
        text: `You are about to stop our newsletter to ${subscriber.email}.`,
      },
      button: 'Unsubscribe',
      subscriber,
    }
  }
  const ended = await endSubscription(payload, subscriber)
  return { kind: 'done', message: UNSUBSCRIBED, subscriber: ended }
}
