/**
 * People and their roles through /api/admin/users: administrators only; an invitation that
 * travels through the jobs queue and a real SMTP server to the person, whose link works once;
 * a deactivated person signed out at once; and an active administrator always left, even when
 * two administrators demote each other at the same moment.
 */
import { inbox, linkTo } from '../helpers/smtpInbox'

import type { Payload } from 'payload'

import * as login from '@/app/api/admin/login/route'
import * as loginHint from '@/app/api/admin/login-hint/route'
import * as passwordReset from '@/app/api/admin/password/reset/route'
import * as profile from '@/app/api/admin/profile/route'
import * as people from '@/app/api/admin/users/route'
import * as person from '@/app/api/admin/users/[id]/route'
import { NOT_PERMITTED, type Role } from '@/lib/contract/roles'
import { queryRows } from '@/platform/payload/sql'

import { LAST_ADMINISTRATOR } from '../../../collections/hooks/lastAdministrator'
import { ADMIN_PASSWORD, runDueJobs, signIn, testPayload, unique } from '../helpers'
import { call } from './request'

const PASSWORD = 'people-test-password'

let payload: Payload
let adminToken: string
let editorToken: string

/** Someone with `roles` and a password, signed in: their account and a token. */
async function personWith(roles: Role[], password = PASSWORD) {
  const username = unique(roles.join('-').replace('_', '-'))
  const user = await payload.create({
    collection: 'users',
    data: {
      username,
      full_name: `Test ${roles.join(' ')}`,
      email: `${username}@example.org`,
      password,
      roles,
    },
  })
  const res = await call(login.POST, '/api/admin/login', { body: { username, password } })
  expect(res.status).toBe(200)
  return { user, username, token: res.json.access_token as string }
}

const newPerson = (extra: Record<string, unknown> = {}) => {
  const username = unique('member')
  return {
    username,
    full_name: 'Martha Greene',
    email: `${username}@example.org`,
    roles: ['prayer_team'],
    ...extra,
  }
}

const addPerson = (body: unknown, token = adminToken) =>
  call(people.POST, '/api/admin/users', { body, token })
const changePerson = (id: number | string, body: unknown, token = adminToken) =>
  call(person.PUT, `/api/admin/users/${id}`, {
    method: 'PUT',
    body,
    token,
    params: { id: String(id) },
  })
const removePerson = (id: number | string, token = adminToken) =>
  call(person.DELETE, `/api/admin/users/${id}`, {
    method: 'DELETE',
    token,
    params: { id: String(id) },
  })
const profileWith = (token: string) => call(profile.GET, '/api/admin/profile', { token })

async function auditEntries(id: number | string) {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { and: [{ entity: { equals: 'users' } }, { entity_id: { equals: String(id) } }] },
    sort: 'createdAt',
    pagination: false,
  })
  return docs
}

beforeAll(async () => {
  payload = await testPayload()
  adminToken = (await signIn(payload)).token
  editorToken = (await personWith(['editor'])).token
})

afterAll(async () => {
  await inbox.close()
})

describe('GET /api/admin/users', () => {
  it('lists everyone by username, with roles, active and last sign-in, and nothing secret', async () => {
    const res = await call(people.GET, '/api/admin/users', { token: adminToken })
    expect(res.status).toBe(200)
    const usernames = res.json.map((p: { username: string }) => p.username)
    expect(usernames).toEqual([...usernames].sort())
    const admin = res.json.find((p: { username: string }) => p.username === 'admin')
    expect(Object.keys(admin).sort()).toEqual([
      'active',
      'email',
      'full_name',
      'id',
      'last_login_at',
      'roles',
      'username',
    ])
    expect(admin).toMatchObject({ roles: ['administrator'], active: true })
    expect(admin.last_login_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(res.text).not.toMatch(/hash|salt|session|resetPassword/i)
  })

  it('refuses a visitor (401) and an editor (403)', async () => {
    const none = await call(people.GET, '/api/admin/users')
    expect(none.status).toBe(401)
    expect(none.json).toEqual({ detail: 'Not authenticated' })
    const editor = await call(people.GET, '/api/admin/users', { token: editorToken })
    expect(editor.status).toBe(403)
    expect(editor.json).toEqual({ detail: NOT_PERMITTED })
  })
})

describe('POST /api/admin/users', () => {
  it('adds a person with a password, who can sign in with it and holds the roles given', async () => {
    const body = newPerson({ roles: ['treasurer', 'office'], password: 'first-pass-1' })
    const res = await addPerson(body)
    expect(res.status).toBe(201)
    expect(res.json).toEqual({
      id: expect.any(Number),
      username: body.username,
      full_name: 'Martha Greene',
      email: body.email,
      // In the order of the role list, whatever the order sent.
      roles: ['office', 'treasurer'],
      active: true,
      last_login_at: null,
    })
    const signedIn = await call(login.POST, '/api/admin/login', {
      body: { username: body.username, password: 'first-pass-1' },
    })
    expect(signedIn.status).toBe(200)
    expect((await auditEntries(res.json.id)).map((e) => e.action)).toContain('create')
    // No invitation for a person who has a password.
    await runDueJobs(payload)
    expect(inbox.to(body.email)).toEqual([])
  })

  it('keeps usernames and emails in lower case', async () => {
    const body = newPerson()
    const res = await addPerson({
      ...body,
      username: body.username.toUpperCase(),
      email: body.email.toUpperCase(),
      password: 'abcdef',
    })
    expect(res.status).toBe(201)
    expect(res.json.username).toBe(body.username)
    expect(res.json.email).toBe(body.email)
  })

  it('without a password, emails an invitation through the queue whose link sets a password once', async () => {
    const body = newPerson({ roles: ['editor'] })
    const res = await addPerson(body)
    expect(res.status).toBe(201)
    expect(inbox.to(body.email)).toEqual([])

    await runDueJobs(payload)
    const mails = inbox.to(body.email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toMatch(/^Your account on /)
    expect(mail.text).toContain(`Your username is: ${body.username}`)
    expect(mail.text).toContain('within 7 days')
    const link = linkTo(mail, '/admin/set-password?token=')
    expect(link.pathname).toBe('/admin/set-password')
    const token = link.searchParams.get('token')!
    expect(token).toMatch(/^[0-9a-f]{40}$/)

    // The link is good for 7 days.
    const [stored] = await queryRows<{ expires: string }>(
      payload,
      (sql) =>
        sql`SELECT reset_password_expiration AS expires FROM users WHERE id = ${res.json.id}`,
    )
    const days = (new Date(stored.expires).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)

    const setPassword = (password: string) =>
      call(passwordReset.POST, '/api/admin/password/reset', {
        body: { token, new_password: password, confirm_password: password },
      })
    const set = await setPassword('my-own-password')
    expect(set.status).toBe(200)
    expect(set.json.success).toBe(true)
    const signedIn = await call(login.POST, '/api/admin/login', {
      body: { username: body.username, password: 'my-own-password' },
    })
    expect(signedIn.status).toBe(200)
    expect(signedIn.json.user.roles).toEqual(['editor'])

    const again = await setPassword('someone-elses')
    expect(again.status).toBe(400)
    expect(again.json.detail).toMatch(/^This link does not work/)
  })

  it('refuses bad input with 422 naming the field', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [newPerson({ roles: [] }), 'roles', /at least one role/],
      [newPerson({ roles: ['pastor'] }), 'roles.0', /Role must be one of/],
      [newPerson({ roles: 'editor' }), 'roles', /list/],
      [newPerson({ email: 'not-an-email' }), 'email', /valid email/],
      [newPerson({ username: '' }), 'username', /Username is required/],
      [newPerson({ username: 'two words' }), 'username', /letters, digits/],
      [newPerson({ full_name: '  ' }), 'full_name', /Full name is required/],
      [newPerson({ password: 'abc' }), 'password', /at least 6 characters/],
      [newPerson({ username: 'admin' }), 'username', /^That username is already taken$/],
      [newPerson({ username: 'ADMIN' }), 'username', /^That username is already taken$/],
    ]
    for (const [body, field, message] of cases) {
      const res = await addPerson(body)
      expect({ field, status: res.status }).toEqual({ field, status: 422 })
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field)
      expect(res.json.detail).toMatch(message)
    }
  })

  it('refuses a visitor (401) and an editor (403), and adds no one', async () => {
    const body = newPerson({ password: 'abcdef' })
    expect((await call(people.POST, '/api/admin/users', { body })).status).toBe(401)
    const editor = await addPerson(body, editorToken)
    expect(editor.status).toBe(403)
    expect(editor.json).toEqual({ detail: NOT_PERMITTED })
    const found = await payload.count({
      collection: 'users',
      where: { username: { equals: body.username } },
    })
    expect(found.totalDocs).toBe(0)
  })
})

describe('PUT /api/admin/users/{id}', () => {
  it('changes name, email and roles; the roles change is audited', async () => {
    const { user } = await personWith(['office'])
    const res = await changePerson(user.id, {
      full_name: 'Ruth Banks',
      email: 'Ruth.Banks@Example.org',
      roles: ['office', 'prayer_team'],
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      id: user.id,
      username: user.username,
      full_name: 'Ruth Banks',
      email: 'ruth.banks@example.org',
      roles: ['office', 'prayer_team'],
      active: true,
    })
    const entries = await auditEntries(user.id)
    expect(entries.at(-1)).toMatchObject({ action: 'role_change', username: 'admin' })
    expect(entries.at(-1)!.fields).toEqual(expect.arrayContaining(['email', 'full_name', 'roles']))
    expect(entries.at(-1)!.ip).toMatch(/^10\./)
  })

  it('answers 404 for no such person, 422 for bad input, 401 and 403 for the wrong caller', async () => {
    const { user } = await personWith(['office'])
    for (const id of ['999999999', 'x', '1.5']) {
      const res = await changePerson(id, { full_name: 'Nobody' })
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ detail: 'Person not found' })
    }
    const empty = await changePerson(user.id, {})
    expect(empty.status).toBe(422)
    expect((await changePerson(user.id, { roles: [] })).status).toBe(422)
    expect((await changePerson(user.id, { active: 'no' })).json.errors[0].field).toBe('active')
    expect((await changePerson(user.id, { email: 'x@' })).json.errors[0].field).toBe('email')
    expect(
      (
        await call(person.PUT, '/api/admin/users/1', {
          method: 'PUT',
          body: { full_name: 'X' },
          params: { id: '1' },
        })
      ).status,
    ).toBe(401)
    const editor = await changePerson(user.id, { roles: ['administrator'] }, editorToken)
    expect(editor.status).toBe(403)
    expect((await payload.findByID({ collection: 'users', id: user.id })).roles).toEqual(['office'])
  })

  it('deactivating ends the person’s sessions at once; reactivating lets them sign in again', async () => {
    const { user, username, token } = await personWith(['treasurer'])
    expect((await profileWith(token)).status).toBe(200)

    const off = await changePerson(user.id, { active: false })
    expect(off.status).toBe(200)
    expect(off.json.active).toBe(false)
    const after = await profileWith(token)
    expect(after.status).toBe(401)
    expect(after.json).toEqual({ detail: 'Not authenticated' })
    const [{ sessions }] = await queryRows<{ sessions: number }>(
      payload,
      (sql) => sql`SELECT count(*) AS sessions FROM users_sessions WHERE _parent_id = ${user.id}`,
    )
    expect(Number(sessions)).toBe(0)
    const refused = await call(login.POST, '/api/admin/login', {
      body: { username, password: PASSWORD },
    })
    expect(refused.status).toBe(401)
    expect((await auditEntries(user.id)).at(-1)).toMatchObject({
      action: 'role_change',
      fields: ['active'],
    })

    expect((await changePerson(user.id, { active: true })).json.active).toBe(true)
    const back = await call(login.POST, '/api/admin/login', {
      body: { username, password: PASSWORD },
    })
    expect(back.status).toBe(200)
  })

  it('voids a password link sent before the person was deactivated', async () => {
    const body = newPerson()
    const added = await addPerson(body)
    await runDueJobs(payload)
    const token = linkTo(inbox.to(body.email)[0], '/admin/set-password').searchParams.get('token')
    await changePerson(added.json.id, { active: false })
    await changePerson(added.json.id, { active: true })
    const res = await call(passwordReset.POST, '/api/admin/password/reset', {
      body: { token, new_password: 'abcdefg', confirm_password: 'abcdefg' },
    })
    expect(res.status).toBe(400)
  })
})

describe('DELETE /api/admin/users/{id}', () => {
  it('removes the person; their audit entries stay, with their name and id', async () => {
    const { user, username } = await personWith(['prayer_team'])
    await changePerson(user.id, { full_name: 'Leaving Soon' })
    const before = await auditEntries(user.id)
    // The person's own sign-in is an entry too, by them.
    // Since this person was made: SQLite can give a removed person's id to the next one.
    const byThem = {
      user_id: { equals: user.id },
      createdAt: { greater_than_equal: user.createdAt },
    }
    const theirs = await payload.count({ collection: 'audit-log', where: byThem })
    expect(theirs.totalDocs).toBeGreaterThan(0)

    const res = await removePerson(user.id)
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ success: true })
    const list = await call(people.GET, '/api/admin/users', { token: adminToken })
    expect(list.json.map((p: { username: string }) => p.username)).not.toContain(username)

    const after = await auditEntries(user.id)
    expect(after.slice(0, before.length)).toEqual(before)
    expect(after.at(-1)).toMatchObject({ action: 'delete', username: 'admin' })
    const stillTheirs = await payload.find({ collection: 'audit-log', where: byThem })
    expect(stillTheirs.totalDocs).toBe(theirs.totalDocs)
    expect(stillTheirs.docs.every((entry) => entry.username === username)).toBe(true)
  })

  it('answers 404 for no such person, 401 and 403 for the wrong caller', async () => {
    const { user } = await personWith(['office'])
    expect((await removePerson(999999999)).status).toBe(404)
    expect((await removePerson('abc')).json).toEqual({ detail: 'Person not found' })
    expect(
      (
        await call(person.DELETE, '/api/admin/users/1', {
          method: 'DELETE',
          params: { id: String(user.id) },
        })
      ).status,
    ).toBe(401)
    expect((await removePerson(user.id, editorToken)).status).toBe(403)
    expect(
      (await payload.count({ collection: 'users', where: { id: { equals: user.id } } })).totalDocs,
    ).toBe(1)
  })
})

/** Administrators set aside (active before, inactive while a test runs), to restore. */
const setAside = new Set<number>()

async function activeAdministrators() {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ roles: { in: ['administrator'] } }, { active: { not_equals: false } }] },
    pagination: false,
    depth: 0,
  })
  return docs.map((doc) => doc.id)
}

const setActive = (id: number, active: boolean) =>
  queryRows(payload, (sql, dialect) =>
    dialect === 'postgres'
      ? sql`UPDATE users SET active = ${active} WHERE id = ${id}`
      : sql`UPDATE users SET active = ${active ? 1 : 0} WHERE id = ${id}`,
  )

/**
 * Leaves only `keep` active among the administrators (those of other test files of this
 * database too), behind Payload's back: no hook, no audit entry.
 */
async function onlyActive(keep: number[]) {
  for (const id of await activeAdministrators()) {
    if (keep.includes(id)) continue
    setAside.add(id)
    await setActive(id, false)
  }
}

async function restoreSetAside() {
  for (const id of setAside) await setActive(id, true)
  setAside.clear()
}

describe('the last active administrator', () => {
  afterAll(restoreSetAside)

  it.each([
    ['demote', { roles: ['editor'] }],
    ['deactivate', { active: false }],
  ])(
    'of two administrators who %s each other at the same moment, exactly one succeeds',
    async (_action, change) => {
      const first = await personWith(['administrator'])
      const second = await personWith(['administrator'])
      await onlyActive([first.user.id, second.user.id])

      const answers = await Promise.all([
        changePerson(second.user.id, change, first.token),
        changePerson(first.user.id, change, second.token),
      ])
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
      const refused = answers.find((a) => a.status === 409)!
      expect(refused.json).toEqual({ detail: LAST_ADMINISTRATOR })
      expect(await activeAdministrators()).toHaveLength(1)
    },
  )

  it('can never be demoted, deactivated or removed, through /api or Payload (409)', async () => {
    const last = await personWith(['administrator'])
    await onlyActive([last.user.id])
    const id = last.user.id
    for (const change of [
      { roles: ['editor'] },
      { active: false },
      { roles: ['office'], active: false },
    ]) {
      const res = await changePerson(id, change, last.token)
      expect(res.status).toBe(409)
      expect(res.json).toEqual({ detail: LAST_ADMINISTRATOR })
    }
    const removal = await removePerson(id, last.token)
    expect(removal.status).toBe(409)
    expect(removal.json).toEqual({ detail: LAST_ADMINISTRATOR })
    // The collection's own rule: Payload's REST, GraphQL and panel all run it.
    await expect(
      payload.update({ collection: 'users', id, data: { roles: ['editor'] } }),
    ).rejects.toMatchObject({ status: 409, message: LAST_ADMINISTRATOR })
    await expect(payload.delete({ collection: 'users', id })).rejects.toMatchObject({
      status: 409,
    })
    expect(await activeAdministrators()).toEqual([id])
    // Still themselves, and still signed in.
    expect((await profileWith(last.token)).json.roles).toEqual(['administrator'])

    // With a second administrator, the first may step down.
    const next = await personWith(['administrator'])
    expect((await changePerson(id, { roles: ['editor'] }, last.token)).status).toBe(200)
    expect(await activeAdministrators()).toEqual([next.user.id])
  })
})

describe('GET /api/admin/login-hint', () => {
  afterAll(restoreSetAside)

  const hint = () => call(loginHint.GET, '/api/admin/login-hint').then((res) => res.json)
  const inProduction = async () => {
    const before = process.env.NODE_ENV
    Object.assign(process.env, { NODE_ENV: 'production' })
    try {
      return await hint()
    } finally {
      Object.assign(process.env, { NODE_ENV: before })
    }
  }
  const DEFAULT = { username: 'admin', password: ADMIN_PASSWORD }

  it('is shown in production while admin, with the default password, is the one active administrator', async () => {
    const [admin] = (
      await payload.find({ collection: 'users', where: { username: { equals: 'admin' } } })
    ).docs
    await onlyActive([admin.id])
    expect(await inProduction()).toEqual(DEFAULT)
    await restoreSetAside()
  })

  it('is never shown by a production server once a second active administrator exists', async () => {
    await personWith(['administrator'])
    expect(await hint()).toEqual(DEFAULT)
    expect(await inProduction()).toEqual({})
  })
})
