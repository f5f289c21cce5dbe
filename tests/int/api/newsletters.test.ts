/**
 * Newsletters through /api and the jobs queue to a real mail server: writing and the rules of
 * each route, then sending: only active subscribers, each one copy, personal (greeting, one-click
 * unsubscribe that works, a link in the body, a plain-text part), in batches at the configured
 * rate, with unsubscribes during the send honoured and later subscribers left out; scheduling and
 * cancelling; a refused address counted as failed with the reason; a test copy to oneself.
 */
import { inbox, type ReceivedMail } from '../helpers/smtpInbox'

import type { Payload } from 'payload'
import sharp from 'sharp'

import * as newsletterRoute from '@/app/api/newsletters/[id]/route'
import * as cancelRoute from '@/app/api/newsletters/[id]/cancel/route'
import * as previewRoute from '@/app/api/newsletters/[id]/preview/route'
import * as sendRoute from '@/app/api/newsletters/[id]/send/route'
import * as testRoute from '@/app/api/newsletters/[id]/test/route'
import * as newslettersRoute from '@/app/api/newsletters/route'
import * as unsubscribe from '@/app/api/newsletter/unsubscribe/route'
import { NEWSLETTER_MESSAGES } from '@/lib/contract/messages'
import type { Newsletter } from '@/payload-types'
import { queryRows } from '@/platform/payload/sql'

import { personWith, runDueJobs, signIn, testPayload, unique } from '../helpers'
import { call } from './request'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = (await signIn(payload)).token
  process.env.NEWSLETTER_BATCH_SECONDS = '0.02'
})
afterEach(() => {
  delete process.env.NEWSLETTER_MAX_PER_MINUTE
})
afterAll(async () => {
  delete process.env.NEWSLETTER_BATCH_SECONDS
  await inbox.close()
})

const body = {
  root: {
    type: 'root',
    version: 1,
    format: '',
    indent: 0,
    direction: 'ltr',
    children: [
      {
        type: 'heading',
        tag: 'h2',
        version: 1,
        format: '',
        indent: 0,
        direction: 'ltr',
        children: [
          {
            type: 'text',
            text: 'Advent at Grace',
            version: 1,
            format: 0,
            detail: 0,
            mode: 'normal',
            style: '',
          },
        ],
      },
      {
        type: 'paragraph',
        version: 1,
        format: '',
        indent: 0,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [
          {
            type: 'text',
            text: 'Join us for <carols> & candles.',
            version: 1,
            format: 1,
            detail: 0,
            mode: 'normal',
            style: '',
          },
        ],
      },
      {
        type: 'block',
        version: 2,
        format: '',
        fields: {
          id: 'a1b2c3',
          blockName: '',
          blockType: 'button',
          label: 'See the schedule',
          url: '/events',
        },
      },
    ],
  },
}

const newsletters = (path = '/api/newsletters', options = {}) =>
  call(newslettersRoute.GET, path, { token, ...options })

async function create(subject = unique('Advent news')) {
  const res = await call(newslettersRoute.POST, '/api/newsletters', {
    token,
    body: { subject, preview_text: 'Candles, carols and a meal', body, include_events: true },
  })
  expect(res.status).toBe(201)
  return res.json as { id: number; subject: string }
}

const send = (id: number, sendBody?: unknown) =>
  call(sendRoute.POST, `/api/newsletters/${id}/send`, {
    token,
    params: { id: String(id) },
    ...(sendBody === undefined ? { method: 'POST' } : { body: sendBody }),
  })

async function subscriber(status: 'active' | 'pending' | 'inactive', label = 'reader') {
  return payload.create({
    collection: 'subscribers',
    data: {
      first_name: unique(label).replace(/-/g, ''),
      last_name: 'Reader',
      email: `${unique(label)}@example.org`.toLowerCase(),
      status,
    },
  })
}

const load = (id: number) =>
  payload.findByID({ collection: 'newsletters', id, depth: 0 }) as Promise<Newsletter>

/** Runs the queue, as the runner in a server does, until the newsletter is sent. */
async function untilSent(id: number, limit = 400) {
  for (let round = 0; round < limit; round++) {
    await runDueJobs(payload)
    if ((await load(id)).status === 'sent') return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`newsletter ${id} not sent`)
}

/** A header of a received message, as it was written (mailparser folds List-* headers into one). */
const header = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .trim()

const copiesOf = (subject: string) => inbox.all().filter((mail) => mail.subject === subject)

describe('writing newsletters', () => {
  it('creates, lists, reads, changes and deletes a draft; refuses bad input (422)', async () => {
    const created = await create()
    const list = await newsletters()
    expect(list.status).toBe(200)
    expect(list.json.page).toBe(1)
    expect(list.json.items.map((item: { id: number }) => item.id)).toContain(created.id)

    const one = await call(newsletterRoute.GET, `/api/newsletters/${created.id}`, {
      token,
      params: { id: String(created.id) },
    })
    expect(one.json).toMatchObject({
      id: created.id,
      status: 'draft',
      preview_text: 'Candles, carols and a meal',
      include_events: true,
      total: null,
      sent: 0,
      failed: 0,
    })
    expect(one.json.body.root.children).toHaveLength(3)

    const changed = await call(newsletterRoute.PUT, `/api/newsletters/${created.id}`, {
      method: 'PUT',
      token,
      params: { id: String(created.id) },
      body: { subject: 'Christmas news', body: null },
    })
    expect(changed.status).toBe(200)
    expect(changed.json).toMatchObject({
      subject: 'Christmas news',
      body: null,
      preview_text: null,
    })

    const missing = await call(newslettersRoute.POST, '/api/newsletters', { token, body: { body } })
    expect(missing.status).toBe(422)
    expect(missing.json.detail).toBe('Subject is required')
    const notDocument = await call(newslettersRoute.POST, '/api/newsletters', {
      token,
      body: { subject: 'x', body: { html: '<p>' } },
    })
    expect(notDocument.status).toBe(422)
    expect(notDocument.json.errors[0].field).toMatch(/^body/)
    const badLink = await call(newslettersRoute.POST, '/api/newsletters', {
      token,
      body: {
        subject: 'x',
        body: {
          root: {
            ...body.root,
            children: [
              {
                type: 'block',
                version: 2,
                format: '',
                fields: {
                  id: 'f00d',
                  blockName: '',
                  blockType: 'button',
                  label: 'Go',
                  url: 'javascript:alert(1)',
                },
              },
            ],
          },
        },
      },
    })
    expect(badLink.status).toBe(422)

    const removed = await call(newsletterRoute.DELETE, `/api/newsletters/${created.id}`, {
      method: 'DELETE',
      token,
      params: { id: String(created.id) },
    })
    expect(removed.json).toEqual({ success: true })
    const gone = await call(newsletterRoute.GET, `/api/newsletters/${created.id}`, {
      token,
      params: { id: String(created.id) },
    })
    expect(gone.status).toBe(404)
    expect(gone.json.detail).toBe('Newsletter not found')
  })

  it('is for office and administrators only (401 signed out, 403 other roles)', async () => {
    expect((await call(newslettersRoute.GET, '/api/newsletters')).status).toBe(401)
    const editor = await personWith(payload, ['editor'])
    const refused = await call(newslettersRoute.POST, '/api/newsletters', {
      token: editor.token,
      body: { subject: 'Not mine' },
    })
    expect(refused.status).toBe(403)
    const office = await personWith(payload, ['office'])
    expect((await newsletters('/api/newsletters', { token: office.token })).status).toBe(200)
  })

  it('previews the email as the signed-in person gets it', async () => {
    const created = await create()
    const res = await call(previewRoute.GET, `/api/newsletters/${created.id}/preview`, {
      token,
      params: { id: String(created.id) },
    })
    expect(res.status).toBe(200)
    expect(res.json.subject).toBe(created.subject)
    expect(res.json.html).toContain('Advent at Grace')
    // The document's text is escaped, never markup.
    expect(res.json.html).toContain('Join us for &lt;carols&gt; &amp; candles.')
    expect(res.json.html).toMatch(/href="http[^"]*\/events"/)
    expect(res.json.text).toContain('Join us for <carols> & candles.')
    expect(res.json.text).not.toContain('%%')
  })

  it('sends pictures from the media library in their size for emails (a 600 px JPEG)', async () => {
    const png = await sharp({
      create: { width: 1400, height: 700, channels: 3, background: '#c84' },
    })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'The sanctuary at Christmas' },
      file: { data: png, mimetype: 'image/png', name: 'sanctuary.png', size: png.length },
      overrideAccess: true,
    })
    const res = await call(newslettersRoute.POST, '/api/newsletters', {
      token,
      body: {
        subject: unique('Pictures'),
        body: {
          root: {
            ...body.root,
            children: [
              {
                type: 'upload',
                version: 3,
                format: '',
                id: 'c0ffee',
                fields: null,
                relationTo: 'media',
                value: media.id,
              },
            ],
          },
        },
      },
    })
    expect(res.status).toBe(201)
    const preview = await call(previewRoute.GET, `/api/newsletters/${res.json.id}/preview`, {
      token,
      params: { id: String(res.json.id) },
    })
    const img = /<img [^>]*>/.exec(preview.json.html)![0]
    expect(img).toContain(`src="http://localhost:3000${media.sizes!.email!.url}"`)
    expect(img).toMatch(/\.jpg"/)
    expect(img).toContain('width="600"')
    expect(img).toContain('height="300"')
    expect(img).toContain('alt="The sanctuary at Christmas"')
  })
})

describe('sending', () => {
  it('sends each active subscriber one personal copy, and nobody else anything', async () => {
    const active = await Promise.all([
      subscriber('active'),
      subscriber('active'),
      subscriber('active'),
    ])
    const pending = await subscriber('pending')
    const inactive = await subscriber('inactive')
    const refused = await payload.create({
      collection: 'subscribers',
      data: {
        first_name: 'Nobody',
        last_name: 'Here',
        email: `${unique('gone')}+refused@example.org`.toLowerCase(),
        status: 'active',
      },
    })
    const created = await create()

    const res = await send(created.id)
    expect(res.status).toBe(202)
    expect(res.json.status).toBe('sending')
    await untilSent(created.id)

    const copies = copiesOf(created.subject)
    for (const person of active) {
      const mine = copies.filter((mail) => mail.to.includes(person.email))
      expect(mine).toHaveLength(1)
      const mail = mine[0]!
      expect(mail.text).toContain(`Hello ${person.first_name},`)
      expect(mail.parsed.html).toContain(`Hello ${person.first_name},`)
      expect(mail.text).toMatch(/Unsubscribe[\s\S]*\/newsletter\/unsubscribe\//)
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    }
    for (const person of [pending, inactive, refused]) {
      expect(copies.filter((mail) => mail.to.includes(person.email))).toHaveLength(0)
    }

    const done = await load(created.id)
    const actives = (
      await payload.count({ collection: 'subscribers', where: { status: { equals: 'active' } } })
    ).totalDocs
    expect(done).toMatchObject({ status: 'sent', total: actives, failed: 1, sent: actives - 1 })
    expect(done.slug).toMatch(/^advent-news/)
    expect(done.sent_at).toBeTruthy()
    const [failure] = await queryRows<{ status: string; reason: string }>(
      payload,
      (sql) => sql`SELECT status, reason FROM newsletter_recipients
        WHERE newsletter_id = ${created.id} AND subscriber_id = ${refused.id}`,
    )
    expect(failure).toMatchObject({ status: 'failed' })
    expect(failure!.reason).toMatch(/550/)
    // No mailbox: the office takes it off the list.
    await payload.update({
      collection: 'subscribers',
      id: refused.id,
      data: { status: 'inactive' },
    })

    // The mail program's one-click button (RFC 8058) unsubscribes at once.
    const mail = copies.find((copy) => copy.to.includes(active[0]!.email))!
    const url = new URL(header(mail, 'List-Unsubscribe')!.replace(/^<|>$/g, ''))
    const clicked = await call(unsubscribe.POST, `${url.pathname}${url.search}`, {
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(clicked.status).toBe(200)
    const after = await payload.findByID({ collection: 'subscribers', id: active[0]!.id })
    expect(after.status).toBe('inactive')

    // A sent newsletter keeps its words and stays in the archive (409).
    const edit = await call(newsletterRoute.PUT, `/api/newsletters/${created.id}`, {
      method: 'PUT',
      token,
      params: { id: String(created.id) },
      body: { subject: 'Changed' },
    })
    expect(edit.status).toBe(409)
    expect(edit.json.detail).toBe(NEWSLETTER_MESSAGES.sentIsFinal)
    const remove = await call(newsletterRoute.DELETE, `/api/newsletters/${created.id}`, {
      method: 'DELETE',
      token,
      params: { id: String(created.id) },
    })
    expect(remove.status).toBe(409)
    expect((await send(created.id)).status).toBe(409)
    // Running the queue again sends nothing more.
    await runDueJobs(payload)
    expect(copiesOf(created.subject)).toHaveLength(copies.length)
  })

  it('goes in batches at the configured rate; honours unsubscribes during the send and leaves later subscribers out', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => subscriber('active')))
    const created = await create()
    // 3 a minute: a window of 0.02 s holds one copy.
    process.env.NEWSLETTER_MAX_PER_MINUTE = '3'
    expect((await send(created.id)).status).toBe(202)
    await payload.jobs.run({ limit: 1, silent: true })
    const first = await load(created.id)
    expect(first.status).toBe('sending')
    expect(first.sent).toBe(1)
    const total = first.total!

    const [sent] = await queryRows<{ subscriber_id: number }>(
      payload,
      (sql) => sql`SELECT subscriber_id FROM newsletter_recipients
        WHERE newsletter_id = ${created.id} AND status = 'sent'`,
    )
    const waiting = people.find((person) => person.id !== sent!.subscriber_id)!
    await payload.update({
      collection: 'subscribers',
      id: waiting.id,
      data: { status: 'inactive' },
    })
    const late = await subscriber('active', 'late')

    process.env.NEWSLETTER_MAX_PER_MINUTE = '600000'
    await untilSent(created.id)
    const done = await load(created.id)
    expect(done.total).toBe(total)
    expect(done.sent).toBe(total - 1)
    const copies = copiesOf(created.subject)
    expect(copies).toHaveLength(total - 1)
    expect(copies.filter((mail) => mail.to.includes(waiting.email))).toHaveLength(0)
    expect(copies.filter((mail) => mail.to.includes(late.email))).toHaveLength(0)
  })

  it('schedules (Dallas time is the client’s to convert), cancels, and sends again', async () => {
    await subscriber('active')
    const created = await create()
    const past = await send(created.id, { send_at: new Date(Date.now() - 60_000).toISOString() })
    expect(past.status).toBe(422)
    expect(past.json.detail).toBe(NEWSLETTER_MESSAGES.sendAtPast)
    const bad = await send(created.id, { send_at: 'tomorrow' })
    expect(bad.status).toBe(422)

    const at = new Date(Date.now() + 3_600_000)
    const scheduled = await send(created.id, { send_at: at.toISOString().replace('Z', '+00:00') })
    expect(scheduled.status).toBe(202)
    expect(scheduled.json).toMatchObject({ status: 'scheduled', send_at: at.toISOString() })
    expect((await send(created.id)).status).toBe(409)
    await runDueJobs(payload)
    expect(copiesOf(created.subject)).toHaveLength(0)

    const cancel = await call(cancelRoute.POST, `/api/newsletters/${created.id}/cancel`, {
      method: 'POST',
      token,
      params: { id: String(created.id) },
    })
    expect(cancel.status).toBe(200)
    expect(cancel.json.status).toBe('cancelled')
    const again = await call(cancelRoute.POST, `/api/newsletters/${created.id}/cancel`, {
      method: 'POST',
      token,
      params: { id: String(created.id) },
    })
    expect(again.status).toBe(409)

    // A JSON request without a body sends now, as one without Content-Type does.
    const now = await call(sendRoute.POST, `/api/newsletters/${created.id}/send`, {
      method: 'POST',
      token,
      params: { id: String(created.id) },
      headers: { 'content-type': 'application/json' },
    })
    expect(now.status).toBe(202)
    expect(now.json.status).toBe('sending')
    await untilSent(created.id)
    expect(copiesOf(created.subject).length).toBe((await load(created.id)).total)
  })

  it('sends once when Send is pressed 50 times at once: one 202, 49 refusals (409)', async () => {
    await subscriber('active')
    const created = await create()
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(created.id)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 202)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    const jobs = await payload.count({
      collection: 'payload-jobs',
      where: {
        taskSlug: { equals: 'newsletter-send' },
        'input.newsletter': { equals: String(created.id) },
      },
    })
    expect(jobs.totalDocs).toBe(1)
    await untilSent(created.id)
    expect(copiesOf(created.subject)).toHaveLength((await load(created.id)).total!)
  })

  it('sends a test copy to the signed-in person only', async () => {
    const office = await personWith(payload, ['office'])
    await payload.update({
      collection: 'users',
      id: office.user.id,
      data: { email: `${unique('office')}@example.org`.toLowerCase() },
    })
    const created = await create()
    const res = await call(testRoute.POST, `/api/newsletters/${created.id}/test`, {
      method: 'POST',
      token: office.token,
      params: { id: String(created.id) },
    })
    expect(res.status).toBe(202)
    await runDueJobs(payload)
    const tests = inbox.all().filter((mail) => mail.subject === `[Test] ${created.subject}`)
    expect(tests).toHaveLength(1)
    expect(tests[0]!.to).toEqual([res.json.to])
    expect(tests[0]!.text).toContain('Hello Test,')
    expect((await load(created.id)).status).toBe('draft')
  })
})
