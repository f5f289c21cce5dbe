/**
 * A forgotten password, end to end: the request answers the same, in the same time, whether
 * the account exists or not; the link travels through the jobs queue and a real SMTP server;
 * it sets the password once, ends every session of the account, and is refused after. Both
 * steps are limited per client like sign-ins.
 */
import { inbox, linkTo } from '../helpers/smtpInbox'

import type { Payload } from 'payload'

import * as login from '@/app/api/admin/login/route'
import * as forgot from '@/app/api/admin/password/forgot/route'
import * as reset from '@/app/api/admin/password/reset/route'
import * as profile from '@/app/api/admin/profile/route'
import {
  FORGOT_ANSWER_MS,
  FORGOT_PASSWORD_ANSWER,
  LINK_REFUSED,
  PASSWORD_SET,
} from '@/server/api/passwordReset'
import { PASSWORD_RESETS_REFUSED } from '@/server/api/signInGuard'
import { queryRows } from '@/platform/payload/sql'

import { runDueJobs, testPayload, unique } from '../helpers'
import { call, freshIp } from './request'

const PASSWORD = 'forgotten-password'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await inbox.close()
})

/** Someone who can sign in, with an email address. */
async function member(extra: { email?: string | null; active?: boolean } = {}) {
  const username = unique('member')
  const email = extra.email === undefined ? `${username}@example.org` : extra.email
  const user = await payload.create({
    collection: 'users',
    data: {
      username,
      full_name: 'Lydia Purple',
      email,
      password: PASSWORD,
      roles: ['office'],
      active: extra.active ?? true,
    },
  })
  return { user, username, email: email ?? '' }
}

const signIn = (username: string, password: string) =>
  call(login.POST, '/api/admin/login', { body: { username, password } })

const askForLink = (username_or_email: string, ip = freshIp()) =>
  call(forgot.POST, '/api/admin/password/forgot', { body: { username_or_email }, ip })

const setPassword = (token: string, password: string, confirm = password, ip = freshIp()) =>
  call(reset.POST, '/api/admin/password/reset', {
    body: { token, new_password: password, confirm_password: confirm },
    ip,
  })

/** The token of the newest reset link emailed to `email`, once the queue has run. */
async function emailedToken(email: string) {
  await runDueJobs(payload)
  const mails = inbox.to(email)
  expect(mails.length).toBeGreaterThan(0)
  const mail = mails.at(-1)!
  const link = linkTo(mail, '/admin/reset-password?token=')
  expect(link.pathname).toBe('/admin/reset-password')
  return { mail, token: link.searchParams.get('token')! }
}

describe('POST /api/admin/password/forgot', () => {
  it('emails a one-hour reset link to the account named by its username', async () => {
    const { username, email } = await member()
    const res = await askForLink(username)
    expect(res.status).toBe(202)
    expect(res.json).toEqual({ success: true, message: FORGOT_PASSWORD_ANSWER })
    const { mail } = await emailedToken(email)
    expect(mail.subject).toMatch(/^Reset your password for /)
    expect(mail.text).toContain(`"${username}"`)
    expect(mail.text).toContain('within 1 hour')
    const [stored] = await queryRows<{ expires: string }>(
      payload,
      (sql) =>
        sql`SELECT reset_password_expiration AS expires FROM users WHERE username = ${username}`,
    )
    const minutes = (new Date(stored.expires).getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(58)
    expect(minutes).toBeLessThanOrEqual(60)
  })

  it('finds the account by its email address too, in any case', async () => {
    const { email } = await member()
    expect((await askForLink(email.toUpperCase())).status).toBe(202)
    await emailedToken(email)
  })

  it('answers an unknown name or address, or a deactivated account, exactly the same and sends nothing', async () => {
    const quiet = await member({ active: false })
    const sent = inbox.all().length
    const answers = [
      await askForLink(unique('nobody')),
      await askForLink(`${unique('nobody')}@example.org`),
      await askForLink(quiet.username),
      await askForLink(quiet.email),
    ]
    for (const res of answers) {
      expect(res.status).toBe(202)
      expect(res.json).toEqual({ success: true, message: FORGOT_PASSWORD_ANSWER })
    }
    await runDueJobs(payload)
    expect(inbox.all().length).toBe(sent)
  })

  it('takes the same time for an account that exists as for one that does not (medians of 12)', async () => {
    const { username } = await member()
    const timed = async (name: string) => {
      const started = performance.now()
      const res = await askForLink(name)
      expect(res.status).toBe(202)
      return performance.now() - started
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b)
      return (sorted[5] + sorted[6]) / 2
    }
    await timed(username)
    await timed(unique('nobody'))
    const known: number[] = []
    const unknown: number[] = []
    // Interleaved, in alternating order, so that a slow moment of the machine falls on both.
    for (let i = 0; i < 12; i++) {
      if (i % 2) known.push(await timed(username))
      unknown.push(await timed(unique('nobody')))
      if (!(i % 2)) known.push(await timed(username))
    }
    // Issuing a link (a write and a queued email) takes tens of milliseconds, and finding no
    // account next to none; every answer waits for the same floor, so the medians agree to a
    // few milliseconds on an idle machine.
    expect(median(known)).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS)
    expect(median(unknown)).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS)
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(FORGOT_ANSWER_MS * 0.1)
  })

  it('limits requests per client like Payload’s own forgot-password: 429 after 5 in 10 minutes', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await askForLink(unique('nobody'), ip)).status).toBe(202)
    const refused = await askForLink(unique('nobody'), ip)
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ detail: PASSWORD_RESETS_REFUSED })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client is not held back.
    expect((await askForLink(unique('nobody'))).status).toBe(202)
  })

  it('answers 422 without a username or email', async () => {
    const res = await call(forgot.POST, '/api/admin/password/forgot', { body: {} })
    expect(res.status).toBe(422)
    expect(res.json.errors[0]).toEqual({
      field: 'username_or_email',
      message: 'Username or email is required',
    })
  })
})

describe('POST /api/admin/password/reset', () => {
  it('sets the new password once, ends every session of the account, and is audited', async () => {
    const { user, username, email } = await member()
    const laptop = (await signIn(username, PASSWORD)).json.access_token as string
    expect((await call(profile.GET, '/api/admin/profile', { token: laptop })).status).toBe(200)

    await askForLink(username)
    const { token } = await emailedToken(email)
    const res = await setPassword(token, 'a-new-password')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ success: true, message: PASSWORD_SET })

    const after = await call(profile.GET, '/api/admin/profile', { token: laptop })
    expect(after.status).toBe(401)
    const [{ sessions }] = await queryRows<{ sessions: unknown }>(
      payload,
      (sql) => sql`SELECT count(*) AS sessions FROM users_sessions WHERE _parent_id = ${user.id}`,
    )
    expect(Number(sessions)).toBe(0)
    expect((await signIn(username, PASSWORD)).status).toBe(401)
    expect((await signIn(username, 'a-new-password')).status).toBe(200)

    const again = await setPassword(token, 'yet-another-one')
    expect(again.status).toBe(400)
    expect(again.json).toEqual({ detail: LINK_REFUSED })
    expect((await signIn(username, 'a-new-password')).status).toBe(200)

    const { docs } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ action: { equals: 'password_reset' } }, { entity_id: { equals: String(user.id) } }],
      },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      entity: 'users',
      user_id: user.id,
      username,
      fields: ['password'],
    })
  })

  it('keeps only the newest link working, and none after it expired', async () => {
    const { user, username, email } = await member()
    await askForLink(username)
    const { token: first } = await emailedToken(email)
    await askForLink(username)
    const { token: second } = await emailedToken(email)
    expect(second).not.toBe(first)
    expect((await setPassword(first, 'abcdefgh')).status).toBe(400)

    await queryRows(
      payload,
      (sql) =>
        sql`UPDATE users SET reset_password_expiration = ${new Date(Date.now() - 1000).toISOString()} WHERE id = ${user.id}`,
    )
    const expired = await setPassword(second, 'abcdefgh')
    expect(expired.status).toBe(400)
    expect(expired.json).toEqual({ detail: LINK_REFUSED })
  })

  it('refuses a link of a person deactivated since it was sent', async () => {
    const { user, username, email } = await member()
    await askForLink(username)
    const { token } = await emailedToken(email)
    await payload.update({ collection: 'users', id: user.id, data: { active: false } })
    expect((await setPassword(token, 'abcdefgh')).status).toBe(400)
  })

  it('answers 422 for passwords that differ or are too short, with the profile’s words, and keeps the link', async () => {
    const { username, email } = await member()
    await askForLink(username)
    const { token } = await emailedToken(email)
    const mismatch = await setPassword(token, 'abcdefgh', 'abcdefgi')
    expect(mismatch.status).toBe(422)
    expect(mismatch.json.detail).toBe('New passwords do not match')
    const short = await setPassword(token, 'abc')
    expect(short.status).toBe(422)
    expect(short.json.detail).toBe('New password must be at least 6 characters')
    const missing = await call(reset.POST, '/api/admin/password/reset', {
      body: { new_password: 'abcdefgh', confirm_password: 'abcdefgh' },
    })
    expect(missing.status).toBe(422)
    expect(missing.json.errors[0].field).toBe('token')
    expect((await setPassword(token, 'abcdefgh')).status).toBe(200)
  })

  it('limits wrong links per client like sign-ins: 429 after 20 in 10 minutes', async () => {
    const ip = freshIp()
    for (let i = 0; i < 20; i++) {
      const res = await setPassword(`${'0'.repeat(39)}${i % 10}`, 'abcdefgh', 'abcdefgh', ip)
      expect(res.status).toBe(400)
    }
    const refused = await setPassword('f'.repeat(40), 'abcdefgh', 'abcdefgh', ip)
    expect(refused.status).toBe(429)
    expect(refused.json.detail).toBe('Too many attempts. Please wait a few minutes and try again.')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
