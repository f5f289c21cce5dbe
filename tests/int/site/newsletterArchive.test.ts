/**
 * The public newsletter archive (/newsletter, /newsletter/<slug>, /newsletter/feed.xml): only
 * the newsletters that went out, newest first, a bounded page at a time; a newsletter's page
 * with its words, pictures, button and events, and nothing for one that did not go out; the
 * RSS feed of the latest ones, escaped.
 */
import { RichText } from '@payloadcms/richtext-lexical/react'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'

import * as feed from '@/app/(site)/newsletter/feed.xml/route'
import sitemap from '@/app/sitemap'
import { newsletterConverters } from '@/components/site/richTextConverters'
import { document, heading, link, list, paragraph } from '@/lib/richText'
import type { Newsletter } from '@/payload-types'
import {
  getLatestNewsletters,
  getNewsletterArchivePage,
  getNewsletterBySlug,
  NEWSLETTERS_IN_FEED,
  NEWSLETTERS_PER_PAGE,
} from '@/server/newsletter/archive'

import { testPayload, unique } from '../helpers'

// Sent far ahead of every other test's newsletters: this file's come first in the archive.
const FIRST_SENT = Date.parse('2096-03-01T15:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const SENT_COUNT = NEWSLETTERS_PER_PAGE + 2

let payload: Payload
let label: string
/** This file's sent newsletters, newest first. */
const sent: Newsletter[] = []
/** One newsletter in each state that is not public, each with an address. */
const unsent: Newsletter[] = []
let picture: { id: number; filename: string }

const slugFor = (name: string) => `${label}-${name}`.toLowerCase()

type NewsletterData = Omit<Partial<Newsletter>, 'id' | 'createdAt' | 'updatedAt'> &
  Pick<Newsletter, 'subject' | 'status'>

function newsletter(data: NewsletterData) {
  return payload.create({
    collection: 'newsletters',
    data: { body: document([paragraph('Hello, church family.')]) as never, ...data },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  label = unique('archive').toLowerCase()
  const upload = await payload.create({
    collection: 'media',
    data: { alt: 'The choir singing at the harvest supper' },
    file: {
      data: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a4' } })
        .jpeg()
        .toBuffer(),
      mimetype: 'image/jpeg',
      name: 'choir.jpg',
      size: 0,
    },
    overrideAccess: true,
  })
  picture = { id: upload.id, filename: upload.filename! }

  for (let i = 0; i < SENT_COUNT; i++) {
    sent.unshift(
      await newsletter({
        subject: `${label} issue ${i}`,
        preview_text: `What happened in week ${i}`,
        status: 'sent',
        sent_at: new Date(FIRST_SENT + i * DAY).toISOString(),
        slug: slugFor(`issue-${i}`),
      }),
    )
  }
  // Not public, though each has an address and a later date than every sent one.
  for (const status of ['draft', 'scheduled', 'sending', 'cancelled'] as const) {
    unsent.push(
      await newsletter({
        subject: `${label} ${status} newsletter`,
        status,
        sent_at: new Date(FIRST_SENT + 100 * DAY).toISOString(),
        slug: slugFor(status),
      }),
    )
  }
})

afterAll(async () => {
  await payload.delete({
    collection: 'newsletters',
    where: { subject: { like: label } },
    overrideAccess: true,
  })
  await payload.delete({ collection: 'media', id: picture.id, overrideAccess: true })
})

describe('the archive list', () => {
  it('lists only the sent newsletters, newest first by the time they went out', async () => {
    const first = await getNewsletterArchivePage(1)
    const subjects = first.items.map((item) => item.subject)
    for (const other of unsent) expect(subjects).not.toContain(other.subject)
    expect(subjects).toEqual(sent.slice(0, NEWSLETTERS_PER_PAGE).map((item) => item.subject))
    expect(first.items[0]).toEqual({
      id: sent[0].id,
      subject: sent[0].subject,
      preview_text: sent[0].preview_text,
      slug: sent[0].slug,
      sent_at: sent[0].sent_at,
    })
  })

  it('is read a bounded page at a time, twelve to a page', async () => {
    const first = await getNewsletterArchivePage(1)
    expect(first.items).toHaveLength(NEWSLETTERS_PER_PAGE)
    expect(first.totalItems).toBeGreaterThanOrEqual(SENT_COUNT)
    expect(first.totalPages).toBe(Math.ceil(first.totalItems / NEWSLETTERS_PER_PAGE))
    const second = await getNewsletterArchivePage(2)
    expect(second.items.length).toBeLessThanOrEqual(NEWSLETTERS_PER_PAGE)
    expect(second.items.slice(0, 2).map((item) => item.subject)).toEqual(
      sent.slice(NEWSLETTERS_PER_PAGE).map((item) => item.subject),
    )
    const beyond = await getNewsletterArchivePage(first.totalPages + 1)
    expect(beyond.items).toEqual([])
  })
})

describe('a newsletter’s page', () => {
  // The page answers 404 (slugPage's notFound) when this read finds nothing; the browser
  // tests ask for a draft's address (tests/e2e/site/newsletterArchive.test.ts).
  it('reads a sent newsletter by its address, and no other', async () => {
    const found = await getNewsletterBySlug(sent[3].slug!)
    expect(found).toMatchObject({ id: sent[3].id, subject: sent[3].subject, events: [] })
    for (const other of unsent) expect(await getNewsletterBySlug(other.slug!)).toBeNull()
    expect(await getNewsletterBySlug(slugFor('no-such-issue'))).toBeNull()
    expect(await getNewsletterBySlug('Not A Slug')).toBeNull()
  })

  it('has its words, pictures with their alt text, safe buttons and its events', async () => {
    const slug = slugFor('harvest')
    const created = await newsletter({
      subject: `${label} Harvest supper`,
      preview_text: 'Come and share the harvest with us',
      status: 'sent',
      sent_at: '2096-01-05T03:30:00.000Z',
      slug,
      body: document([
        heading('The harvest is in'),
        paragraph([link('https://example.org/harvest', 'Read the story')]),
        list(['Bring a dish', 'Bring a friend']),
        {
          type: 'upload',
          version: 3,
          format: '',
          id: 'p1',
          fields: null,
          relationTo: 'media',
          value: picture.id,
        },
        {
          type: 'block',
          version: 2,
          format: '',
          fields: {
            id: 'b1',
            blockName: '',
            blockType: 'button',
            label: 'Sign up to help',
            url: '/events',
          },
        },
        {
          type: 'block',
          version: 2,
          format: '',
          fields: {
            id: 'b2',
            blockName: '',
            blockType: 'button',
            label: 'Unsafe button',
            url: '/ok',
          },
        },
      ] as never) as never,
      events: [
        {
          id: 7,
          title: 'Harvest Supper',
          slug: 'harvest-supper',
          date: '2096-01-10',
          time: '18:30',
          location: 'Fellowship Hall',
        },
        {
          id: 8,
          title: 'Prayer Breakfast',
          date: '2096-01-12T14:00:00.000Z',
          time: '8:00 AM',
          location: 'Room 2',
        },
        { title: '' },
        'not an event',
      ],
    })
    // A button link stored around the editor's rule, as an old row or a restore could hold it.
    const body = JSON.parse(JSON.stringify(created.body))
    body.root.children[5].fields.url = 'javascript:alert(1)'
    await payload.db.updateOne({ collection: 'newsletters', id: created.id, data: { body } })

    const found = (await getNewsletterBySlug(slug))!
    expect(found.sent_at).toBe('2096-01-05T03:30:00.000Z')
    expect(found.pictures).toEqual({
      [String(picture.id)]: expect.objectContaining({
        src: `/media/${picture.filename}`,
        alt: 'The choir singing at the harvest supper',
        width: 1200,
        height: 800,
      }),
    })
    // The events as they went out; entries without a title or a date are left out.
    expect(found.events).toEqual([
      {
        id: '7',
        title: 'Harvest Supper',
        slug: 'harvest-supper',
        date: '2096-01-10',
        time: '18:30',
        location: 'Fellowship Hall',
      },
      {
        id: '8',
        title: 'Prayer Breakfast',
        slug: null,
        date: '2096-01-12T14:00:00.000Z',
        time: '8:00 AM',
        location: 'Room 2',
      },
    ])

    // The picture goes through next/image, which needs Next's bundling: the browser tests
    // see it (tests/e2e/site/newsletterArchive.test.ts); here, the rest of the document.
    const { root } = found.body as { root: { children: { type: string }[] } }
    const withoutPicture = {
      root: { ...root, children: root.children.filter((node) => node.type !== 'upload') },
    }
    const html = renderToStaticMarkup(
      createElement(RichText, {
        data: withoutPicture as never,
        converters: newsletterConverters(found.pictures),
        disableContainer: true,
      }),
    )
    expect(html).toContain('<h2>The harvest is in</h2>')
    expect(html).toContain('href="https://example.org/harvest"')
    expect(html).toMatch(/<li[^>]*>Bring a friend<\/li>/)
    expect(html).toContain('<a href="/events">Sign up to help</a>')
    expect(html).not.toContain('Unsafe button')
    expect(html).not.toContain('javascript:')
  })
})

describe('the feed', () => {
  it('is RSS 2.0 of the latest sent newsletters, escaped', async () => {
    const tricky = await newsletter({
      subject: `${label} Fish & chips <b>"night"</b>`,
      preview_text: `Bring <script>alert('x')</script> & friends`,
      status: 'sent',
      sent_at: new Date(FIRST_SENT + 50 * DAY).toISOString(),
      slug: slugFor('fish-and-chips'),
    })
    const response = await feed.GET()
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).not.toContain('<script>')
    expect(xml).toContain('Fish &amp; chips &lt;b&gt;&quot;night&quot;&lt;/b&gt;')

    const channel = new XMLParser({ ignoreAttributes: false }).parse(xml).rss.channel
    const items = channel.item as Record<string, unknown>[]
    expect(items).toHaveLength(
      Math.min(NEWSLETTERS_IN_FEED, (await getNewsletterArchivePage(1)).totalItems),
    )
    expect(items[0]).toMatchObject({
      title: tricky.subject,
      link: `${channel.link}/${tricky.slug}`,
      guid: { '#text': `newsletter-${tricky.id}`, '@_isPermaLink': 'false' },
      pubDate: new Date(tricky.sent_at!).toUTCString(),
      description: `Bring <script>alert('x')</script> & friends`,
    })
    const titles = items.map((item) => item.title)
    expect(titles.slice(1, 4)).toEqual(sent.slice(0, 3).map((item) => item.subject))
    for (const other of unsent) expect(titles).not.toContain(other.subject)
  })

  it('names the archive and each sent newsletter in the sitemap', async () => {
    const urls = (await sitemap()).map((entry) => entry.url)
    expect(urls.some((url) => url.endsWith('/newsletter'))).toBe(true)
    expect(urls.some((url) => url.endsWith(`/newsletter/${sent[0].slug}`))).toBe(true)
    expect(urls.some((url) => url.endsWith(`/newsletter/${unsent[0].slug}`))).toBe(false)
    expect((await getLatestNewsletters(3)).map((item) => item.id)).toHaveLength(3)
  })
})
