/**
 * Who may do what through the site's /api: every admin route × every role. A person with the
 * route's role gets its answer; anyone else signed in gets 403 with the one refusal, and
 * nothing changes. A deactivated account is signed out.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'

import * as rest from '@/app/(payload)/cms-api/[...slug]/route'

import * as churchHistory from '@/app/api/admin/church-history/route'
import * as churchInfo from '@/app/api/admin/church-info/route'
import * as dashboard from '@/app/api/admin/dashboard/stats/route'
import * as givingSettings from '@/app/api/admin/giving-settings/route'
import * as profile from '@/app/api/admin/profile/route'
import * as upload from '@/app/api/admin/upload/route'
import * as contactList from '@/app/api/contact/route'
import * as contactItem from '@/app/api/contact/[id]/route'
import * as contactStatus from '@/app/api/contact/[id]/status/route'
import * as contactSpam from '@/app/api/contact/spam/route'
import * as analytics from '@/app/api/donations/analytics/[report]/route'
import * as donations from '@/app/api/donations/route'
import * as donors from '@/app/api/donations/donors/route'
import * as donationsExport from '@/app/api/donations/export/route'
import * as statementRecipients from '@/app/api/donations/statements/recipients/route'
import * as donationStats from '@/app/api/donations/stats/route'
import * as events from '@/app/api/events/route'
import * as eventItem from '@/app/api/events/[id]/route'
import * as subscribers from '@/app/api/newsletter/subscribers/route'
import * as subscribersExport from '@/app/api/newsletter/subscribers/export/route'
import * as subscriberUnsubscribe from '@/app/api/newsletter/subscribers/[id]/unsubscribe/route'
import * as newsletterList from '@/app/api/newsletters/route'
import * as newsletterItem from '@/app/api/newsletters/[id]/route'
import * as newsletterCancel from '@/app/api/newsletters/[id]/cancel/route'
import * as newsletterPreview from '@/app/api/newsletters/[id]/preview/route'
import * as newsletterSend from '@/app/api/newsletters/[id]/send/route'
import * as newsletterTest from '@/app/api/newsletters/[id]/test/route'
import * as prayerList from '@/app/api/prayer-requests/route'
import * as prayerItem from '@/app/api/prayer-requests/[id]/route'
import * as prayerStatus from '@/app/api/prayer-requests/[id]/status/route'
import * as prayerSpam from '@/app/api/prayer-requests/spam/route'
import { type Area, mayUse, NOT_PERMITTED, ROLES, type Role } from '@/lib/contract/roles'

import { PERSON_PASSWORD, personWith, testPayload, unique } from '../helpers'
import { call } from './request'

let payload: Payload
const tokens = {} as Record<Role, string>

const event = (title: string) => ({
  title,
  date: '2032-03-01',
  time: '10:00',
  location: 'Fellowship Hall',
  description: 'A test of who may change events',
})

beforeAll(async () => {
  payload = await testPayload()
  for (const { value } of ROLES) {
    const person = await personWith(payload, [value])
    tokens[value] = person.token
    // An email of their own, where a newsletter's test copy goes.
    await payload.update({
      collection: 'users',
      id: person.user.id,
      data: { email: `${person.username}@example.org` },
    })
  }
})

type Handler = Parameters<typeof call>[0]
type Case = {
  name: string
  area: Area
  handler: Handler
  method: string
  path: string
  params?: () => Promise<Record<string, string>> | Record<string, string>
  body?: () => unknown
  /** What a refused call must have left as it was. */
  unchanged?: (params: Record<string, string>) => Promise<unknown>
}

const newPrayer = async () => {
  const doc = await payload.create({
    collection: 'prayer-requests',
    data: {
      name: 'Ruth Matrix',
      email: 'ruth@example.org',
      subject: 'Health',
      message: 'Please pray',
      status: 'pending',
    },
  })
  return { id: String(doc.id) }
}
const newContact = async () => {
  const doc = await payload.create({
    collection: 'contact-submissions',
    data: {
      name: 'Naomi Matrix',
      email: 'naomi@example.org',
      subject: 'A visit',
      message: 'When is Sunday school?',
      message_type: 'visit',
      contact_preference: 'email',
      status: 'new',
    },
  })
  return { id: String(doc.id) }
}
const newEvent = async () => {
  const doc = await payload.create({ collection: 'events', data: event(unique('Matrix')) })
  return { id: String(doc.id) }
}
const statusOf =
  (collection: 'prayer-requests' | 'contact-submissions') => async (p: Record<string, string>) =>
    (await payload.findByID({ collection, id: Number(p.id), depth: 0 })).status
const newSubscriber = async () => {
  const doc = await payload.create({
    collection: 'subscribers',
    data: {
      first_name: 'Lois',
      last_name: 'Matrix',
      email: `${unique('matrix').toLowerCase()}@example.org`,
      status: 'active',
    },
  })
  return { id: String(doc.id) }
}
const subscriberStatus = async (p: Record<string, string>) =>
  (await payload.findByID({ collection: 'subscribers', id: Number(p.id), depth: 0 })).status
const newNewsletter = async (status: 'draft' | 'scheduled' = 'draft') => {
  const doc = await payload.create({
    collection: 'newsletters',
    data: {
      subject: unique('Matrix letter'),
      status,
      ...(status === 'scheduled'
        ? { send_at: new Date(Date.now() + 86_400_000).toISOString() }
        : {}),
    },
  })
  return { id: String(doc.id) }
}
const newsletterState = async (p: Record<string, string>) => {
  const doc = await payload.findByID({ collection: 'newsletters', id: Number(p.id), depth: 0 })
  return [doc.subject, doc.status]
}
const eventTitle = async (p: Record<string, string>) =>
  (await payload.findByID({ collection: 'events', id: Number(p.id), depth: 0 })).title

const CASES: Case[] = [
  // Content (administrator, editor)
  {
    name: 'POST /api/events',
    area: 'content',
    handler: events.POST,
    method: 'POST',
    path: '/api/events',
    body: () => event(unique('Created')),
  },
  {
    name: 'PUT /api/events/{id}',
    area: 'content',
    handler: eventItem.PUT,
    method: 'PUT',
    path: '/api/events/x',
    params: newEvent,
    body: () => event('Renamed by the matrix'),
    unchanged: eventTitle,
  },
  {
    name: 'DELETE /api/events/{id}',
    area: 'content',
    handler: eventItem.DELETE,
    method: 'DELETE',
    path: '/api/events/x',
    params: newEvent,
    unchanged: eventTitle,
  },
  {
    name: 'PUT /api/admin/church-info',
    area: 'content',
    handler: churchInfo.PUT,
    method: 'PUT',
    path: '/api/admin/church-info',
    // The church's information as it is: other test files on this database read it.
    body: async () => {
      const { name, tagline, mission, address, phone, email } = await payload.findGlobal({
        slug: 'church-info',
        depth: 0,
      })
      return { name, tagline, mission, address, phone, email }
    },
  },
  {
    name: 'PUT /api/admin/church-history',
    area: 'content',
    handler: churchHistory.PUT,
    method: 'PUT',
    path: '/api/admin/church-history',
    // The history as it is: other test files on this database read it.
    body: async () => {
      const current = await payload.findGlobal({ slug: 'church-history', depth: 0 })
      return {
        founding: current.founding,
        founder_name: current.founder_name,
        milestones: (current.milestones ?? []).map(({ year, event }) => ({ year, event })),
      }
    },
  },
  // Office (administrator, office)
  {
    name: 'GET /api/contact',
    area: 'office',
    handler: contactList.GET,
    method: 'GET',
    path: '/api/contact',
  },
  {
    name: 'PUT /api/contact/{id}/status',
    area: 'office',
    handler: contactStatus.PUT,
    method: 'PUT',
    path: '/api/contact/x/status?status=read',
    params: newContact,
    unchanged: statusOf('contact-submissions'),
  },
  {
    name: 'DELETE /api/contact/{id}',
    area: 'office',
    handler: contactItem.DELETE,
    method: 'DELETE',
    path: '/api/contact/x',
    params: newContact,
    unchanged: statusOf('contact-submissions'),
  },
  {
    name: 'DELETE /api/contact/spam',
    area: 'office',
    handler: contactSpam.DELETE,
    method: 'DELETE',
    path: '/api/contact/spam',
  },
  {
    name: 'GET /api/newsletter/subscribers',
    area: 'office',
    handler: subscribers.GET,
    method: 'GET',
    path: '/api/newsletter/subscribers',
  },
  {
    name: 'GET /api/newsletter/subscribers/export',
    area: 'office',
    handler: subscribersExport.GET,
    method: 'GET',
    path: '/api/newsletter/subscribers/export',
  },
  {
    name: 'POST /api/newsletter/subscribers/{id}/unsubscribe',
    area: 'office',
    handler: subscriberUnsubscribe.POST,
    method: 'POST',
    path: '/api/newsletter/subscribers/x/unsubscribe',
    params: newSubscriber,
    unchanged: subscriberStatus,
  },
  {
    name: 'GET /api/newsletters',
    area: 'office',
    handler: newsletterList.GET,
    method: 'GET',
    path: '/api/newsletters',
  },
  {
    name: 'POST /api/newsletters',
    area: 'office',
    handler: newsletterList.POST,
    method: 'POST',
    path: '/api/newsletters',
    body: () => ({ subject: unique('Matrix letter') }),
  },
  {
    name: 'GET /api/newsletters/{id}',
    area: 'office',
    handler: newsletterItem.GET,
    method: 'GET',
    path: '/api/newsletters/x',
    params: () => newNewsletter(),
  },
  {
    name: 'PUT /api/newsletters/{id}',
    area: 'office',
    handler: newsletterItem.PUT,
    method: 'PUT',
    path: '/api/newsletters/x',
    params: () => newNewsletter(),
    body: () => ({ subject: unique('Changed letter') }),
    unchanged: newsletterState,
  },
  {
    name: 'DELETE /api/newsletters/{id}',
    area: 'office',
    handler: newsletterItem.DELETE,
    method: 'DELETE',
    path: '/api/newsletters/x',
    params: () => newNewsletter(),
    unchanged: newsletterState,
  },
  {
    name: 'GET /api/newsletters/{id}/preview',
    area: 'office',
    handler: newsletterPreview.GET,
    method: 'GET',
    path: '/api/newsletters/x/preview',
    params: () => newNewsletter(),
  },
  {
    name: 'POST /api/newsletters/{id}/test',
    area: 'office',
    handler: newsletterTest.POST,
    method: 'POST',
    path: '/api/newsletters/x/test',
    params: () => newNewsletter(),
  },
  {
    name: 'POST /api/newsletters/{id}/send',
    area: 'office',
    handler: newsletterSend.POST,
    method: 'POST',
    path: '/api/newsletters/x/send',
    // Someone to send it to.
    params: async () => (await newSubscriber()) && newNewsletter(),
    body: () => ({ send_at: new Date(Date.now() + 86_400_000).toISOString() }),
    unchanged: newsletterState,
  },
  {
    name: 'POST /api/newsletters/{id}/cancel',
    area: 'office',
    handler: newsletterCancel.POST,
    method: 'POST',
    path: '/api/newsletters/x/cancel',
    params: () => newNewsletter('scheduled'),
    unchanged: newsletterState,
  },
  // Prayer (administrator, prayer team)
  {
    name: 'GET /api/prayer-requests',
    area: 'prayer',
    handler: prayerList.GET,
    method: 'GET',
    path: '/api/prayer-requests',
  },
  {
    name: 'PUT /api/prayer-requests/{id}/status',
    area: 'prayer',
    handler: prayerStatus.PUT,
    method: 'PUT',
    path: '/api/prayer-requests/x/status?status=approved',
    params: newPrayer,
    unchanged: statusOf('prayer-requests'),
  },
  {
    name: 'DELETE /api/prayer-requests/{id}',
    area: 'prayer',
    handler: prayerItem.DELETE,
    method: 'DELETE',
    path: '/api/prayer-requests/x',
    params: newPrayer,
    unchanged: statusOf('prayer-requests'),
  },
  {
    name: 'DELETE /api/prayer-requests/spam',
    area: 'prayer',
    handler: prayerSpam.DELETE,
    method: 'DELETE',
    path: '/api/prayer-requests/spam',
  },
  // Giving (administrator, treasurer)
  {
    name: 'GET /api/donations',
    area: 'giving',
    handler: donations.GET,
    method: 'GET',
    path: '/api/donations',
  },
  {
    name: 'GET /api/donations/stats',
    area: 'giving',
    handler: donationStats.GET,
    method: 'GET',
    path: '/api/donations/stats',
  },
  {
    name: 'GET /api/donations/donors',
    area: 'giving',
    handler: donors.GET,
    method: 'GET',
    path: '/api/donations/donors',
  },
  {
    name: 'GET /api/donations/export',
    area: 'giving',
    handler: donationsExport.GET,
    method: 'GET',
    path: '/api/donations/export',
  },
  {
    name: 'GET /api/donations/analytics/trends',
    area: 'giving',
    handler: analytics.GET,
    method: 'GET',
    path: '/api/donations/analytics/trends',
    params: () => ({ report: 'trends' }),
  },
  {
    name: 'GET /api/donations/statements/recipients',
    area: 'giving',
    handler: statementRecipients.GET,
    method: 'GET',
    path: `/api/donations/statements/recipients?year=${new Date().getFullYear() - 1}`,
  },
  {
    name: 'GET /api/admin/giving-settings',
    area: 'giving',
    handler: givingSettings.GET,
    method: 'GET',
    path: '/api/admin/giving-settings',
  },
]

describe.each(ROLES.map(({ value }) => value))('as %s', (role) => {
  it.each(CASES)('$name', async ({ area, handler, method, path, params, body, unchanged }) => {
    const p = params ? await params() : {}
    const before = unchanged ? await unchanged(p) : undefined
    const res = await call(handler, path, {
      method,
      token: tokens[role],
      params: p,
      ...(body ? { body: await body() } : {}),
    })
    if (mayUse([role], area)) {
      expect([res.status, res.status < 300]).toEqual([res.status, true])
    } else {
      expect([res.status, res.json?.detail]).toEqual([403, NOT_PERMITTED])
      if (unchanged) expect(await unchanged(p)).toEqual(before)
    }
  })
})

describe('every signed-in person', () => {
  it.each(ROLES.map(({ value }) => value))(
    '%s reads their own profile with their roles',
    async (role) => {
      const res = await call(profile.GET, '/api/admin/profile', { token: tokens[role] })
      expect([res.status, res.json.roles]).toEqual([200, [role]])
    },
  )

  it('gets the dashboard counters of their roles only', async () => {
    const editor = await call(dashboard.GET, '/api/admin/dashboard/stats', { token: tokens.editor })
    expect(Object.keys(editor.json).sort()).toEqual(['total_events', 'total_staff'])
    const office = await call(dashboard.GET, '/api/admin/dashboard/stats', { token: tokens.office })
    expect(Object.keys(office.json).sort()).toEqual([
      'new_contact_submissions',
      'total_newsletter_subscribers',
    ])
    const admin = await call(dashboard.GET, '/api/admin/dashboard/stats', {
      token: tokens.administrator,
    })
    expect(Object.keys(admin.json)).toHaveLength(6)
  })

  it('with two roles may use both parts', async () => {
    const { token } = await personWith(payload, ['office', 'prayer_team'])
    expect((await call(contactList.GET, '/api/contact', { token })).status).toBe(200)
    expect((await call(prayerList.GET, '/api/prayer-requests', { token })).status).toBe(200)
    expect((await call(donations.GET, '/api/donations', { token })).status).toBe(403)
  })
})

describe('the media library', () => {
  const added: number[] = []
  afterAll(async () => {
    for (const id of added) await payload.delete({ collection: 'media', id })
  })

  /** A small picture as the admin's upload control sends it. */
  async function sendPicture(token: string) {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#5a7' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png')
    const encoded = new Response(form)
    return call(upload.POST, '/api/admin/upload', {
      method: 'POST',
      rawBody: encoded.body!,
      headers: { 'content-type': encoded.headers.get('content-type')! },
      token,
    })
  }

  it.each(ROLES.map(({ value }) => value))(
    'takes a new picture from %s only with the pictures part (the office, for its newsletters)',
    async (role) => {
      const before = await payload.count({ collection: 'media' })
      const res = await sendPicture(tokens[role])
      const after = await payload.count({ collection: 'media' })
      if (mayUse([role], 'pictures')) {
        expect(res.status).toBe(201)
        expect(after.totalDocs).toBe(before.totalDocs + 1)
        const { docs } = await payload.find({ collection: 'media', sort: '-id', limit: 1 })
        added.push(docs[0].id)
      } else {
        expect([res.status, res.json?.detail]).toEqual([403, NOT_PERMITTED])
        expect(after.totalDocs).toBe(before.totalDocs)
      }
    },
  )

  it("leaves changing and removing a picture to the content's people", async () => {
    expect((await sendPicture(tokens.office)).status).toBe(201)
    const { docs } = await payload.find({ collection: 'media', sort: '-id', limit: 1 })
    const id = docs[0].id
    added.push(id)
    const path = `/cms-api/media/${id}`
    const params = { slug: ['media', String(id)] } as never
    const change = (role: Role) =>
      call(rest.PATCH, path, {
        method: 'PATCH',
        token: tokens[role],
        params,
        body: { alt: 'Mine' },
      })
    expect((await change('office')).status).toBe(403)
    const removal = await call(rest.DELETE, path, {
      method: 'DELETE',
      token: tokens.office,
      params,
    })
    expect(removal.status).toBe(403)
    expect((await payload.findByID({ collection: 'media', id })).alt ?? null).toBeNull()
    expect((await change('editor')).status).toBe(200)
  })
})

describe('a deactivated person', () => {
  it('cannot use a token from before and cannot sign in again', async () => {
    const { user, token } = await personWith(payload, ['editor'])
    expect((await call(profile.GET, '/api/admin/profile', { token })).status).toBe(200)
    await payload.update({ collection: 'users', id: user.id, data: { active: false } })
    expect((await call(profile.GET, '/api/admin/profile', { token })).status).toBe(401)
    await expect(
      payload.login({
        collection: 'users',
        data: { username: user.username!, password: PERSON_PASSWORD },
      }),
    ).rejects.toThrow()
  })
})
