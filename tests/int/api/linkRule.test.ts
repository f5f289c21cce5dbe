/**
 * One link rule (src/lib/contract/links.ts) on every write path and on render: stored links
 * are http(s) or a path on the site (and, in rich text, an #anchor, mailto: or tel:);
 * `javascript:`, `data:` and the like are refused by /api, Payload's REST, GraphQL and Local
 * API, and a link that got into the database around the rule never reaches an href, a src,
 * the /api answers or the podcast feed.
 */
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import * as rest from '@/app/(payload)/cms-api/[...slug]/route'
import * as graphql from '@/app/(payload)/cms-api/graphql/route'
import * as feed from '@/app/(site)/sermons/feed.xml/route'
import * as galleryRoute from '@/app/api/gallery/route'
import * as sermonsRoute from '@/app/api/sermons/route'
import * as staffRoute from '@/app/api/staff/route'
import { legalPageConverters } from '@/components/site/richTextConverters'
import { isSafeHref, isSafeLink } from '@/lib/contract/links'
import { document, link, paragraph } from '@/lib/richText'

import { captureLogs, type LogEntry, signIn, testPayload, unique } from '../helpers'
import { call } from './request'

const HOSTILE = [
  'javascript:alert(1)//.mp3',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/a.mp3',
  '/\\evil.example/a.mp3',
  'file:///etc/passwd',
  // Browsers drop tabs and line breaks from an address: these would be followed as //host.
  '/\t/evil.example/a.mp3',
  '/\n/evil.example/a.mp3',
  '/\r/evil.example/a.mp3',
  'https://evil.example/\u0001a.mp3',
  '/media/a.jpg\u007f',
]

let payload: Payload
let token: string

let logs: LogEntry[]

beforeAll(async () => {
  payload = await testPayload()
  logs = captureLogs(payload)
  token = (await signIn(payload)).token
})

const sermon = () => ({
  title: unique('Link rule'),
  preacher: 'Pastor',
  date: '2031-06-01',
  scripture: 'John 1:1',
  summary: 'Words',
})

describe('the rule itself', () => {
  it('takes http(s) and site paths for stored links, plus #anchors, mailto: and tel: in text', () => {
    for (const good of ['https://example.org/a.mp3', 'http://x.example', '/media/a.jpg']) {
      expect([good, isSafeLink(good), isSafeHref(good)]).toEqual([good, true, true])
    }
    for (const good of ['mailto:office@example.org', 'tel:+12145550100', '#section-2']) {
      expect([good, isSafeLink(good), isSafeHref(good)]).toEqual([good, false, true])
    }
    for (const bad of HOSTILE) {
      expect([bad, isSafeLink(bad), isSafeHref(bad)]).toEqual([bad, false, false])
    }
  })
})

describe('every write path refuses a hostile link', () => {
  it.each(HOSTILE)('/api: %s as a recording, a photo and an image', async (url) => {
    const [sermons, staff, gallery] = await Promise.all([
      call(sermonsRoute.POST, '/api/sermons', { token, body: { ...sermon(), audio_url: url } }),
      call(staffRoute.POST, '/api/staff', {
        token,
        body: { name: unique('Staff'), title: 'Deacon', bio: 'Bio', photo: url },
      }),
      call(galleryRoute.POST, '/api/gallery', { token, body: { src: url, alt: unique('Alt') } }),
    ])
    expect([sermons.status, staff.status, gallery.status]).toEqual([422, 422, 422])
    expect(sermons.json.errors[0].field).toBe('audio_url')
  })

  it("Payload's REST, GraphQL and Local API refuse it and keep the stored link", async () => {
    const created = await payload.create({
      collection: 'sermons',
      data: { ...sermon(), audio_url: 'https://example.org/good.mp3' },
    })
    const patched = await call(rest.PATCH, `/cms-api/sermons/${created.id}`, {
      method: 'PATCH',
      token,
      body: { audio_url: 'javascript:alert(1)//.mp3' },
      params: { slug: ['sermons', String(created.id)] } as never,
    })
    expect(patched.status).toBe(400)
    const viaGraphql = await call(graphql.POST, '/cms-api/graphql', {
      token,
      body: {
        query: `mutation { updateSermon(id: ${created.id}, data: { audio_url: "data:audio/mp3,x" }) { id } }`,
      },
    })
    expect(viaGraphql.json.errors?.length).toBeGreaterThan(0)
    // Payload's GraphQL layer logs its refusal as an error.
    expect(logs.map((entry) => entry.msg)).toContain('The following field is invalid: Audio URL')
    const member = await payload.create({
      collection: 'staff',
      data: { name: unique('Staff'), title: 'Deacon', bio: 'Bio', photo: '/media/a.jpg' },
    })
    await expect(
      payload.update({
        collection: 'staff',
        id: member.id,
        data: { photo: 'javascript:alert(1)' },
      }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.create({
        collection: 'gallery-images',
        data: { src: 'data:image/png;base64,AAAA', alt: unique('Alt'), category: 'worship' },
      }),
    ).rejects.toMatchObject({ status: 400 })
    const stored = await payload.findByID({ collection: 'sermons', id: created.id })
    expect(stored.audio_url).toBe('https://example.org/good.mp3')
  })

  it('a rich-text link is held to the rule when the legal pages are saved', async () => {
    const before = await payload.findGlobal({ slug: 'legal-pages' })
    for (const url of ['data:text/html,<script>alert(1)</script>', 'javascript:alert(1)']) {
      await expect(
        payload.updateGlobal({
          slug: 'legal-pages',
          data: { privacy: paragraphWithLink(url) },
        }),
      ).rejects.toMatchObject({ status: 400 })
    }
    await payload.updateGlobal({
      slug: 'legal-pages',
      data: { privacy: paragraphWithLink('mailto:office@example.org') },
    })
    await payload.updateGlobal({ slug: 'legal-pages', data: { privacy: before.privacy } })
  })
})

describe('one rule for every link type', () => {
  const internalLink = (url: string | undefined) =>
    document([
      paragraph([
        {
          ...link(url ?? '', 'a page'),
          fields: { linkType: 'internal', newTab: false, url },
        } as never,
      ]),
    ]) as never

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/\t/evil.example'])(
    'an internal link holding %j is refused on the Local API and REST, nothing stored',
    async (url) => {
      const before = await payload.findGlobal({ slug: 'legal-pages' })
      await expect(
        payload.updateGlobal({ slug: 'legal-pages', data: { terms: internalLink(url) } }),
      ).rejects.toMatchObject({ status: 400 })
      const viaRest = await call(rest.POST, '/cms-api/globals/legal-pages', {
        token,
        body: { terms: internalLink(url) },
        params: { slug: ['globals', 'legal-pages'] } as never,
      })
      expect(viaRest.status).toBe(400)
      expect(JSON.stringify(viaRest.json)).toContain('Enter an http(s) URL, a /path on this site')
      expect(await payload.findGlobal({ slug: 'legal-pages' })).toEqual(before)
    },
  )

  it('an internal link with a site path, or with no address, is kept', async () => {
    const before = await payload.findGlobal({ slug: 'legal-pages' })
    for (const url of ['/about', undefined]) {
      await payload.updateGlobal({ slug: 'legal-pages', data: { terms: internalLink(url) } })
    }
    await payload.updateGlobal({ slug: 'legal-pages', data: { terms: before.terms } })
  })
})

/** A rich-text document of one paragraph holding one link. */
function paragraphWithLink(url: string) {
  return document([paragraph([link(url, 'our office')])]) as never
}

describe('a hostile link stored around the rule is never rendered', () => {
  it('is left out of /api answers and the podcast feed', async () => {
    const created = await payload.create({ collection: 'sermons', data: sermon() })
    // Written straight to the database, as an old row or a restore could hold it.
    await payload.db.updateOne({
      collection: 'sermons',
      id: created.id,
      data: { audio_url: 'javascript:alert(1)//.mp3' },
    })
    const list = await call(sermonsRoute.GET, '/api/sermons')
    const found = list.json.find((s: { id: number }) => s.id === created.id)
    expect(found.audio_url).toBeNull()
    const xml = await (await feed.GET()).text()
    expect(xml).not.toContain('javascript:')
  })

  it('renders a rich-text link that breaks the rule as plain words', () => {
    const html = renderToStaticMarkup(
      createElement(RichText, {
        data: document([
          paragraph([
            link('data:text/html,<script>alert(1)</script>', 'bad data'),
            link('javascript:alert(1)', 'bad script'),
            link('https://example.org/help', 'good'),
            link('mailto:office@example.org', 'mail'),
          ]),
        ]) as never,
        converters: legalPageConverters([]),
        disableContainer: true,
      }),
    )
    expect(html).not.toMatch(/href="(data|javascript):/)
    expect(html).toContain('bad data')
    expect(html).toContain('href="https://example.org/help"')
    expect(html).toContain('href="mailto:office@example.org"')
  })
})
