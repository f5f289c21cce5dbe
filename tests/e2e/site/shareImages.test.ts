/**
 * Share-card images (`opengraph-image`) through the production server's front: each response
 * ends when its PNG ends, and a burst of them, as social sites send for every shared link,
 * leaves the site answering.
 */
import { BASE_URL } from '../helpers/server'

/** The share image a page names in its `og:image`, as a path on this server. */
async function shareImageOf(path: string): Promise<string> {
  const html = await (await fetch(`${BASE_URL}${path}`)).text()
  const match = /<meta property="og:image" content="([^"]+)"/.exec(html)
  if (!match) throw new Error(`${path} names no og:image`)
  const url = new URL(match[1].replace(/&amp;/g, '&'))
  return `${url.pathname}${url.search}`
}

/** The first event's and sermon's page, from the public lists. */
async function firstDetailPage(list: 'events' | 'sermons') {
  const items = (await (await fetch(`${BASE_URL}/api/${list}`)).json()) as { slug?: string }[]
  const html = await (await fetch(`${BASE_URL}/${list}`)).text()
  const link = new RegExp(`href="(/${list}/(?!page/|archive/)[a-z0-9-]+)"`).exec(html)
  if (!link) throw new Error(`no ${list} page linked from /${list} (${items.length} listed)`)
  return link[1]
}

/** Fetches `path` and reads the whole body; 'open' if it has not ended within `ms`. */
async function wholeBody(path: string, ms: number) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ms)
  try {
    const res = await fetch(`${BASE_URL}${path}`, { signal: controller.signal })
    const body = Buffer.from(await res.arrayBuffer())
    return { status: res.status, type: res.headers.get('content-type'), bytes: body.length, body }
  } catch {
    return 'open' as const
  } finally {
    clearTimeout(timer)
  }
}

describe('share-card images', () => {
  let images: string[]

  beforeAll(async () => {
    images = await Promise.all([
      shareImageOf('/'),
      shareImageOf(await firstDetailPage('events')),
      shareImageOf(await firstDetailPage('sermons')),
    ])
  })

  it('ends each image response when its PNG ends', async () => {
    for (const image of images) {
      const answer = await wholeBody(image, 10_000)
      expect(answer).not.toBe('open')
      if (answer === 'open') continue
      expect([image, answer.status, answer.type]).toEqual([image, 200, 'image/png'])
      expect(answer.body.subarray(1, 4).toString()).toBe('PNG')
    }
  })

  it('serves 64 at once while /api/events answers within 2 s, and every one ends', async () => {
    const burst = Array.from({ length: 64 }, (_, i) => wholeBody(images[i % images.length], 30_000))
    // Sent while the burst is in flight.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = Date.now()
    const events = await fetch(`${BASE_URL}/api/events`)
    const eventsMs = Date.now() - started
    expect(events.status).toBe(200)
    expect(eventsMs).toBeLessThan(2_000)

    const answers = await Promise.all(burst)
    expect(answers.filter((a) => a === 'open')).toHaveLength(0)
    expect(answers.every((a) => a !== 'open' && a.status === 200 && a.bytes > 1000)).toBe(true)

    const health = await fetch(`${BASE_URL}/api/health`)
    expect(health.status).toBe(200)
  })
})
