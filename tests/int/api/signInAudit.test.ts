/**
 * Sign-ins and password changes in the audit log: a failed sign-in names the username tried
 * and the client's address; a successful one names the person (and sets their last sign-in);
 * a password change is recorded without the password; a write through /api records the
 * client's address.
 */
import type { Payload } from 'payload'

import * as login from '@/app/api/admin/login/route'
import * as password from '@/app/api/admin/profile/password/route'
import * as events from '@/app/api/events/route'

import { testPayload, unique } from '../helpers'
import { call, freshIp } from './request'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function person() {
  const username = unique('audited').toLowerCase()
  const user = await payload.create({
    collection: 'users',
    data: { username, full_name: 'Audited Person', password: 'first-pass-1', roles: ['editor'] },
  })
  return { username, user }
}

const entriesFor = async (where: Record<string, unknown>) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: where as never,
      sort: '-createdAt',
      limit: 20,
      depth: 0,
    })
  ).docs

it('records a failed sign-in with the username tried and the address', async () => {
  const { username } = await person()
  const ip = freshIp()
  const res = await call(login.POST, '/api/admin/login', {
    body: { username, password: 'wrong-password' },
    ip,
  })
  expect(res.status).toBe(401)
  const [entry] = await entriesFor({ username: { equals: username } })
  expect(entry).toMatchObject({ action: 'sign_in_failed', ip, user_id: null })
})

it('records a sign-in as the person and sets their last sign-in', async () => {
  const { username, user } = await person()
  const ip = freshIp()
  const started = Date.now()
  const res = await call(login.POST, '/api/admin/login', {
    body: { username, password: 'first-pass-1' },
    ip,
  })
  expect(res.status).toBe(200)
  const entries = await entriesFor({ username: { equals: username } })
  expect(entries.map((e) => [e.action, e.user_id, e.ip])).toEqual([['sign_in', user.id, ip]])
  const stored = await payload.findByID({ collection: 'users', id: user.id, depth: 0 })
  expect(new Date(stored.last_login_at!).getTime()).toBeGreaterThanOrEqual(started - 1000)
})

it('records a password change without the password, and a write with its address', async () => {
  const { username, user } = await person()
  const signIn = await call(login.POST, '/api/admin/login', {
    body: { username, password: 'first-pass-1' },
  })
  const token = signIn.json.access_token
  const ip = freshIp()
  const res = await call(password.PUT, '/api/admin/profile/password', {
    method: 'PUT',
    token,
    ip,
    body: {
      current_password: 'first-pass-1',
      new_password: 'second-pass-2',
      confirm_password: 'second-pass-2',
    },
  })
  expect(res.status).toBe(200)
  const [change] = await entriesFor({
    action: { equals: 'password_change' },
    user_id: { equals: user.id },
  })
  expect(change).toMatchObject({ entity: 'users', entity_id: String(user.id), ip, username })
  expect(JSON.stringify(change)).not.toContain('second-pass-2')

  const created = await call(events.POST, '/api/events', {
    token,
    ip,
    body: {
      title: unique('Audited event'),
      date: '2032-05-01',
      time: '09:00',
      location: 'Chapel',
      description: 'Who made it',
    },
  })
  expect(created.status).toBe(201)
  const [made] = await entriesFor({
    entity: { equals: 'events' },
    entity_id: { equals: String(created.json.id) },
  })
  expect(made).toMatchObject({ action: 'create', user_id: user.id, username, ip })
})
