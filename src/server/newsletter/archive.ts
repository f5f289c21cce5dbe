import 'server-only'

import type { Where } from 'payload'

import { type RichTextPicture, uploadIds } from '@/lib/richText'
import { isSlug } from '@/lib/slug'
import type { Newsletter } from '@/payload-types'

import { cachedRead } from '../content/cache'
import type { ListPage } from '../content/read'
import { getPayloadClient } from '@/platform/payload/client'

/**
 * The public newsletter archive (/newsletter, /newsletter/<slug>, /newsletter/feed.xml): the
 * newsletters that went out, newest first. Newsletters are private in every Payload path (the
 * office writes them), so these reads are the server's own (`overrideAccess`), bounded to the
 * sent ones and to the fields the archive shows: the counts of a send are never read. Cached
 * like every public read and expired by the collection's hooks, so a newsletter finishing its
 * send shows at once.
 */

/** Newsletters per page of /newsletter (later pages at /newsletter/page/<n>). */
export const NEWSLETTERS_PER_PAGE = 12
/** Newsletters in the RSS feed. */
export const NEWSLETTERS_IN_FEED = 20
/** Newsletters the sitemap names. */
export const NEWSLETTERS_IN_SITEMAP = 200

/** A sent newsletter as the archive's list and feed show it. */
export type NewsletterSummary = {
  id: number
  subject: string
  preview_text: string
  slug: string
  sent_at: string
}

/** One upcoming event as a newsletter carried it when it went out. */
export type NewsletterEventRecord = {
  id: string
  title: string
  /** The event's page, when the newsletter knew it (/events/<slug>). */
  slug: string | null
  date: string
  time: string
  location: string
}

/** A sent newsletter as its page shows it. */
export type NewsletterRecord = NewsletterSummary & {
  body: Newsletter['body']
  events: NewsletterEventRecord[]
  /** The body's pictures by media id (an upload node names its picture by id). */
  pictures: Record<string, RichTextPicture>
}

const SENT: Where = { and: [{ status: { equals: 'sent' } }, { slug: { exists: true } }] }
const SUMMARY_SELECT = { subject: true, preview_text: true, slug: true, sent_at: true } as const

type SummaryDoc = Pick<Newsletter, 'id' | 'subject' | 'preview_text' | 'slug' | 'sent_at'>

const summary = (doc: SummaryDoc): NewsletterSummary => ({
  id: doc.id,
  subject: doc.subject,
  preview_text: doc.preview_text ?? '',
  slug: doc.slug ?? '',
  sent_at: doc.sent_at ?? '',
})

async function findSent(page: number, limit: number) {
  const payload = await getPayloadClient()
  return payload.find({
    collection: 'newsletters',
    where: SENT,
    select: SUMMARY_SELECT,
    sort: ['-sent_at', '-id'],
    page,
    limit,
    depth: 0,
    overrideAccess: true,
  })
}

/** Page `page` (from 1) of the archive, newest first, NEWSLETTERS_PER_PAGE to a page. */
export function getNewsletterArchivePage(page: number): Promise<ListPage<NewsletterSummary>> {
  return cachedRead('newsletters', `archive:${page}`, async () => {
    const found = await findSent(page, NEWSLETTERS_PER_PAGE)
    return {
      items: found.docs.map(summary),
      page,
      totalPages: Math.max(1, found.totalPages),
      totalItems: found.totalDocs,
    }
  })()
}

/** The latest `limit` sent newsletters, newest first (the feed, the sitemap). */
export function getLatestNewsletters(limit: number): Promise<NewsletterSummary[]> {
  return cachedRead('newsletters', `latest:${limit}`, async () =>
    (await findSent(1, limit)).docs.map(summary),
  )()
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The events a newsletter carried (a JSON field the sender writes), each kept only when it
 * has a title and a date, so that a malformed entry can never break the page.
 */
export function newsletterEvents(value: unknown): NewsletterEventRecord[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item): NewsletterEventRecord[] => {
    if (!item || typeof item !== 'object') return []
    const event = item as Record<string, unknown>
    const title = text(event.title).trim()
    const date = text(event.date)
    if (!title || !date) return []
    const slug = text(event.slug)
    return [
      {
        id: String(event.id ?? ''),
        title,
        slug: isSlug(slug) ? slug : null,
        date,
        time: text(event.time),
        location: text(event.location),
      },
    ]
  })
}

/**
 * The uploaded images a body shows, by media id: one query for the page's pictures, read as
 * a visitor (media is public) and cached under the media collection's tag, so that a changed
 * description (alt text) shows too. Recordings and missing files are left out.
 */
async function picturesOf(body: unknown): Promise<Record<string, RichTextPicture>> {
  const ids = uploadIds(body)
  if (ids.length === 0) return {}
  const payload = await getPayloadClient()
  return cachedRead('media', `pictures:${ids.join(',')}`, async () => {
    const { docs } = await payload.find({
      collection: 'media',
      where: { id: { in: ids } },
      select: { filename: true, alt: true, width: true, height: true, mimeType: true, blur: true },
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: false,
    })
    const pictures: Record<string, RichTextPicture> = {}
    for (const doc of docs) {
      if (!doc.filename || !doc.mimeType?.startsWith('image/')) continue
      if (!doc.width || !doc.height) continue
      pictures[String(doc.id)] = {
        src: `/media/${doc.filename}`,
        alt: doc.alt ?? '',
        width: doc.width,
        height: doc.height,
        ...(doc.blur ? { blur: doc.blur } : {}),
      }
    }
    return pictures
  })()
}

/** A sent newsletter by its address, or null (unknown, not sent yet, or never sent). */
export async function getNewsletterBySlug(slug: string): Promise<NewsletterRecord | null> {
  if (!isSlug(slug)) return null
  const newsletter = await cachedRead('newsletters', `slug:${slug}`, async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'newsletters',
      where: { and: [SENT, { slug: { equals: slug } }] },
      select: { ...SUMMARY_SELECT, body: true, events: true },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
    })
    const doc = docs[0]
    if (!doc) return null
    return { ...summary(doc), body: doc.body ?? null, events: newsletterEvents(doc.events) }
  })()
  if (!newsletter) return null
  return { ...newsletter, pictures: await picturesOf(newsletter.body) }
}
