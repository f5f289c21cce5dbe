import type { Payload, PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

import { linkOrigin } from '@/platform/payload/settings'
import { queueEmail } from '@/platform/mail/message'
import { sameSignature, sign } from '@/platform/site/signatures'

/**
 * A person's own new email address takes effect only once it is confirmed from that address:
 * a change of one's own email (on any path) keeps the old address and emails the new one a
 * link. The link's token names the person and the new address and signs both with the current
 * address and an expiry, so it stops working once the address changes or the time is up.
 */

/** How long a confirmation link works. */
export const EMAIL_CHANGE_VALID_HOURS = 48

export const emailChangePage = (token: string) => `/account/confirm-email/${token}`

type Person = Pick<User, 'id' | 'email'>

const signature = (person: Person, next: string, expires: string | number) =>
  sign(`email-change:${person.id}:${person.email ?? ''}:${next}:${expires}`)

export function emailChangeToken(person: Person, next: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + EMAIL_CHANGE_VALID_HOURS * 60 * 60
  const encoded = Buffer.from(next).toString('base64url')
  return `${person.id}.${expires}.${encoded}.${signature(person, next, expires)}`
}

/** Queues the link to the new address, in the transaction of the write that asked for it. */
export async function askToConfirmEmail(req: PayloadRequest, person: Person, next: string) {
  const link = `${linkOrigin()}${emailChangePage(emailChangeToken(person, next))}`
  await queueEmail(
    req.payload,
    {
      to: next,
      subject: 'Confirm your new email address',
      text: [
        'Hello,',
        '',
        'Someone, we hope you, asked to use this address for their account on the church website.',
        'To confirm, open this link and press the button on the page:',
        '',
        link,
        '',
        `The link works for ${EMAIL_CHANGE_VALID_HOURS} hours. If you did not ask for this, ignore`,
        'this email: the account keeps its address.',
      ].join('\n'),
    },
    { req },
  )
}

export type EmailChangeState =
  | { kind: 'refused'; title: string; text: string }
  | { kind: 'ask' | 'done'; title: string; text: string; email: string }

const REFUSED: EmailChangeState = {
  kind: 'refused',
  title: 'Link not valid',
  text: 'This link is not valid, has expired or was sent before the address last changed. Change the address again to get a new one.',
}

const CONFIRMED = (email: string): EmailChangeState => ({
  kind: 'done',
  title: 'Email address confirmed',
  text: 'Your account now uses this address.',
  email,
})

/**
 * What a confirmation link leads to: a refusal, the question (opening a link changes
 * nothing: mail scanners open every link), or, with `act`, the address changed.
 */
export async function emailChangeLink(
  payload: Payload,
  token: string,
  { act = false } = {},
): Promise<EmailChangeState> {
  const [id, expires, encoded, given, ...rest] = token.split('.')
  if (rest.length || !/^\d{1,12}$/.test(id ?? '') || !/^\d{1,12}$/.test(expires ?? '')) {
    return REFUSED
  }
  if (Number(expires) * 1000 < Date.now() || !encoded || !given) return REFUSED
  const next = Buffer.from(encoded, 'base64url').toString()
  const person = await payload.findByID({
    collection: 'users',
    id: Number(id),
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!person) return REFUSED
  if (person.email === next) {
    return CONFIRMED(next)
  }
  if (!sameSignature(signature(person, next, expires), given)) return REFUSED
  if (!act) {
    return {
      kind: 'ask',
      title: 'Confirm your new email address',
      text: `Your account will use ${next} from now on.`,
      email: next,
    }
  }
  try {
    await payload.update({
      collection: 'users',
      id: person.id,
      data: { email: next },
      overrideAccess: true,
      depth: 0,
    })
  } catch {
    return { ...REFUSED, text: 'This address is already used by another account.' }
  }
  return CONFIRMED(next)
}
