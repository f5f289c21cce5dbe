/**
 * The prayer wall's emails, through the jobs queue to a real mail server: the requester's
 * message when their request goes up (with a take-down link that works once, for that request
 * only), their note a week later when people prayed, and the prayer team's daily digest. Each
 * goes out once, however often the jobs run.
 */
import { inbox, linkTo } from '../helpers/smtpInbox'

import type { Payload } from 'payload'

import * as prayerStatus from '@/app/api/prayer-requests/[id]/status/route'
import * as wallRoute from '@/app/api/prayer-requests/[id]/wall/route'
import * as prayedRoute from '@/app/api/prayer-wall/[id]/prayed/route'
import { churchDate } from '@/lib/churchClock'
import type { PrayerRequest } from '@/payload-types'
import { getPrayerWallPage } from '@/features/prayer/server/read'
import { takeDownLink } from '@/features/prayer/server/takeDown'
import {
  digestSendAt,
  PRAYED_NOTE_TASK,
  PRAYER_DIGEST_TASK,
  queueNextDigest,
} from '../../../src/features/prayer/jobs/prayerWall'

import { runDueJobs, signIn, testPayload, unique } from '../helpers'
import { call, freshIp } from './request'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = (await signIn(payload)).token
})
afterAll(() => inbox.close())

const address = () => `${unique('naomi')}@example.org`.toLowerCase()

async function newRequest(data: Partial<PrayerRequest> = {}) {
  return payload.create({
    collection: 'prayer-requests',
    data: {
      name: 'Naomi Reedsworth',
      subject: unique('Healing'),
      message: 'Please pray for my mother.',
      is_public: true,
      status: 'approved',
      ...data,
    },
  })
}

const putWall = (id: number, body: unknown) =>
  call(wallRoute.PUT, `/api/prayer-requests/${id}/wall`, {
    method: 'PUT',
    token,
    params: { id: String(id) },
    body,
  })

const setStatus = (id: number, status: string) =>
  call(prayerStatus.PUT, `/api/prayer-requests/${id}/status?status=${status}`, {
    method: 'PUT',
    token,
    params: { id: String(id) },
  })

const onWall = async (id: number) =>
  (await getPrayerWallPage(1)).items.some((item) => item.id === id) ||
  (await getPrayerWallPage(2)).items.some((item) => item.id === id)

const wallMail = (email: string) =>
  inbox.to(email).filter((mail) => mail.subject === 'Your prayer request is on our prayer wall')

/** The token of the take-down link in a requester's email. */
const takeDownTokenIn = (email: string) =>
  linkTo(wallMail(email)[0], '/prayer-wall/take-down/').pathname.split('/').pop()!

describe('the requester’s email when the request goes up', () => {
  it('is sent once, with how the wall shows them and a take-down link, even when put back', async () => {
    const email = address()
    const doc = await newRequest({ email, phone: '(214) 555-0199' })
    expect((await putWall(doc.id, { on_wall: true })).status).toBe(200)
    await runDueJobs(payload)
    expect(wallMail(email)).toHaveLength(1)
    const [mail] = wallMail(email)
    expect(mail.text).toContain(doc.subject)
    expect(mail.text).toContain('shown as Naomi R.')
    expect(linkTo(mail, '/prayer-wall/take-down/').pathname).toMatch(
      new RegExp(`^/prayer-wall/take-down/${doc.id}\\.`),
    )
    // Taken down by the team and put back: no second email.
    await putWall(doc.id, { on_wall: false })
    await putWall(doc.id, { on_wall: true })
    await runDueJobs(payload)
    expect(wallMail(email)).toHaveLength(1)
  })

  it('is not sent to a requester who gave no email', async () => {
    const before = inbox.all().length
    const doc = await newRequest()
    await putWall(doc.id, { on_wall: true })
    await runDueJobs(payload)
    expect(
      inbox
        .all()
        .slice(before)
        .map((mail) => mail.subject),
    ).not.toContain('Your prayer request is on our prayer wall')
  })
})

describe('the take-down link', () => {
  it('asks first, then takes down its request once, for good, and no other', async () => {
    const email = address()
    const doc = await newRequest({ email })
    const other = await newRequest({ email: address() })
    await putWall(doc.id, { on_wall: true })
    await putWall(other.id, { on_wall: true })
    await runDueJobs(payload)
    const linkToken = takeDownTokenIn(email)
    const signature = linkToken.split('.')[1]

    // Another request's id with this signature, a forged one, a malformed one: refused.
    for (const forged of [`${other.id}.${signature}`, `${doc.id}.${'A'.repeat(43)}`, 'nonsense']) {
      expect((await takeDownLink(payload, forged, { act: true })).kind).toBe('refused')
    }
    expect(await onWall(other.id)).toBe(true)

    // Opening the page changes nothing: a mail scanner opens every link.
    const asked = await takeDownLink(payload, linkToken)
    expect(asked).toMatchObject({ kind: 'ask', button: 'Take it down' })
    expect(await onWall(doc.id)).toBe(true)

    expect((await takeDownLink(payload, linkToken, { act: true })).kind).toBe('done')
    expect(await onWall(doc.id)).toBe(false)
    const after = await payload.findByID({ collection: 'prayer-requests', id: doc.id })
    expect(after).toMatchObject({ is_public: false, on_wall: false })

    // Once: pressing again changes nothing, and the team cannot put it back.
    expect((await takeDownLink(payload, linkToken, { act: true })).kind).toBe('done')
    const again = await payload.findByID({ collection: 'prayer-requests', id: doc.id })
    expect(again.updatedAt).toBe(after.updatedAt)
    const putBack = await putWall(doc.id, { on_wall: true })
    expect(putBack.status).toBe(422)
    expect(putBack.json.detail).toBe('The requester did not choose to share this request')
    expect(await onWall(other.id)).toBe(true)
  })
})

describe('the note a week later', () => {
  /** Makes the request's waiting note job due now, as a week passing would. */
  async function weekPasses(id: number) {
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: PRAYED_NOTE_TASK } },
      pagination: false,
      overrideAccess: true,
    })
    const job = docs.find((found) => (found.input as { request?: number }).request === id)
    expect(job).toBeDefined()
    expect(new Date(job!.waitUntil as string).getTime()).toBeGreaterThan(
      Date.now() + 6 * 24 * 60 * 60 * 1000,
    )
    await payload.update({
      collection: 'payload-jobs',
      id: job!.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
  }

  const notes = (email: string) =>
    inbox.to(email).filter((mail) => / prayed for /.test(mail.subject))

  it('tells the requester how many prayed, once, and only when anyone did', async () => {
    const email = address()
    const quiet = address()
    const doc = await newRequest({ email })
    const unprayed = await newRequest({ email: quiet })
    await putWall(doc.id, { on_wall: true })
    await putWall(unprayed.id, { on_wall: true })
    await runDueJobs(payload)
    for (let i = 0; i < 12; i++) {
      const res = await call(prayedRoute.POST, `/api/prayer-wall/${doc.id}/prayed`, {
        method: 'POST',
        ip: freshIp(),
        params: { id: String(doc.id) },
      })
      expect(res.status).toBe(200)
    }
    expect(notes(email)).toHaveLength(0)

    await weekPasses(doc.id)
    await weekPasses(unprayed.id)
    await runDueJobs(payload)
    await runDueJobs(payload)
    expect(notes(email).map((mail) => mail.subject)).toEqual(['12 people prayed for your request'])
    expect(notes(email)[0].text).toContain(doc.subject)
    expect(notes(quiet)).toHaveLength(0)
  })
})

describe('the prayer team’s daily digest', () => {
  async function person(roles: string[], extra: Record<string, unknown> = {}) {
    const email = address()
    await payload.create({
      collection: 'users',
      data: {
        username: unique('team').toLowerCase(),
        full_name: 'Prayer Team Member',
        email,
        password: 'prayer-team-password',
        roles,
        ...extra,
      } as never,
    })
    return email
  }

  /** Runs the digest of `date` through the maintenance queue, as the daily job does. */
  async function runDigest(date: string) {
    await payload.jobs.queue({
      task: PRAYER_DIGEST_TASK,
      queue: 'maintenance',
      input: { date },
      overrideAccess: true,
    } as never)
    await payload.jobs.run({ queue: 'maintenance', limit: 20, silent: true })
    await runDueJobs(payload)
  }

  const digests = (email: string) =>
    inbox.to(email).filter((mail) => mail.subject.startsWith('Prayer requests approved on'))

  it('sends each active member of the team one digest of the day’s approvals, urgent first, private ones included', async () => {
    const member = await person(['prayer_team'])
    const inactive = await person(['prayer_team'], { active: false })
    const office = await person(['office'])
    const plain = await newRequest({ status: 'pending', is_public: true })
    const urgent = await newRequest({ status: 'pending', is_public: false, is_urgent: true })
    await setStatus(plain.id, 'approved')
    await setStatus(urgent.id, 'approved')
    const today = churchDate()

    await runDigest(today)
    await runDigest(today)
    expect(digests(member)).toHaveLength(1)
    const { text } = digests(member)[0]
    expect(text).toContain(plain.subject)
    expect(text).toContain(`URGENT: ${urgent.subject}`)
    expect(text).toContain('Private: prayer team only')
    expect(text.indexOf(urgent.subject)).toBeLessThan(text.indexOf(plain.subject))
    expect(digests(inactive)).toHaveLength(0)
    expect(digests(office)).toHaveLength(0)
  })

  it('sends nothing for a day with no approvals', async () => {
    const member = await person(['prayer_team'])
    await runDigest('2001-01-01')
    expect(digests(member)).toHaveLength(0)
  })

  it('queues the next digest once, for the morning after the day it covers', async () => {
    const now = new Date()
    await queueNextDigest(payload, now)
    await queueNextDigest(payload, now)
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: PRAYER_DIGEST_TASK } },
          { waitUntil: { greater_than: now.toISOString() } },
        ],
      },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const { date } = docs[0].input as { date: string }
    expect(new Date(docs[0].waitUntil as string).toISOString()).toBe(
      digestSendAt(date).toISOString(),
    )
    expect(digestSendAt(date).getTime()).toBeGreaterThan(now.getTime())
  })
})
