import { createHash } from 'node:crypto'

import * as confirm from '@/app/api/newsletter/confirm/route'
import * as subscribe from '@/app/api/newsletter/subscribe/route'
import * as subscribers from '@/app/api/newsletter/subscribers/route'
import * as unsubscribe from '@/app/api/newsletter/unsubscribe/route'
import { queryRows } from '@/platform/payload/sql'
import { outbox } from '@/platform/payload/email'
import {
  CONFIRMATION_VALID_DAYS,
  confirmationToken,
  unsubscribeToken,
} from '@/server/newsletter/subscription'
import type { Subscriber } from '@/payload-types'

import { runDueJobs, signIn, testPayload, unique } from '../helpers'
import { call } from './request'

let token: string
beforeAll(async () => {
  token = (await signIn(await testPayload())).token
})

const newAddress = () => `${unique('reader')}@example.org`

/** Subscribes, then lets the runner do the subscription's work, as a server does within seconds. */
async function subscribeAs(email: string, first_name = 'Lydia', last_name = 'Purple') {
  const res = await call(subscribe.POST, '/api/newsletter/subscribe', {
    body: { first_name, last_name, email },
  })
  await runDueJobs(await testPayload())
  return res
}

async function stored(email: string): Promise<Subscriber[]> {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email } },
  })
  return docs
}

/** The confirmation emails sent to an address, oldest first. */
const confirmationsTo = (email: string) =>
  outbox.filter((m) => m.to === email && String(m.subject).startsWith('Please confirm'))

/** The token of an email's link to one of the newsletter's pages (`/newsletter/confirm/T`). */
function tokenIn(text: string, page: 'confirm' | 'unsubscribe'): string {
  const found = text.match(new RegExp(`https?://[^\\s]*/newsletter/${page}/([^\\s/]+)`))
  if (!found) throw new Error(`no ${page} link in the email`)
  return found[1]
}

/** The API address of a link's token, which a browser is sent on from to the page. */
const apiLink = (page: 'confirm' | 'unsubscribe', token: string) =>
  `/api/newsletter/${page}?token=${encodeURIComponent(token)}`

/** Lets a new confirmation email go to an address at once (its 10-minute wait is over). */
async function endConfirmationWait(email: string) {
  const key = `confirmationEmails:${createHash('sha256').update(email).digest('hex')}`
  await queryRows(
    await testPayload(),
    (sql) => sql`UPDATE api_rate_limits SET expire = ${Date.now() - 1} WHERE rl_key = ${key}`,
  )
}

const post = (handler: typeof confirm.POST, path: string, headers: Record<string, string> = {}) =>
  call(handler, path, { method: 'POST', headers })

describe('POST /api/newsletter/subscribe (double opt-in)', () => {
  it('stores a new address as pending, answers 201 {success} and emails it a confirmation link', async () => {
    const email = newAddress()
    const res = await subscribeAs(email.toUpperCase())
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ success: true })
    const [subscriber, ...others] = await stored(email)
    expect(others).toHaveLength(0)
    expect(subscriber).toMatchObject({
      first_name: 'Lydia',
      last_name: 'Purple',
      status: 'pending',
    })

    const [mail] = confirmationsTo(email)
    expect(mail).toBeDefined()
    expect(mail.text).toContain(`/newsletter/confirm/`)
    // The email carries nothing the requester typed but the address.
    expect(mail.text).not.toContain('Lydia')
  })

  it('keeps a subscription pending, and out of the dashboard, until it is confirmed', async () => {
    const email = newAddress()
    await subscribeAs(email)
    const list = await call(subscribers.GET, '/api/newsletter/subscribers', { token })
    const row = list.json.find((s: { email: string }) => s.email === email)
    expect(row).toEqual({
      id: expect.anything(),
      first_name: 'Lydia',
      last_name: 'Purple',
      email,
      is_active: false,
      status: 'pending',
      created_at: expect.any(String),
    })
    expect((await call(subscribers.GET, '/api/newsletter/subscribers')).status).toBe(401)
  })

  it('answers the same 201 for an active address and changes nothing about it', async () => {
    const email = newAddress()
    await subscribeAs(email)
    const [subscriber] = await stored(email)
    await post(confirm.POST, `/api/newsletter/confirm?token=${confirmationToken(subscriber)}`)
    await endConfirmationWait(email)
    const mailsBefore = confirmationsTo(email).length

    const again = await subscribeAs(email, 'Mallory', 'Renamed')
    expect(again.status).toBe(201)
    expect(again.json).toEqual({ success: true })
    const after = await stored(email)
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ first_name: 'Lydia', last_name: 'Purple', status: 'active' })
    expect(confirmationsTo(email)).toHaveLength(mailsBefore)
  })

  it('sends a pending address its confirmation again, at most once in 10 minutes, never activating or renaming it', async () => {
    const email = newAddress()
    await subscribeAs(email)
    const soon = await subscribeAs(email, 'Mallory', 'Renamed')
    expect(soon.status).toBe(201)
    expect(confirmationsTo(email)).toHaveLength(1)

    await endConfirmationWait(email)
    await subscribeAs(email, 'Mallory', 'Renamed')
    expect(confirmationsTo(email)).toHaveLength(2)

    const after = await stored(email)
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ first_name: 'Lydia', last_name: 'Purple', status: 'pending' })
  })

  it('puts an unsubscribed address back to pending with a new confirmation, never active nor renamed', async () => {
    const email = newAddress()
    await subscribeAs(email)
    const [subscriber] = await stored(email)
    await post(confirm.POST, `/api/newsletter/confirm?token=${confirmationToken(subscriber)}`)
    await post(
      unsubscribe.POST,
      `/api/newsletter/unsubscribe?token=${unsubscribeToken(subscriber)}`,
    )
    expect((await stored(email))[0].status).toBe('inactive')
    await endConfirmationWait(email)
    const mailsBefore = confirmationsTo(email).length

    const again = await subscribeAs(email, 'Mallory', 'Renamed')
    expect(again.status).toBe(201)
    const after = await stored(email)
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ first_name: 'Lydia', last_name: 'Purple', status: 'pending' })
    expect(confirmationsTo(email)).toHaveLength(mailsBefore + 1)
    const list = await call(subscribers.GET, '/api/newsletter/subscribers', { token })
    const row = list.json.find((s: { email: string }) => s.email === email)
    expect(row).toMatchObject({ status: 'pending', is_active: false })
  })

  it('creates one subscriber when the same address is sent twice at once', async () => {
    const email = newAddress()
    const body = { first_name: 'Lydia', last_name: 'Purple', email }
    const results = await Promise.all([
      call(subscribe.POST, '/api/newsletter/subscribe', { body }),
      call(subscribe.POST, '/api/newsletter/subscribe', { body }),
    ])
    await runDueJobs(await testPayload())
    expect(results.map((r) => r.status)).toEqual([201, 201])
    expect(await stored(email)).toHaveLength(1)
  })

  it('answers a filled honeypot like a person and stores nothing', async () => {
    const email = newAddress()
    const res = await call(subscribe.POST, '/api/newsletter/subscribe', {
      body: { first_name: 'Bot', last_name: 'Net', email, website: 'http://spam.example' },
    })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ success: true })
    expect(await stored(email)).toHaveLength(0)
    expect(confirmationsTo(email)).toHaveLength(0)
  })

  it('refuses a bad email (422)', async () => {
    const bad = await call(subscribe.POST, '/api/newsletter/subscribe', {
      body: { first_name: 'A', last_name: 'B', email: 'nope' },
    })
    expect(bad.status).toBe(422)
    expect(bad.json.errors.map((e: { field: string }) => e.field)).toEqual(['email'])
  })
})

describe('the confirmation email', () => {
  it('carries List-Unsubscribe headers (RFC 8058) and links that work', async () => {
    const email = newAddress()
    await subscribeAs(email)
    const [mail] = confirmationsTo(email)
    const [subscriber] = await stored(email)
    const headers = mail.headers as Record<string, string>
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost\/api\/newsletter\/unsubscribe\?token=[^>]+>$/,
    )
    const oneClick = new URL(headers['List-Unsubscribe'].slice(1, -1))
    // The email's own unsubscribe link is the site's page of the same token.
    expect(`${oneClick.pathname}${oneClick.search}`).toBe(
      apiLink('unsubscribe', tokenIn(String(mail.text), 'unsubscribe')),
    )

    const confirmToken = tokenIn(String(mail.text), 'confirm')
    const confirmed = await post(confirm.POST, apiLink('confirm', confirmToken), {
      accept: 'application/json',
    })
    expect(confirmed.status).toBe(200)
    expect((await stored(email))[0].status).toBe('active')

    // The mail program's one-click unsubscribe: a form-encoded POST, without origin or cookie.
    const res = await call(unsubscribe.POST, `${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(200)
    const after = await testPayload().then((p) =>
      p.findByID({ collection: 'subscribers', id: subscriber.id }),
    )
    expect(after.status).toBe('inactive')
  })

  it('links to SITE_URL when it is set', async () => {
    const email = newAddress()
    const before = process.env.SITE_URL
    process.env.SITE_URL = 'https://church.example.org/'
    try {
      await subscribeAs(email)
    } finally {
      if (before === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = before
    }
    const [mail] = confirmationsTo(email)
    expect(mail.text).toContain('https://church.example.org/newsletter/confirm/')
    expect(mail.text).toContain('https://church.example.org/newsletter/unsubscribe/')
    expect((mail.headers as Record<string, string>)['List-Unsubscribe']).toMatch(
      /^<https:\/\/church\.example\.org\/api\/newsletter\/unsubscribe\?token=/,
    )
  })
})

describe('/api/newsletter/confirm?token=T', () => {
  async function pending() {
    const email = newAddress()
    await subscribeAs(email)
    const [subscriber] = await stored(email)
    return {
      email,
      subscriber,
      path: `/api/newsletter/confirm?token=${confirmationToken(subscriber)}`,
    }
  }

  it('sends a browser to the link’s page, and answers an API client, changing nothing', async () => {
    const { email, subscriber, path } = await pending()
    const page = await call(confirm.GET, path, { headers: { accept: 'text/html' } })
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toBe(
      `/newsletter/confirm/${confirmationToken(subscriber)}`,
    )
    const asJson = await call(confirm.GET, path, { headers: { accept: 'application/json' } })
    expect(asJson.status).toBe(200)
    expect(asJson.json.message).toContain(email)
    expect((await stored(email))[0].status).toBe('pending')
  })

  it('POST confirms the subscription; a second POST changes nothing more', async () => {
    const { email, path } = await pending()
    const res = await post(confirm.POST, path, { accept: 'application/json' })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ success: true, message: expect.any(String) })
    expect((await stored(email))[0].status).toBe('active')
    // A browser's post (the page of an older email) goes to the page, which says it is done.
    const fromPage = await post(confirm.POST, path, { accept: 'text/html' })
    expect(fromPage.status).toBe(303)
    expect((await stored(email))[0].status).toBe('active')
  })

  it('refuses a bad, forged or expired token with 400 and a clear message', async () => {
    const { email, subscriber } = await pending()
    const expired = confirmationToken(
      subscriber,
      Date.now() - (CONFIRMATION_VALID_DAYS * 24 + 1) * 60 * 60 * 1000,
    )
    const forged = confirmationToken({ id: subscriber.id, email: 'someone-else@example.org' })
    for (const method of ['GET', 'POST'] as const) {
      const handler = method === 'GET' ? confirm.GET : confirm.POST
      const headers = { accept: 'application/json' }
      for (const bad of ['', 'nonsense', `${subscriber.id}.1.AAAA`, forged]) {
        const res = await call(handler, `/api/newsletter/confirm?token=${bad}`, { method, headers })
        expect(res.status).toBe(400)
        expect(res.json.detail).toBe(
          'This confirmation link is not valid. Please copy the whole link from the email.',
        )
      }
      const asJson = await call(handler, `/api/newsletter/confirm?token=${expired}`, {
        method,
        headers: { accept: 'application/json' },
      })
      expect(asJson.status).toBe(400)
      expect(asJson.json).toEqual({ detail: expect.stringContaining('has expired') })
    }
    expect((await stored(email))[0].status).toBe('pending')
  })

  it('does not let a link sent before an unsubscribe confirm the next subscription', async () => {
    const { email, subscriber, path } = await pending()
    await post(
      unsubscribe.POST,
      `/api/newsletter/unsubscribe?token=${unsubscribeToken(subscriber)}`,
    )
    await endConfirmationWait(email)
    await subscribeAs(email)
    expect((await stored(email))[0].status).toBe('pending')

    const old = await post(confirm.POST, path, { accept: 'application/json' })
    expect(old.status).toBe(400)
    expect(old.json.detail).toContain('ended after this link was sent')
    expect((await stored(email))[0].status).toBe('pending')

    // The link of the new subscription works.
    const fresh = tokenIn(String(confirmationsTo(email).at(-1)!.text), 'confirm')
    expect(
      (await post(confirm.POST, apiLink('confirm', fresh), { accept: 'application/json' })).status,
    ).toBe(200)
    expect((await stored(email))[0].status).toBe('active')
  })

  it('does not revive a subscription ended after the link was sent', async () => {
    const { email, subscriber, path } = await pending()
    await post(
      unsubscribe.POST,
      `/api/newsletter/unsubscribe?token=${unsubscribeToken(subscriber)}`,
    )
    const res = await post(confirm.POST, path, { accept: 'application/json' })
    expect(res.status).toBe(400)
    expect((await stored(email))[0].status).toBe('inactive')
  })
})

describe('/api/newsletter/unsubscribe?token=T', () => {
  async function active() {
    const email = newAddress()
    await subscribeAs(email)
    const [subscriber] = await stored(email)
    await post(confirm.POST, `/api/newsletter/confirm?token=${confirmationToken(subscriber)}`)
    return { email, path: `/api/newsletter/unsubscribe?token=${unsubscribeToken(subscriber)}` }
  }

  it('GET sends a browser to the page and changes nothing; POST unsubscribes', async () => {
    const { email, path } = await active()
    const page = await call(unsubscribe.GET, path, { headers: { accept: 'text/html' } })
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toMatch(/^\/newsletter\/unsubscribe\//)
    expect((await stored(email))[0].status).toBe('active')

    const res = await post(unsubscribe.POST, path, { accept: 'application/json' })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ success: true, message: expect.any(String) })
    expect((await stored(email))[0].status).toBe('inactive')
    const list = await call(subscribers.GET, '/api/newsletter/subscribers', { token })
    const row = list.json.find((s: { email: string }) => s.email === email)
    expect(row).toMatchObject({ status: 'inactive', is_active: false })
  })

  it('refuses a bad or forged token (400)', async () => {
    const forged = await call(unsubscribe.POST, '/api/newsletter/unsubscribe?token=1.AAAA', {
      method: 'POST',
      headers: { accept: 'application/json' },
    })
    expect(forged.status).toBe(400)
    expect(forged.json.detail).toBe('This unsubscribe link is not valid.')
    const otherSubscriber = unsubscribeToken({ id: 1, email: 'someone-else@example.org' })
    const wrong = await call(
      unsubscribe.POST,
      `/api/newsletter/unsubscribe?token=${otherSubscriber}`,
      { method: 'POST', headers: { accept: 'application/json' } },
    )
    expect(wrong.status).toBe(400)
  })
})
