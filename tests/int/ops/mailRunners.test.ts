/**
 * Mail that always goes out, with the runners of real server processes (the jobs queue's
 * runner every server starts, tests/int/helpers/jobsRunner.ts) and real mail servers:
 *
 * - a notice queued while the mail server refuses connections is delivered once it accepts
 *   again, with no request to the site in between;
 * - a newsletter to 1,000 subscribers reaches each exactly once when the server sending it is
 *   killed (SIGKILL) mid-send and another starts, and (PostgreSQL, where several servers share
 *   one database) when two servers run the queue at once.
 */
import type { ChildProcess } from 'node:child_process'

import { jest } from '@jest/globals'

import type { Payload } from 'payload'

import { databaseKind } from '@/platform/payload/database'
import { queryRows, toNumber } from '@/platform/payload/sql'
import { queueEmail } from '@/platform/mail/message'

import { signIn, testPayload, unique } from '../helpers'
import { freePort, type MailSink, startMailSink } from '../helpers/mailSink'
import {
  copiesOf,
  loadNewsletter,
  sendNewsletterNow,
  writeSubscribers,
} from '../helpers/newsletterRunners'
import { startRunner, stopRunner, waitFor } from '../helpers/runners'

jest.setTimeout(240_000)

let payload: Payload
let token: string
const runners: ChildProcess[] = []
const sinks: MailSink[] = []

beforeAll(async () => {
  payload = await testPayload()
  token = (await signIn(payload)).token
})
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => stopRunner(runner, 'SIGKILL')))
  await Promise.all(sinks.splice(0).map((sink) => sink.close()))
})
// The next test files of this worker share its database: the thousands of subscribers written
// here would receive their newsletters, and the killed server's batches would wait for a runner.
afterAll(async () => {
  await queryRows(
    payload,
    (sql) => sql`UPDATE subscribers SET status = 'inactive' WHERE last_name = ${MANY}`,
  )
  await queryRows(
    payload,
    (sql) => sql`DELETE FROM payload_jobs WHERE task_slug = 'newsletter-send'`,
  )
})

/** Quick paces for the runners: retries, claims and stopped jobs in seconds, not minutes. */
const PACES = {
  EMAIL_RETRY_SECONDS: '1',
  EMAIL_CLAIM_SECONDS: '3',
  JOBS_STALLED_SECONDS: '4',
  NEWSLETTER_BATCH_SECONDS: '2',
  // Up to 1,000 copies a batch of 2 s.
  NEWSLETTER_MAX_PER_MINUTE: '30000',
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

/** The last name of the subscribers written here. */
const MANY = 'Many'

const subscribers = (count: number, tag: string) => writeSubscribers(payload, count, tag, MANY)
const newsletter = (subject: string) => sendNewsletterNow(payload, token, subject)
const load = (id: number) => loadNewsletter(payload, id)

/** Every recipient's copies in the sink: exactly one each, and no copy to anyone else. */
async function expectOneCopyEach(id: number, mail: MailSink, subject: string) {
  const done = await load(id)
  const recipients = await queryRows<{ email: string; status: string; reason: string | null }>(
    payload,
    (sql) =>
      sql`SELECT email, status, reason FROM newsletter_recipients WHERE newsletter_id = ${id}`,
  )
  expect(recipients.filter((row) => row.status !== 'sent')).toEqual([])
  expect(done).toMatchObject({ status: 'sent', failed: 0 })
  expect(recipients.length).toBe(done.total)
  expect(recipients.every((row) => row.status === 'sent')).toBe(true)
  const copies = copiesOf(mail, subject)
  const twice = [...copies].filter(([, n]) => n > 1)
  expect(twice).toEqual([])
  expect(copies.size).toBe(recipients.length)
  for (const row of recipients) expect(copies.get(row.email.toLowerCase())).toBe(1)
}

it('delivers a notice queued while the mail server is down once it is back, with no request in between', async () => {
  const port = freePort()
  await runner(port)
  const subject = unique('Urgent prayer request')
  await queueEmail(payload, { to: 'office@example.org', subject, text: 'A notice for the team.' })

  // The runner tries and meets a refused connection; the email waits for its next try.
  await waitFor(
    async () => {
      const [row] = await queryRows<{ status: string }>(
        payload,
        (sql) => sql`SELECT status FROM email_deliveries WHERE subject = ${subject}`,
      )
      return row?.status === 'waiting'
    },
    30_000,
    'a failed try',
  )

  const back = Date.now()
  const mail = await sink({ port })
  await waitFor(() => mail.all().some((m) => m.subject === subject), 60_000, 'the notice')
  expect(Date.now() - back).toBeLessThan(60_000)
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  expect(mail.all().filter((m) => m.subject === subject)).toHaveLength(1)
})

it('sends a newsletter to 1,000 subscribers exactly once each when its server is killed mid-send and another takes over', async () => {
  const tag = unique('killed').toLowerCase()
  await subscribers(1000, tag)
  const subject = unique('Christmas Eve services')
  let killedAt = 0
  let started = 0
  const mail = await sink({
    // In the middle of the 300th copy's exchange, the server sending it is killed.
    onRecipient: () => {
      if (++started !== 300) return
      killedAt = Date.now()
      runners[0]!.kill('SIGKILL')
    },
  })
  // One copy at a time: the copy in the middle of its exchange is the one the kill interrupts.
  // (A kill in the instant between a copy's record and its final dot would lose that copy;
  // docs/architecture.md, "Mail".)
  await runner(mail.port, { NEWSLETTER_PARALLEL_SENDS: '1' })
  const id = await newsletter(subject)

  await waitFor(() => killedAt > 0, 120_000, 'the kill')
  expect((await load(id)).status).toBe('sending')
  await runner(mail.port, { NEWSLETTER_PARALLEL_SENDS: '1' })
  await waitFor(async () => (await load(id)).status === 'sent', 180_000, 'the newsletter')
  await expectOneCopyEach(id, mail, subject)
  expect((await load(id)).total).toBeGreaterThanOrEqual(1000)
})

if (databaseKind() === 'postgres') {
  it('sends a newsletter to 1,000 subscribers exactly once each with two servers running the queue', async () => {
    await subscribers(1000, unique('shared').toLowerCase())
    const subject = unique('New Year letter')
    const mail = await sink()
    await Promise.all([runner(mail.port), runner(mail.port)])
    const id = await newsletter(subject)
    await waitFor(async () => (await load(id)).status === 'sent', 180_000, 'the newsletter')
    await expectOneCopyEach(id, mail, subject)
    const [claims] = await queryRows<{ n: unknown }>(
      payload,
      (sql) => sql`SELECT count(*) AS n FROM email_deliveries
        WHERE key LIKE ${`newsletter:${id}:%`} AND attempts > 1`,
    )
    // Each copy was claimed once: neither server sent what the other had.
    expect(toNumber(claims?.n)).toBe(0)
  })
}
