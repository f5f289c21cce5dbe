import type { Payload, PayloadRequest } from 'payload'

import { churchDate } from '@/lib/churchClock'
import { slugify, uniqueSlug } from '@/lib/slug'
import type { Newsletter } from '@/payload-types'
import { expireContent } from '../../../collections/hooks/revalidate'
import { linkOrigin } from '@/platform/payload/settings'
import { queryRows, toNumber } from '@/platform/payload/sql'
import { NEWSLETTER_SEND_TASK } from '@/platform/mail/message'
import { type NewsletterEvent, type RenderedNewsletter, renderStored } from './render'
import { sendCopy, type Recipient } from './copies'

/**
 * Sending a newsletter: one job of the jobs queue per batch (collections/jobs/newsletterSend.ts).
 *
 * - **Start.** The first batch turns a due `scheduled` newsletter into `sending`, takes the
 *   upcoming events, and writes one recipient row per subscriber active at that moment (one
 *   INSERT … SELECT): a subscriber who confirms later is not added.
 * - **Pace.** One batch per window (NEWSLETTER_BATCH_SECONDS), of NEWSLETTER_MAX_PER_MINUTE's share of it. The
 *   window is taken with one conditional UPDATE of the newsletter, so of two servers running
 *   the queue (or a job picked up twice) only one sends in a window.
 * - **Once.** Each copy is an email keyed `newsletter:<newsletter>:<subscriber>`, claimed in
 *   email-deliveries before it is sent (src/platform/mail/deliver.ts): a copy is sent at most
 *   once whoever tries it, and a sender killed mid-copy frees it after the claim's time.
 * - **Unsubscribes** are read at each batch: a subscriber no longer active is skipped.
 * - **Failures**: a copy the mail server refuses for good fails at once, with the reason; one it
 *   cannot take now (down, timing out) is tried in later batches, NEWSLETTER_ATTEMPTS times.
 */

/** The most copies sent in a minute, across every server (NEWSLETTER_MAX_PER_MINUTE). */
export const maxPerMinute = () => Math.max(1, Number(process.env.NEWSLETTER_MAX_PER_MINUTE) || 600)
/** How often a batch goes out (NEWSLETTER_BATCH_SECONDS, default 10); a batch holds a window's share of the rate. */
export const batchWindowMs = () =>
  Math.max(0.01, Number(process.env.NEWSLETTER_BATCH_SECONDS) || 10) * 1000
const batchSize = () => Math.max(1, Math.ceil((maxPerMinute() * batchWindowMs()) / 60_000))
/** How many copies of a batch are handed to the mail server at once (NEWSLETTER_PARALLEL_SENDS). */
const parallelSends = () => Math.max(1, Number(process.env.NEWSLETTER_PARALLEL_SENDS) || 4)
/** How many upcoming events a newsletter with the events block shows. */
export const NEWSLETTER_EVENTS = 4
/** Segments beside the slugs under /newsletter/ (src/app/(site)/newsletter/). */
const TAKEN_PATHS = ['confirm', 'unsubscribe', 'feed-xml', 'page']

const nowIso = () => new Date().toISOString()

/** The next events from today (Dallas), as the newsletter will carry them. */
export async function upcomingEvents(payload: Payload): Promise<NewsletterEvent[]> {
  const found = await payload.find({
    collection: 'events',
    where: { date: { greater_than_equal: churchDate() } },
    sort: ['date', 'time'],
    limit: NEWSLETTER_EVENTS,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return found.docs.map((event) => ({
    id: event.id,
    title: event.title,
    slug: (event as { slug?: string | null }).slug ?? null,
    date: String(event.date).slice(0, 10),
    time: event.time ?? null,
    location: event.location ?? null,
  }))
}

async function newsletterSlug(payload: Payload, newsletter: Newsletter) {
  return uniqueSlug(slugify(newsletter.subject, 'newsletter'), async (candidate) => {
    if (TAKEN_PATHS.includes(candidate)) return true
    const found = await payload.count({
      collection: 'newsletters',
      where: { slug: { equals: candidate }, id: { not_equals: newsletter.id } },
      overrideAccess: true,
    })
    return found.totalDocs > 0
  })
}

/**
 * Takes the newsletter's events and slug and writes its recipients, once: the recipients in
 * one statement (the pair newsletter/subscriber is unique, so a second run adds nobody it
 * already has), then the total, which marks the start as done.
 */
async function prepare(payload: Payload, newsletter: Newsletter) {
  const id = newsletter.id
  const events = newsletter.include_events ? await upcomingEvents(payload) : []
  const slug = newsletter.slug ?? (await newsletterSlug(payload, newsletter))
  const at = nowIso()
  await queryRows(
    payload,
    (sql) => sql`INSERT INTO newsletter_recipients
        (newsletter_id, subscriber_id, email, first_name, status, attempts, updated_at, created_at)
      SELECT ${id}, s.id, s.email, s.first_name, 'queued', 0, ${at}, ${at}
      FROM subscribers s WHERE s.status = 'active'
      ON CONFLICT (newsletter_id, subscriber_id) DO NOTHING`,
  )
  await queryRows(
    payload,
    (sql) => sql`UPDATE newsletters SET
        total = (SELECT count(*) FROM newsletter_recipients WHERE newsletter_id = ${id}),
        events = ${JSON.stringify(events)},
        slug = COALESCE(slug, ${slug}),
        updated_at = ${at}
      WHERE id = ${id} AND total IS NULL`,
  )
}

/** Takes this window's batch for this server; false when another server has it. */
async function takeWindow(payload: Payload, id: number | string, now: number, wait: number) {
  const rows = await queryRows<{ id: unknown }>(
    payload,
    (sql) => sql`UPDATE newsletters SET next_batch_at = ${now + wait}
      WHERE id = ${id} AND status IN ('sending', 'sent')
        AND (next_batch_at IS NULL OR next_batch_at <= ${now})
      RETURNING id`,
  )
  return rows.length > 0
}

const rendered = new Map<string, Promise<RenderedNewsletter>>()

/** The newsletter rendered once per version, kept while it is being sent. */
async function renderedFor(payload: Payload, newsletter: Newsletter, origin: string) {
  const key = `${newsletter.id}:${newsletter.updatedAt}:${origin}`
  let found = rendered.get(key)
  if (!found) {
    found = renderStored(payload, newsletter, {
      origin,
      events: (newsletter.events as NewsletterEvent[] | null) ?? [],
    })
    rendered.clear()
    rendered.set(key, found)
    found.catch(() => rendered.delete(key))
  }
  return found
}

/**
 * Counts the copies sent, failed and uncertain; finishes the newsletter when none is left to
 * send. A sent newsletter whose uncertain copies are being sent again stays sent (and in the
 * archive) while they go out; only its figures change.
 */
async function tally(payload: Payload, newsletter: Newsletter): Promise<'sent' | 'sending'> {
  const id = newsletter.id
  const [counts] = await queryRows<{
    sent: unknown
    failed: unknown
    uncertain: unknown
    waiting: unknown
  }>(
    payload,
    (sql) => sql`SELECT
        count(*) FILTER (WHERE status = 'sent') AS sent,
        count(*) FILTER (WHERE status = 'failed') AS failed,
        count(*) FILTER (WHERE status = 'uncertain') AS uncertain,
        count(*) FILTER (WHERE status = 'queued') AS waiting
      FROM newsletter_recipients WHERE newsletter_id = ${id}`,
  )
  const done = toNumber(counts?.waiting) === 0
  const at = nowIso()
  const finished = await queryRows<{ id: unknown }>(
    payload,
    (sql) => sql`UPDATE newsletters SET sent = ${toNumber(counts?.sent)},
        failed = ${toNumber(counts?.failed)},
        uncertain = ${toNumber(counts?.uncertain)},
        status = ${done ? 'sent' : 'sending'},
        sent_at = ${done ? at : null},
        updated_at = ${at}
      WHERE id = ${id} AND status = 'sending'
      RETURNING id`,
  )
  if (newsletter.status === 'sent') {
    await queryRows(
      payload,
      (sql) => sql`UPDATE newsletters SET sent = ${toNumber(counts?.sent)},
          failed = ${toNumber(counts?.failed)},
          uncertain = ${toNumber(counts?.uncertain)},
          updated_at = ${at}
        WHERE id = ${id} AND status = 'sent'`,
    )
  }
  if (done && finished.length > 0) {
    // The archive and its feed show it from now on, on every server.
    await expireContent('newsletters', { payload, context: {} })
    return 'sent'
  }
  return done ? 'sent' : 'sending'
}

async function queueNextBatch(payload: Payload, id: number | string, at: number) {
  await payload.jobs.queue({
    task: NEWSLETTER_SEND_TASK,
    input: { newsletter: String(id) },
    waitUntil: new Date(at),
  } as never)
}

/** Queues a newsletter's first batch, now or at its send time. */
export async function queueFirstBatch(
  payload: Payload,
  id: number | string,
  at: Date | null | undefined,
  req: Partial<PayloadRequest>,
) {
  await payload.jobs.queue({
    task: NEWSLETTER_SEND_TASK,
    input: { newsletter: String(id) },
    ...(at ? { waitUntil: at } : {}),
    req,
  } as never)
}

/**
 * One batch of newsletter `id` (the job's work): starts it if it is due, sends this window's
 * copies, counts, and queues the next batch. Returns what it did, for the job's log.
 */
export async function sendNewsletterBatch(payload: Payload, id: number | string): Promise<string> {
  const load = () =>
    payload.findByID({
      collection: 'newsletters',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    }) as Promise<Newsletter | null>
  let newsletter = await load()
  if (!newsletter) return 'no such newsletter'
  const now = Date.now()

  if (newsletter.status === 'scheduled') {
    if (newsletter.send_at && new Date(newsletter.send_at).getTime() > now) return 'not due yet'
    await queryRows(
      payload,
      (sql) => sql`UPDATE newsletters SET status = 'sending', updated_at = ${nowIso()}
        WHERE id = ${id} AND status = 'scheduled'`,
    )
    newsletter = await load()
    if (!newsletter) return 'no such newsletter'
  }
  // A sent newsletter's batch sends the uncertain copies the office chose to send again.
  if (newsletter.status !== 'sending' && newsletter.status !== 'sent') {
    return `nothing to do (${newsletter.status})`
  }

  if (!(await takeWindow(payload, id, now, batchWindowMs()))) return 'another server has this batch'
  if (newsletter.total == null) {
    await prepare(payload, newsletter)
    newsletter = (await load())!
  }

  const origin = linkOrigin()
  const template = await renderedFor(payload, newsletter, origin)
  const recipients = await queryRows<Recipient>(
    payload,
    (sql) => sql`SELECT r.id, r.subscriber_id, r.attempts, s.first_name, s.email,
        s.status AS subscriber_status
      FROM newsletter_recipients r LEFT JOIN subscribers s ON s.id = r.subscriber_id
      WHERE r.newsletter_id = ${id} AND r.status = 'queued'
      ORDER BY r.id LIMIT ${batchSize()}`,
  )

  let mailServerAway = false
  let next = 0
  const worker = async () => {
    // A batch takes no new copy once its window is over (but always its first), so batches
    // never overlap and every batch gets on.
    while (
      !mailServerAway &&
      next < recipients.length &&
      (next === 0 || Date.now() - now < batchWindowMs())
    ) {
      const recipient = recipients[next++]!
      if (!(await sendCopy(payload, newsletter!, template, recipient, origin)))
        mailServerAway = true
    }
  }
  await Promise.all(Array.from({ length: parallelSends() }, worker))

  if ((await tally(payload, newsletter)) === 'sent') return 'finished'
  // After a refusal, give the mail server a few windows before trying again.
  const wait = mailServerAway ? 3 * batchWindowMs() : batchWindowMs()
  const nextAt = Math.max(Date.now(), now + wait)
  await queryRows(
    payload,
    (sql) => sql`UPDATE newsletters SET next_batch_at = ${nextAt} WHERE id = ${id}`,
  )
  await queueNextBatch(payload, id, nextAt)
  return mailServerAway ? 'the mail server is away; trying again later' : 'batch sent'
}
