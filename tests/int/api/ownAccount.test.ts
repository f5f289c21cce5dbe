/**
 * A person's own account on every path: a new password needs the current one (only the
 * profile's password route checks it), a username is renamed by an administrator, and a new
 * email address takes effect only once confirmed from the link emailed to it. A stolen
 * session therefore cannot lock the owner out.
 */
import type { Payload } from 'payload'

import * as rest from '@/app/(payload)/cms-api/[...slug]/route'
import * as graphql from '@/app/(payload)/cms-api/graphql/route'
import * as ownPassword from '@/app/api/admin/profile/password/route'
import { SEND_EMAIL_TASK } from '@/platform/mail/message'
import { emailChangeLink, emailChangePage } from '@/server/people/emailChange'

import { OWN_PASSWORD_MESSAGE, OWN_USERNAME_MESSAGE } from '../../../collections/hooks/ownAccount'
import {
  captureLogs,
  type LogEntry,
  PERSON_PASSWORD,
  personWith,
  signIn,
  testPayload,
  unique,
} from '../helpers'
import { call } from './request'

let payload: Payload
let logs: LogEntry[]

beforeAll(async () => {
  payload = await testPayload()
  logs = captureLogs(payload)
})

afterAll(() => {
  // GraphQL reports the refusals it answered; nothing else is logged.
  expect(logs.map((entry) => entry.msg)).toEqual([OWN_PASSWORD_MESSAGE, OWN_USERNAME_MESSAGE])
})

const patchSelf = (token: string, id: number, body: unknown) =>
  call(rest.PATCH, `/cms-api/users/${id}`, {
    method: 'PATCH',
    token,
    params: { slug: ['users', String(id)] } as never,
    body,
  })

const signsInWith = (username: string, password: string) =>
  payload.login({ collection: 'users', data: { username, password } }).then(
    () => true,
    () => false,
  )

const sessionsOf = async (id: number) =>
  ((await payload.findByID({ collection: 'users', id, depth: 0 })).sessions ?? []).length

describe('one’s own password needs the current one', () => {
  it('PATCH /cms-api/users/{own id} {password}: 403, the password and other sessions unchanged', async () => {
    const { user, token, username } = await personWith(payload, ['office'])
    await payload.login({ collection: 'users', data: { username, password: PERSON_PASSWORD } })
    const sessions = await sessionsOf(user.id)
    const res = await patchSelf(token, user.id, { password: 'taken-over-1' })
    expect(res.status).toBe(403)
    expect(res.json.errors[0].message).toBe(OWN_PASSWORD_MESSAGE)
    expect(await signsInWith(username, 'taken-over-1')).toBe(false)
    expect(sessions).toBe(2)
    expect(await sessionsOf(user.id)).toBe(sessions)
  })

  it('an administrator’s own, through GraphQL updateUser: refused, unchanged', async () => {
    const { user, token, username } = await personWith(payload, ['administrator'])
    const res = await call(graphql.POST, '/cms-api/graphql', {
      token,
      body: {
        query: `mutation { updateUser(id: ${user.id}, data: { password: "taken-over-1" }) { id } }`,
      },
    })
    expect(res.json.errors[0].message).toBe(OWN_PASSWORD_MESSAGE)
    expect(await signsInWith(username, 'taken-over-1')).toBe(false)
  })

  it('the Local API on the person’s behalf: refused', async () => {
    const { user, username } = await personWith(payload, ['editor'])
    await expect(
      payload.update({
        collection: 'users',
        id: user.id,
        data: { password: 'taken-over-1' },
        user,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await signsInWith(username, 'taken-over-1')).toBe(false)
  })

  it('PUT /api/admin/profile/password with the current one still changes it', async () => {
    const { token, username } = await personWith(payload, ['prayer_team'])
    const res = await call(ownPassword.PUT, '/api/admin/profile/password', {
      method: 'PUT',
      token,
      body: {
        current_password: PERSON_PASSWORD,
        new_password: 'a-better-one-1',
        confirm_password: 'a-better-one-1',
      },
    })
    expect(res.status).toBe(200)
    expect(await signsInWith(username, 'a-better-one-1')).toBe(true)
  })
})

describe('usernames are an administrator’s to change', () => {
  it('a person renaming themselves: 403 on REST and GraphQL, the name unchanged', async () => {
    const { user, token, username } = await personWith(payload, ['editor'])
    const res = await patchSelf(token, user.id, { username: unique('new').toLowerCase() })
    expect(res.status).toBe(403)
    expect(res.json.errors[0].message).toBe(OWN_USERNAME_MESSAGE)
    const viaGraphql = await call(graphql.POST, '/cms-api/graphql', {
      token,
      body: {
        query: `mutation { updateUser(id: ${user.id}, data: { username: "x-new" }) { id } }`,
      },
    })
    expect(viaGraphql.json.errors[0].message).toBe(OWN_USERNAME_MESSAGE)
    expect((await payload.findByID({ collection: 'users', id: user.id })).username).toBe(username)
  })

  it('an administrator renames a person: 200', async () => {
    const { token } = await signIn(payload)
    const { user } = await personWith(payload, ['editor'])
    const next = unique('renamed').toLowerCase()
    expect((await patchSelf(token, user.id, { username: next })).status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: user.id })).username).toBe(next)
  })
})

describe('a new email address of one’s own takes effect once confirmed from it', () => {
  async function linkSentTo(address: string): Promise<string> {
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: SEND_EMAIL_TASK } },
      sort: '-id',
      limit: 50,
      overrideAccess: true,
    })
    const job = docs.find((doc) => (doc.input as { to?: string }).to === address)
    const text = (job?.input as { text: string }).text
    return /\/account\/confirm-email\/(\S+)/.exec(text)![1]
  }

  it('keeps the old address, emails a link to the new one, and changes it only when used', async () => {
    const { user, token } = await personWith(payload, ['office'])
    const old = `${unique('old')}@example.org`
    await payload.update({ collection: 'users', id: user.id, data: { email: old } })
    const next = `${unique('new')}@example.org`

    const res = await patchSelf(token, user.id, { email: next })
    expect(res.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: user.id })).email).toBe(old)

    const token1 = await linkSentTo(next)
    expect(emailChangePage(token1)).toBe(`/account/confirm-email/${token1}`)
    expect(await emailChangeLink(payload, token1)).toMatchObject({ kind: 'ask', email: next })
    expect((await payload.findByID({ collection: 'users', id: user.id })).email).toBe(old)
    expect(await emailChangeLink(payload, token1, { act: true })).toMatchObject({ kind: 'done' })
    expect((await payload.findByID({ collection: 'users', id: user.id })).email).toBe(next)
  })

  it('refuses a forged, altered or outdated link', async () => {
    const { user, token } = await personWith(payload, ['editor'])
    const first = `${unique('first')}@example.org`
    const second = `${unique('second')}@example.org`
    await patchSelf(token, user.id, { email: first })
    const link = await linkSentTo(first)
    const [id, expires, , signature] = link.split('.')
    const altered = `${id}.${expires}.${Buffer.from('thief@example.org').toString('base64url')}.${signature}`
    expect((await emailChangeLink(payload, altered, { act: true })).kind).toBe('refused')
    expect((await emailChangeLink(payload, 'nonsense', { act: true })).kind).toBe('refused')

    await patchSelf(token, user.id, { email: second })
    await emailChangeLink(payload, await linkSentTo(second), { act: true })
    // The first link was signed with the address before: it no longer works.
    expect((await emailChangeLink(payload, link, { act: true })).kind).toBe('refused')
    expect((await payload.findByID({ collection: 'users', id: user.id })).email).toBe(second)
  })
})
