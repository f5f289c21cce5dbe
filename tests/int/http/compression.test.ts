/**
 * Pages sent from the front compressed for each client (src/platform/http/compression.mjs), and
 * answered with a 304 when the client's copy is current.
 */
import zlib from 'node:zlib'

import { pickEncoding } from '../../../src/platform/http/compression.mjs'
import { get, serveFront } from './pageFront'

serveFront()

describe('compression and validators', () => {
  it('picks the best accepted encoding', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding(undefined)).toBe('identity')
    expect(pickEncoding('identity')).toBe('identity')
  })

  it('sends the same page as brotli, gzip or plain', async () => {
    const plain = await get('/events')
    const br = await get('/events', { 'accept-encoding': 'br' })
    const gzip = await get('/events', { 'accept-encoding': 'gzip' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    expect(br.body.length).toBeLessThan(plain.body.length / 3)
    expect(String(br.headers.vary)).toContain('Accept-Encoding')
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/events', { 'accept-encoding': 'gzip' })
    const etag = String(first.headers.etag)
    const again = await get('/events', { 'accept-encoding': 'gzip', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const other = await get('/events', { 'if-none-match': etag })
    expect(other.status).toBe(200)
  })
})
