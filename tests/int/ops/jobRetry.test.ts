/**
 * A job that failed waits in /cms (Settings → Jobs) until an administrator tries it again:
 * clearing its "Has error" and saving gives it a fresh round of tries from now, the queue's
 * next run sends the email, and the audit log names who did it. Nobody else may.
 */
import { inbox } from '../helpers/smtpInbox'

import type { Payload } from 'payload'

import * as rest from '@/app/(payload)/cms-api/[...slug]/route'
import { queueEmail } from '@/platform/mail/message'

import { personWith, runDueJobs, signIn, testPayload, unique } from '../helpers'
import { call } from '../api/request'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = (await signIn(payload)).token
})
afterAll(async () => {
  await inbox.close()
})

const job = (id: number | string) =>
  payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true })

/** PATCH /cms-api/payload-jobs/{id}, as the panel saves the job's form. */
const saveJob = (id: number | string, data: Record<string, unknown>, as: string) =>
  call(rest.PATCH, `/cms-api/payload-jobs/${id}`, {
    method: 'PATCH',
    token: as,
    params: { slug: ['payload-jobs', String(id)] } as never,
    body: data,
  })

it('sends a failed email once an administrator clears Has error in /cms, and records who did', async () => {
  const began = new Date().toISOString()
  const to = `${unique('retry')}@example.org`
  inbox.putOff(to, true)
  const id = await queueEmail(payload, { to, subject: 'Choir practice moves', text: 'Thursday.' })
  // Its first try (by id: earlier test files in this worker may have left jobs waiting).
  await payload.jobs.runByID({ id, silent: true })
  const tried = await job(id)
  expect([tried.totalTried, tried.log?.map((entry) => entry.state)]).toEqual([1, ['failed']])

  // Its tries ran out, as the queue leaves a job that failed for good: no run takes it again.
  await payload.db.updateOne({
    collection: 'payload-jobs',
    id,
    data: { hasError: true, error: { message: 'Mailbox busy, try later' } },
  })
  inbox.putOff(to, false)
  await runDueJobs(payload)
  expect(inbox.to(to)).toEqual([])

  // The office may not touch jobs.
  const office = await personWith(payload, ['office'])
  expect((await saveJob(id, { hasError: false }, office.token)).status).toBe(403)
  expect((await job(id)).hasError).toBe(true)

  const saved = await saveJob(id, { hasError: false }, token)
  expect(saved.status).toBe(200)
  const again = await job(id)
  expect(again).toMatchObject({ hasError: false, totalTried: 0, processing: false })
  expect(again.error ?? null).toBeNull()
  expect(again.log ?? []).toEqual([])
  expect(new Date(again.waitUntil!).getTime()).toBeLessThanOrEqual(Date.now())

  await runDueJobs(payload)
  expect(inbox.to(to).map((mail) => mail.subject)).toEqual(['Choir practice moves'])

  const { docs } = await payload.find({
    collection: 'audit-log',
    where: {
      and: [
        { entity: { equals: 'payload-jobs' } },
        { entity_id: { equals: String(id) } },
        // SQLite gives a deleted job's id to the next one: only this job's entries count.
        { createdAt: { greater_than_equal: began } },
      ],
    },
    depth: 0,
  })
  expect(docs.map((entry) => [entry.action, entry.username])).toEqual([['update', 'admin']])
})

it('leaves a job that has not failed as it is when Has error stays clear', async () => {
  const id = await queueEmail(payload, {
    to: `${unique('later')}@example.org`,
    subject: 'Later',
    text: 'Next week.',
  })
  const waitUntil = new Date(Date.now() + 3_600_000).toISOString()
  await payload.db.updateOne({ collection: 'payload-jobs', id, data: { waitUntil } })
  expect((await saveJob(id, { hasError: false }, token)).status).toBe(200)
  expect(new Date((await job(id)).waitUntil!).toISOString()).toBe(waitUntil)
  await payload.delete({ collection: 'payload-jobs', id, overrideAccess: true })
})
