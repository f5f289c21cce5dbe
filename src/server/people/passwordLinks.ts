import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

import { RESET_COUNTED } from '../api/signInGuard'
import { queueEmail } from '@/platform/mail/message'

/**
 * The emailed links that let a person choose a password: an invitation (an administrator added
 * them without a password) and a reset (they forgot theirs). Each is Payload's own reset token
 * (`forgotPassword`): stored on the account, valid for a while, good for one use (Payload's
 * `resetPassword` ends it), replaced by the next link asked for, and voided when the account is
 * deactivated. Both open a page of the admin that sends the token to
 * `POST /api/admin/password/reset`.
 */

const HOUR_MS = 60 * 60 * 1000

export const PASSWORD_LINKS = {
  invitation: { page: '/admin/set-password', validMs: 7 * 24 * HOUR_MS, validFor: '7 days' },
  reset: { page: '/admin/reset-password', validMs: HOUR_MS, validFor: '1 hour' },
} as const
export type PasswordLinkKind = keyof typeof PASSWORD_LINKS

type Addressee = Pick<User, 'id' | 'username' | 'full_name' | 'email'>

async function siteName(payload: Payload) {
  const info = await payload.findGlobal({ slug: 'church-info', depth: 0 })
  return info.name ? `the ${info.name} website` : 'the church website'
}

function message(
  kind: PasswordLinkKind,
  {
    person,
    link,
    site,
    invitedBy,
  }: { person: Addressee; link: string; site: string; invitedBy?: string },
) {
  const { validFor } = PASSWORD_LINKS[kind]
  if (kind === 'invitation') {
    return {
      subject: `Your account on ${site}`,
      text: [
        `Hello ${person.full_name},`,
        '',
        `${invitedBy ?? 'An administrator'} has made you an account to help manage ${site}.`,
        `Your username is: ${person.username}`,
        '',
        'To choose your password and start, open this link:',
        '',
        link,
        '',
        `The link works once, within ${validFor}. If you did not expect this email, you can ignore it.`,
      ].join('\n'),
    }
  }
  return {
    subject: `Reset your password for ${site}`,
    text: [
      `Hello ${person.full_name},`,
      '',
      `Someone, we hope you, asked to reset the password of the account "${person.username}" on ${site}.`,
      'To choose a new password, open this link:',
      '',
      link,
      '',
      `The link works once, within ${validFor}. If you did not ask, ignore this email: your`,
      'password stays as it is.',
    ].join('\n'),
  }
}

/**
 * Gives `person` a new password link of `kind` and queues its email (a send-email job), both in
 * `req`'s transaction when it has one: the link exists exactly when its email does. Payload's
 * forgot-password issues the token; the site's guard does not count it as a visitor's request
 * (the caller has counted it, or it is an administrator's invitation). Returns false when the
 * person has no email address to send it to.
 */
export async function sendPasswordLink(
  payload: Payload,
  person: Addressee,
  kind: PasswordLinkKind,
  { origin, req, invitedBy }: { origin: string; req: PayloadRequest; invitedBy?: string },
): Promise<boolean> {
  if (!person.email) return false
  const token = await payload.forgotPassword({
    collection: 'users',
    // Payload finds the account by username here (its users sign in with one).
    data: { username: person.username } as never,
    disableEmail: true,
    expiration: PASSWORD_LINKS[kind].validMs,
    context: { [RESET_COUNTED]: true },
    req,
  })
  if (!token) return false
  const link = `${origin}${PASSWORD_LINKS[kind].page}?token=${encodeURIComponent(token)}`
  const site = await siteName(payload)
  // A key per link, never the token itself (delivery rows keep the key).
  const digest = createHash('sha256').update(token).digest('hex').slice(0, 24)
  await queueEmail(
    payload,
    {
      key: `password-${kind}:${person.id}:${digest}`,
      to: person.email,
      ...message(kind, { person, link, site, invitedBy }),
    },
    { req },
  )
  return true
}
