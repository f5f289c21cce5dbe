import * as contactList from '@/app/api/contact/route'
import * as contactItem from '@/app/api/contact/[id]/route'
import * as contactStatus from '@/app/api/contact/[id]/status/route'
import * as contacts from '@/app/api/contacts/route'
import * as prayerItem from '@/app/api/prayer-requests/[id]/route'
import * as prayerStatus from '@/app/api/prayer-requests/[id]/status/route'
import * as prayers from '@/app/api/prayer-requests/route'
import { outbox } from '@/platform/payload/email'

import { runDueJobs, signIn, testPayload, unique } from '../helpers'
import { call, freshIp } from './request'

let token: string
beforeAll(async () => {
  token = (await signIn(await testPayload())).token
})

const contactBody = () => ({
  name: 'Ruth Example',
  email: `${unique('ruth')}@example.org`,
  phone: '214-555-0100',
  subject: unique('Visiting'),
  message: 'We would like to visit on Sunday.',
  contact_preference: 'email',
  message_type: 'visit',
  submitted_at: '2026-11-22T15:04:05.000Z',
})

const prayerBody = () => ({
  name: 'Naomi Example',
  subject: unique('Healing'),
  message: 'Please pray for my mother.',
  is_public: false,
  is_urgent: false,
  status: 'approved',
})

describe('POST /api/contacts', () => {
  it('stores a message as new, answers 201 {success, id} and notifies the church', async () => {
    const body = contactBody()
    const res = await call(contacts.POST, '/api/contacts', {
      body: { ...body, name: `  ${body.name}  `, form_started_at: Date.now() - 10_000 },
    })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ success: true, id: expect.anything() })
    const list = await call(contactList.GET, '/api/contact', { token })
    const stored = list.json.find((c: { id: unknown }) => c.id === res.json.id)
    expect(stored).toMatchObject({
      name: 'Ruth Example',
      status: 'new',
      message_type: 'visit',
      submitted_at: '2026-11-22T15:04:05.000Z',
    })
    expect(Object.keys(stored).sort()).toEqual(
      [
        'contact_preference',
        'created_at',
        'email',
        'id',
        'message',
        'message_type',
        'name',
        'phone',
        'status',
        'subject',
        'submitted_at',
      ].sort(),
    )
    await runDueJobs(await testPayload())
    const mail = outbox.find((m) => String(m.subject).includes(body.subject))
    const info = await (await testPayload()).findGlobal({ slug: 'church-info' })
    expect(mail?.to).toBe(info.email)
  })

  it('refuses missing fields, a bad email, an unknown message type or preference and long text (422)', async () => {
    const cases: [object, string][] = [
      [{ ...contactBody(), name: undefined }, 'name'],
      [{ ...contactBody(), email: 'not-an-email' }, 'email'],
      [{ ...contactBody(), message_type: 'spam' }, 'message_type'],
      [{ ...contactBody(), contact_preference: 'fax' }, 'contact_preference'],
      [{ ...contactBody(), message: 'x'.repeat(5001) }, 'message'],
      [{ ...contactBody(), subject: 'x'.repeat(201) }, 'subject'],
      [{ ...contactBody(), phone: '1'.repeat(41) }, 'phone'],
      [{ ...contactBody(), name: 'x'.repeat(121) }, 'name'],
    ]
    for (const [body, field] of cases) {
      const res = await call(contacts.POST, '/api/contacts', { body })
      expect(res.status).toBe(422)
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field)
    }
  })

  it('answers 429 {detail} when one client posts too often', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await call(contacts.POST, '/api/contacts', { body: contactBody(), ip })).status,
      )
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201))
    const limited = await call(contacts.POST, '/api/contacts', { body: contactBody(), ip })
    expect(limited.status).toBe(429)
    expect(limited.json.detail).toEqual(expect.any(String))
    expect(limited.headers.get('retry-after')).toBeTruthy()
  })

  it('stores every one of 200 concurrent messages from distinct clients exactly once', async () => {
    const payload = await testPayload()
    const batch = unique('batch')
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(contacts.POST, '/api/contacts', {
          body: { ...contactBody(), subject: `${batch} #${i}` },
          ip: `172.16.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(200).fill(201))
    const ids = new Set(results.map((r) => r.json.id))
    expect(ids.size).toBe(200)
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      where: { subject: { like: batch } },
      pagination: false,
    })
    expect(docs).toHaveLength(200)
    expect(new Set(docs.map((d) => d.subject)).size).toBe(200)
  })
})

describe('POST /api/prayer-requests', () => {
  it('stores the request as pending whatever the body says', async () => {
    const res = await call(prayers.POST, '/api/prayer-requests', { body: prayerBody() })
    expect(res.status).toBe(201)
    const list = await call(prayers.GET, '/api/prayer-requests', { token })
    const stored = list.json.find((p: { id: unknown }) => p.id === res.json.id)
    expect(stored.status).toBe('pending')
    expect(stored.email).toBeNull()
  })

  it('emails the church for an urgent request only', async () => {
    const calm = prayerBody()
    const urgent = { ...prayerBody(), is_urgent: true }
    await call(prayers.POST, '/api/prayer-requests', { body: calm })
    await call(prayers.POST, '/api/prayer-requests', { body: urgent })
    await runDueJobs(await testPayload())
    expect(outbox.some((m) => String(m.subject).includes(calm.subject))).toBe(false)
    expect(outbox.some((m) => String(m.subject).includes(urgent.subject))).toBe(true)
  })

  it('refuses a bad optional email and a missing subject (422)', async () => {
    const res = await call(prayers.POST, '/api/prayer-requests', {
      body: { ...prayerBody(), email: 'x@', subject: '' },
    })
    expect(res.status).toBe(422)
    expect(res.json.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'email',
      'subject',
    ])
  })

  it('keeps a valid client submitted_at and replaces an invalid one with now', async () => {
    const good = await call(prayers.POST, '/api/prayer-requests', {
      body: { ...prayerBody(), submitted_at: '2026-01-02T03:04:05Z' },
    })
    const bad = await call(prayers.POST, '/api/prayer-requests', {
      body: { ...prayerBody(), submitted_at: 'yesterday' },
    })
    const list = (await call(prayers.GET, '/api/prayer-requests', { token })).json
    const find = (id: unknown) => list.find((p: { id: unknown }) => p.id === id)
    expect(find(good.json.id).submitted_at).toBe('2026-01-02T03:04:05.000Z')
    expect(Date.now() - Date.parse(find(bad.json.id).submitted_at)).toBeLessThan(60_000)
  })
})

describe('the inbox', () => {
  it('lists prayer requests and contacts newest first, only for administrators', async () => {
    const first = await call(prayers.POST, '/api/prayer-requests', { body: prayerBody() })
    const second = await call(prayers.POST, '/api/prayer-requests', { body: prayerBody() })
    const list = (await call(prayers.GET, '/api/prayer-requests', { token })).json
    const ids = list.map((p: { id: unknown }) => p.id)
    expect(ids.indexOf(second.json.id)).toBeLessThan(ids.indexOf(first.json.id))
    expect((await call(prayers.GET, '/api/prayer-requests')).status).toBe(401)
    expect((await call(contactList.GET, '/api/contact')).status).toBe(401)
  })

  it('sets a prayer status, refusing unknown values (422) and unknown ids (404)', async () => {
    const { json } = await call(prayers.POST, '/api/prayer-requests', { body: prayerBody() })
    const id = String(json.id)
    const put = (status: string, target = id) =>
      call(prayerStatus.PUT, `/api/prayer-requests/${target}/status?status=${status}`, {
        method: 'PUT',
        token,
        params: { id: target },
      })
    const ok = await put('approved')
    expect(ok.status).toBe(200)
    expect(ok.json).toEqual({ success: true, id: json.id, status: 'approved' })
    expect((await put('archived')).status).toBe(422)
    expect((await put('completed', '999999')).status).toBe(404)
    const deleted = await call(prayerItem.DELETE, `/api/prayer-requests/${id}`, {
      method: 'DELETE',
      token,
      params: { id },
    })
    expect(deleted.json).toEqual({ success: true })
  })

  it('sets a contact status and deletes a contact', async () => {
    const { json } = await call(contacts.POST, '/api/contacts', { body: contactBody() })
    const id = String(json.id)
    const put = (status: string) =>
      call(contactStatus.PUT, `/api/contact/${id}/status?status=${status}`, {
        method: 'PUT',
        token,
        params: { id },
      })
    expect((await put('responded')).json).toEqual({
      success: true,
      id: json.id,
      status: 'responded',
    })
    expect((await put('pending')).status).toBe(422)
    const anonymous = await call(contactItem.DELETE, `/api/contact/${id}`, {
      method: 'DELETE',
      params: { id },
    })
    expect(anonymous.status).toBe(401)
    const deleted = await call(contactItem.DELETE, `/api/contact/${id}`, {
      method: 'DELETE',
      token,
      params: { id },
    })
    expect(deleted.status).toBe(200)
    const again = await call(contactItem.DELETE, `/api/contact/${id}`, {
      method: 'DELETE',
      token,
      params: { id },
    })
    expect(again.status).toBe(404)
    expect(again.json.detail).toBe('Contact submission not found')
  })
})
