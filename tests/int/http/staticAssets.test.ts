/**
 * Next's script and style files kept in memory by the front (src/platform/http/staticAssets.mjs),
 * with a brotli copy at the highest quality.
 */
import zlib from 'node:zlib'

import { get, renders, serveFront } from './pageFront'

serveFront()

describe("Next's script files", () => {
  it('keeps them and sends brotli at the highest quality once it is made, gzip before', async () => {
    const path = '/_next/static/chunks/app.js'
    const first = await get(path, { 'accept-encoding': 'gzip, br' })
    expect(first.headers['content-encoding']).toBe('gzip')
    const source = zlib.gunzipSync(first.body)
    let later = first
    for (let i = 0; i < 100 && later.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      later = await get(path, { 'accept-encoding': 'gzip, br' })
    }
    expect(later.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(later.body).equals(source)).toBe(true)
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(later.headers['content-security-policy']).toBeUndefined()
    expect(renders).toBe(1)
  })

  it('names scripts text/javascript and compresses small ones too', async () => {
    const path = '/_next/static/chunks/tiny.js'
    const first = await get(path, { 'accept-encoding': 'br' })
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8')
    let later = first
    for (let i = 0; i < 100 && later.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      later = await get(path, { 'accept-encoding': 'br' })
    }
    const source = zlib.brotliDecompressSync(later.body)
    expect(source.toString()).toBe('self.tiny=[1,2,3];'.repeat(20))
    expect(later.body.length).toBeLessThan(source.length / 4)
    expect(later.headers.etag).toBeUndefined()
    expect(later.headers.date).toBeUndefined()
    expect(renders).toBe(1)
  })

  it('passes other static files through untouched', async () => {
    await get('/_next/static/media/logo.png')
    await get('/_next/static/media/logo.png')
    expect(renders).toBe(2)
  })
})
