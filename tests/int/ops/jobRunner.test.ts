/**
 * The jobs queue's runner, in this process, on the real database: each due job is taken by one
 * runner alone however many ask at once, a job whose server beats for it is left alone, one
 * whose server stopped beating is released, and what a job carries (an email's text, which may
 * hold a password-reset link) is read by no person on any path.
 */
import type { Payload } from 'payload'

import { claimDueJobs } from '../../../src/platform/jobs/runner'
import { beat, releaseStalledJobs, STALLED_AFTER_MS } from '../../../src/platform/jobs/stalled'
import { queryRows } from '@/platform/payload/sql'
import { queueEmail } from '@/platform/mail/message'

import * as graphql from '@/app/(payload)/cms-api/graphql/route'

import { captureLogs, signIn, testPayload, unique } from '../helpers'
import { call } from '../api/request'
import { cmsRest } from '../helpers/cmsApi'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A queue of this test's own, so that no other file's waiting jobs are taken here. */
const queueOf = (label: string) => unique(label).toLowerCase()

async function queueJobs(queue: string, count: number, waitUntil?: Date) {
  const ids: (number | string)[] = []
  for (let n = 0; n < count; n++) {
    const job = await payload.jobs.queue({
      task: 'send-email',
      queue,
      input: { key: unique('claim'), to: `claim${n}@example.org`, subject: 'Claim', text: 'Hi' },
      ...(waitUntil ? { waitUntil } : {}),
    } as never)
    ids.push((job as { id: number | string }).id)
  }
  return ids
}

const processing = async (ids: (number | string)[]) =>
  (
    await queryRows<{ id: unknown; processing: unknown }>(
      payload,
      (sql) =>
        sql`SELECT id, processing FROM payload_jobs WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    )
  ).filter((row) => row.processing === true || row.processing === 1).length

afterAll(async () => {
  await queryRows(payload, (sql) => sql`DELETE FROM payload_jobs WHERE queue LIKE 'claims-%'`)
})

it('gives each due job to one runner when ten ask at once', async () => {
  const queue = queueOf('claims-race')
  const ids = await queueJobs(queue, 30)
  const taken = await Promise.all(Array.from({ length: 10 }, () => claimDueJobs(payload, queue, 5)))
  const all = taken.flat().map(String)
  expect(new Set(all).size).toBe(all.length)
  expect(all.length).toBe(30)
  expect(new Set(all)).toEqual(new Set(ids.map(String)))
  expect(await processing(ids)).toBe(30)
  // Nothing is left to take.
  expect(await claimDueJobs(payload, queue, 5)).toEqual([])
})

it('takes no job before its time, and none of another queue', async () => {
  const queue = queueOf('claims-later')
  await queueJobs(queue, 2, new Date(Date.now() + 60_000))
  const other = queueOf('claims-other')
  const [elsewhere] = await queueJobs(other, 1)
  expect(await claimDueJobs(payload, queue, 10)).toEqual([])
  expect((await claimDueJobs(payload, other, 10)).map(String)).toEqual([String(elsewhere)])
})

it('leaves a job its server beats for, and releases one whose server stopped', async () => {
  const queue = queueOf('claims-beat')
  const [kept, stopped] = await queueJobs(queue, 2)
  expect(await claimDueJobs(payload, queue, 2)).toHaveLength(2)
  const later = Date.now() + STALLED_AFTER_MS + 1_000
  // The server running `kept` beats for it; the one that ran `stopped` is gone.
  await beat(payload, [kept!], later - 1_000)
  const logs = captureLogs(payload)
  expect(await releaseStalledJobs(payload, later)).toBeGreaterThanOrEqual(1)
  expect(logs.map((entry) => entry.msg)).toEqual(['jobs stopped mid-run released'])
  expect(await processing([kept!])).toBe(1)
  expect(await processing([stopped!])).toBe(0)
  // Released, it is due again and taken by the next look.
  expect((await claimDueJobs(payload, queue, 2)).map(String)).toEqual([String(stopped)])
})

it("keeps what a job carries from every person: an administrator reads the job, not the email's text", async () => {
  const secret = unique('reset-link-token')
  const id = await queueEmail(
    payload,
    { to: 'member@example.org', subject: 'Set your password', text: `Open /reset?token=${secret}` },
    { waitUntil: new Date(Date.now() + 3_600_000) },
  )
  const { token } = await signIn(payload)
  const rest = await cmsRest('GET', `payload-jobs/${id}`, token)
  expect(rest.status).toBe(200)
  const doc = rest.json as Record<string, unknown>
  expect(doc.taskSlug).toBe('send-email')
  expect(JSON.stringify(doc)).not.toContain(secret)
  const list = await cmsRest('GET', `payload-jobs?where[id][equals]=${id}`, token)
  expect(list.status).toBe(200)
  expect(list.text).not.toContain(secret)
  const query = `{ PayloadJob(id: ${JSON.stringify(id)}) { id input log { input output } } }`
  const answer = await call(graphql.POST, '/cms-api/graphql', { token, body: { query } })
  expect(answer.status).toBe(200)
  expect(answer.text).not.toContain(secret)
  // The server itself still has it, and sends it.
  const [row] = await queryRows<{ input: unknown }>(
    payload,
    (sql) => sql`SELECT input FROM payload_jobs WHERE id = ${id}`,
  )
  expect(JSON.stringify(row?.input)).toContain(secret)
  await queryRows(payload, (sql) => sql`DELETE FROM payload_jobs WHERE id = ${id}`)
})

it('runs no job on a person’s request: the queue’s run endpoint is refused', async () => {
  const { token } = await signIn(payload)
  const res = await cmsRest('GET', 'payload-jobs/run', token)
  expect(res.status).toBe(401)
})
