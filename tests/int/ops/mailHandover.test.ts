/**
 * What happens to mail when servers share the queue or die, with the runners of real server
 * processes (tests/int/helpers/jobsRunner.ts) and a real mail server:
 *
 * - two servers running the queue at once each take a job the other has not: every email is
 *   claimed and sent once, and neither logs a job it lost to the other;
 * - a newsletter whose server is killed mid-send goes on from another server within a minute
 *   (the dead server stopped beating for its job), every copy once;
 * - a copy whose server is killed between its end and the mail server's answer is counted as
 *   uncertain, never sent again by itself, and sent again when the office asks.
 */
import type { ChildProcess } from 'node:child_process'

import { jest } from '@jest/globals'

import type { Payload } from 'payload'

import * as resendRoute from '@/app/api/newsletters/[id]/resend-uncertain/route'
import { queryRows, toNumber } from '@/platform/payload/sql'
import { queueEmail } from '@/platform/mail/message'

import { signIn, testPayload, unique } from '../helpers'
import { call } from '../api/request'
import { type MailSink, startMailSink } from '../helpers/mailSink'
import {
  copiesOf,
  loadNewsletter,
  sendNewsletterNow,
  writeSubscribers,
} from '../helpers/newsletterRunners'
import { runnerLog, startRunner, stopRunner, waitFor } from '../helpers/runners'

jest.setTimeout(240_000)

let payload: Payload
let token: string
const runners: ChildProcess[] = []
const sinks: MailSink[] = []

/** The last name of the subscribers written here. */
const READERS = 'Handover'

beforeAll(async () => {
  payload = await testPayload()
  token = (await signIn(payload)).token
})
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => stopRunner(runner, 'SIGKILL')))
  await Promise.all(sinks.splice(0).map((sink) => sink.close()))
  // The next tests of this worker share its database: none of these subscribers or batches
  // may reach them.
  await queryRows(
    payload,
    (sql) => sql`UPDATE subscribers SET status = 'inactive' WHERE last_name = ${READERS}`,
  )
  await queryRows(
    payload,
    (sql) => sql`DELETE FROM payload_jobs WHERE task_slug = 'newsletter-send'`,
  )
})

/** Quick paces: retries and claims in seconds; stopped jobs as a server has them unless given. */
const PACES = {
  EMAIL_RETRY_SECONDS: '1',
  EMAIL_CLAIM_SECONDS: '3',
  NEWSLETTER_BATCH_SECONDS: '2',
  NEWSLETTER_MAX_PER_MINUTE: '30000',
  NEWSLETTER_PARALLEL_SENDS: '1',
  LOG_LEVEL: 'warn',
}

async function runner(port: number, env: Record<string, string> = {}) {
  const started = await startRunner(port, { ...PACES, ...env })
  runners.push(started)
  return started
}

async function sink(options: Parameters<typeof startMailSink>[0] = {}) {
  const started = await startMailSink(options)
  sinks.push(started)
  return started
}

const subscribers = (count: number, tag: string) => writeSubscribers(payload, count, tag, READERS)
const sendNewsletter = (subject: string) => sendNewsletterNow(payload, token, subject)
const load = (id: number) => loadNewsletter(payload, id)

it('sends each email once with two servers running the queue, neither running a job the other has', async () => {
  const mail = await sink()
  const subject = unique('Choir rehearsal moved')
  for (let n = 0; n < 60; n++) {
    await queueEmail(payload, { to: `choir${n}@example.org`, subject, text: 'Thursday at 7.' })
  }
  const [first, second] = await Promise.all([runner(mail.port), runner(mail.port)])
  await waitFor(() => mail.all().filter((m) => m.subject === subject).length >= 60, 90_000, 'mail')
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const copies = copiesOf(mail, subject)
  expect(copies.size).toBe(60)
  expect([...copies.values()].every((n) => n === 1)).toBe(true)
  const [claims] = await queryRows<{ twice: unknown; sent: unknown }>(
    payload,
    (sql) => sql`SELECT count(*) FILTER (WHERE attempts > 1) AS twice,
        count(*) FILTER (WHERE status = 'sent') AS sent
      FROM email_deliveries WHERE subject = ${subject}`,
  )
  // Each email was taken once: no server tried one the other had.
  expect(toNumber(claims?.twice)).toBe(0)
  expect(toNumber(claims?.sent)).toBe(60)
  for (const log of [runnerLog(first), runnerLog(second)]) {
    expect(log).not.toContain('Cannot read properties')
    expect(log).not.toContain('could not be run')
    expect(log).not.toContain('busy elsewhere')
  }
})

it('goes on with a newsletter within a minute of its server being killed mid-send, every copy once', async () => {
  const tag = unique('handover').toLowerCase()
  await subscribers(300, tag)
  const subject = unique('Advent candle lighting')
  let started = 0
  let killedAt = 0
  let resumedAt = 0
  const mail = await sink({
    onRecipient: () => {
      started++
      if (started === 100) {
        killedAt = Date.now()
        runners[0]!.kill('SIGKILL')
      } else if (killedAt > 0 && resumedAt === 0) {
        resumedAt = Date.now()
      }
    },
  })
  // Sent before any runner starts: on SQLite the test's writes never wait for a runner's.
  const id = await sendNewsletter(subject)
  // A server's own pace for stopped jobs (JOBS_STALLED_SECONDS unset: 30 s).
  await runner(mail.port)
  await waitFor(() => killedAt > 0, 90_000, 'the kill')
  await runner(mail.port)
  await waitFor(async () => (await load(id)).status === 'sent', 180_000, 'the newsletter')
  expect(resumedAt - killedAt).toBeLessThan(60_000)
  // Every active subscriber of the database: these 300, and any an earlier test file left.
  const done = await load(id)
  expect(done.total).toBeGreaterThanOrEqual(300)
  expect(done).toMatchObject({ status: 'sent', sent: done.total, failed: 0, uncertain: 0 })
  const copies = copiesOf(mail, subject)
  expect(copies.size).toBe(done.total)
  expect([...copies.values()].every((n) => n === 1)).toBe(true)
})

it('counts a copy whose server died as it went out as uncertain, and sends it again only when asked', async () => {
  const tag = unique('uncertain').toLowerCase()
  await subscribers(40, tag)
  const subject = unique('Christmas Eve candlelight')
  let whole = 0
  let lost = ''
  const mail = await sink({
    // The 20th copy has arrived whole; its server dies before the mail server's answer.
    onMessage: async (received) => {
      if (received.subject !== subject || ++whole !== 20) return
      lost = received.to[0]!
      await stopRunner(runners[0]!, 'SIGKILL')
    },
  })
  const id = await sendNewsletter(subject)
  await runner(mail.port, { JOBS_STALLED_SECONDS: '4' })
  await waitFor(() => lost !== '', 90_000, 'the kill')
  await runner(mail.port, { JOBS_STALLED_SECONDS: '4' })
  await waitFor(async () => (await load(id)).status === 'sent', 120_000, 'the newsletter')

  const total = (await load(id)).total!
  expect(total).toBeGreaterThanOrEqual(40)
  expect(await load(id)).toMatchObject({ status: 'sent', sent: total - 1, failed: 0, uncertain: 1 })
  const [row] = await queryRows<{ email: string; status: string }>(
    payload,
    (sql) => sql`SELECT email, status FROM newsletter_recipients
      WHERE newsletter_id = ${id} AND status = 'uncertain'`,
  )
  expect(row?.email.toLowerCase()).toBe(lost)
  // Never sent again by itself: one copy each, the uncertain one's included.
  let copies = copiesOf(mail, subject)
  expect(copies.size).toBe(total)
  expect([...copies.values()].every((n) => n === 1)).toBe(true)

  const resend = () =>
    call(resendRoute.POST, `/api/newsletters/${id}/resend-uncertain`, {
      method: 'POST',
      token,
      params: { id: String(id) },
    })
  const answer = await resend()
  expect(answer.status).toBe(202)
  expect(answer.json).toMatchObject({ status: 'sent', uncertain: 0 })
  await waitFor(async () => (await load(id)).sent === total, 60_000, 'the copy sent again')
  expect(await load(id)).toMatchObject({ status: 'sent', sent: total, uncertain: 0 })
  copies = copiesOf(mail, subject)
  expect(copies.get(lost)).toBe(2)
  expect([...copies].filter(([to]) => to !== lost).every(([, n]) => n === 1)).toBe(true)

  const again = await resend()
  expect(again.status).toBe(409)
  expect(again.json).toEqual({ detail: 'This newsletter has no uncertain copies to send again' })
  const [audit] = await queryRows<{ n: unknown }>(
    payload,
    (sql) => sql`SELECT count(*) AS n FROM audit_log
      WHERE action = 'newsletter_send' AND entity = 'newsletters' AND entity_id = ${String(id)}`,
  )
  expect(toNumber(audit?.n)).toBe(2)
})
