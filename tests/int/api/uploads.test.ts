import fs from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import * as upload from '@/app/api/admin/upload/route'
import * as placeholder from '@/app/api/placeholder/[w]/[h]/route'
import * as media from '@/app/media/[name]/route'
import { mediaStorage } from '@/server/storage'

import { MEDIA_DIR } from '../../../collections/Media'
import { signIn, testPayload } from '../helpers'
import { type FakeS3, startFakeS3 } from '../helpers/s3Server'
import { call } from './request'

let token: string
let created: string[] = []

beforeAll(async () => {
  token = (await signIn(await testPayload())).token
})

const S3_ENV = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
const BUCKET = 'church-test'

/** The bytes of a stored file, read back through the storage in use. */
async function readStored(name: string) {
  return Buffer.from(await new Response(await mediaStorage().read(name)).arrayBuffer())
}

/** The body of GET /media/{name} as bytes. */
async function getBytes(name: string, range?: string) {
  const req = new Request(`http://localhost/media/${name}`, {
    headers: range ? { range } : {},
  })
  const res = await media.GET(req, { params: Promise.resolve({ name }) })
  return Buffer.from(await res.arrayBuffer())
}

/** The local file of a name, if there is one. */
const onDisk = (name: string) =>
  fs.stat(path.join(MEDIA_DIR, name)).then(
    () => true,
    () => false,
  )

/**
 * Sends a multipart upload the way a network delivers it: in 64 KiB pieces, each only
 * when the reader asks for it, so that a handler that stops reading would hang.
 */
async function send(bytes: Buffer, fileName: string, type: string, auth = true) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName)
  const encoded = new Response(form)
  const contentType = encoded.headers.get('content-type') ?? ''
  const body = new Uint8Array(await encoded.arrayBuffer())
  let offset = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close()
      controller.enqueue(body.slice(offset, offset + 65536))
      offset += 65536
    },
  })
  const res = await call(upload.POST, '/api/admin/upload', {
    method: 'POST',
    rawBody: stream,
    headers: { 'content-type': contentType },
    token: auth ? token : undefined,
  })
  if (res.json?.data?.file_url) created.push(res.json.data.file_url.replace('/media/', ''))
  return res
}

/** A silent MPEG-1 Layer III stream: frames of a valid header and zero side information. */
function silentMp3(frames: number) {
  const frame = Buffer.alloc(417)
  frame.set([0xff, 0xfb, 0x90, 0x64])
  return Buffer.concat(Array.from({ length: frames }, () => frame))
}

describe.each(['local disk', 'S3'] as const)('POST /api/admin/upload (%s)', (backend) => {
  let s3: FakeS3 | null = null

  beforeAll(async () => {
    if (backend !== 'S3') return
    s3 = await startFakeS3()
    Object.assign(process.env, {
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    })
  })

  afterAll(async () => {
    for (const name of created) await mediaStorage().remove(name)
    created = []
    for (const variable of S3_ENV) delete process.env[variable]
    await s3?.close()
  })

  /** The file is where this backend keeps files, and only there. */
  async function expectStoredHere(name: string, size: number) {
    if (s3) {
      expect(s3.objects.get(`${BUCKET}/${name}`)?.body.length).toBe(size)
      expect(await onDisk(name)).toBe(false)
    } else {
      expect((await fs.stat(path.join(MEDIA_DIR, name))).size).toBe(size)
    }
  }

  it('refuses a text file named photo.png and declared image/png (415)', async () => {
    const res = await send(Buffer.from('just some text, not a picture'), 'photo.png', 'image/png')
    expect(res.status).toBe(415)
    expect(res.json.detail).toEqual(expect.any(String))
  })

  it('refuses a real PNG over 5 MB (413)', async () => {
    const noise = Buffer.alloc(1600 * 1200 * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
    const png = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(png.length).toBeGreaterThan(5_242_880)
    const res = await send(png, 'big.png', 'image/png')
    expect(res.status).toBe(413)
  })

  it('re-encodes a JPEG without its EXIF and GPS data, turned upright', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Artist: 'Tester' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 0/1' },
      })
      .toBuffer()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const res = await send(jpeg, '../../etc/passwd.jpg', 'application/octet-stream')
    expect(res.status).toBe(201)
    expect(res.json).toEqual({
      success: true,
      data: {
        file_url: expect.stringMatching(/^\/media\/[0-9a-f]{32}\.jpg$/),
        mime_type: 'image/jpeg',
        size: expect.any(Number),
      },
    })
    const name = path.basename(res.json.data.file_url)
    await expectStoredHere(name, res.json.data.size)
    const stored = await readStored(name)
    const meta = await sharp(stored).metadata()
    expect(meta.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('Tester'))).toBe(false)
    expect([meta.width, meta.height]).toEqual([48, 64])
    expect(stored.length).toBe(res.json.data.size)
  })

  it('streams an MP3 into storage, and serves it with byte ranges (206) and long caching', async () => {
    const mp3 = silentMp3(300)
    const res = await send(mp3, 'sermon.mp3', 'audio/mpeg')
    expect(res.status).toBe(201)
    expect(res.json.data.mime_type).toBe('audio/mpeg')
    expect(res.json.data.size).toBe(mp3.length)
    const name = path.basename(res.json.data.file_url)
    await expectStoredHere(name, mp3.length)

    const whole = await call(media.GET, `/media/${name}`, { params: { name } })
    expect(whole.status).toBe(200)
    expect(await getBytes(name)).toEqual(mp3)
    expect(whole.headers.get('content-type')).toBe('audio/mpeg')
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff')

    const part = await call(media.GET, `/media/${name}`, {
      params: { name },
      headers: { range: 'bytes=100-199' },
    })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${mp3.length}`)
    expect(part.headers.get('content-length')).toBe('100')
    expect(await getBytes(name, 'bytes=100-199')).toEqual(mp3.subarray(100, 200))

    const tail = await call(media.GET, `/media/${name}`, {
      params: { name },
      headers: { range: 'bytes=-10' },
    })
    expect(tail.status).toBe(206)
    expect(tail.headers.get('content-range')).toBe(
      `bytes ${mp3.length - 10}-${mp3.length - 1}/${mp3.length}`,
    )

    const beyond = await call(media.GET, `/media/${name}`, {
      params: { name },
      headers: { range: `bytes=${mp3.length + 5}-` },
    })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${mp3.length}`)
  })

  it('streams a 40 MB recording into storage, whole, with a working range at its end', async () => {
    const mp3 = silentMp3(100_000)
    const res = await send(mp3, 'long-sermon.mp3', 'audio/mpeg')
    expect(res.status).toBe(201)
    expect(res.json.data.size).toBe(mp3.length)
    const name = path.basename(res.json.data.file_url)
    await expectStoredHere(name, mp3.length)
    const last = `bytes=${mp3.length - 417}-`
    expect(await getBytes(name, last)).toEqual(mp3.subarray(mp3.length - 417))
  })

  it('deletes a stored file: /media answers 404 afterwards', async () => {
    const res = await send(silentMp3(10), 'short.mp3', 'audio/mpeg')
    expect(res.status).toBe(201)
    const name = path.basename(res.json.data.file_url)
    expect(await mediaStorage().stat(name)).toMatchObject({ size: 4170 })
    await mediaStorage().remove(name)
    expect(await mediaStorage().stat(name)).toBeNull()
    if (s3) expect(s3.objects.has(`${BUCKET}/${name}`)).toBe(false)
    else expect(await onDisk(name)).toBe(false)
    for (const handler of [media.GET, media.HEAD]) {
      const gone = await call(handler, `/media/${name}`, { method: 'GET', params: { name } })
      expect(gone.status).toBe(404)
    }
    // Removing a file that is already gone is not an error.
    await mediaStorage().remove(name)
  })

  it('refuses anonymous uploads (401) and a body that is not multipart (415)', async () => {
    const anonymous = await send(Buffer.from('x'), 'a.png', 'image/png', false)
    expect(anonymous.status).toBe(401)
    const notMultipart = await call(upload.POST, '/api/admin/upload', {
      token,
      body: { file: 'x' },
    })
    expect(notMultipart.status).toBe(415)
  })
})

describe('GET /media/{name} with S3 in use', () => {
  let s3: FakeS3
  const name = `${'ab'.repeat(16)}.mp3`

  beforeAll(async () => {
    s3 = await startFakeS3()
    Object.assign(process.env, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    })
  })

  afterAll(async () => {
    await fs.rm(path.join(MEDIA_DIR, name), { force: true })
    for (const variable of S3_ENV) delete process.env[variable]
    await s3.close()
  })

  it('still serves a file of the local folder that is not in the bucket (files from before S3)', async () => {
    const mp3 = silentMp3(20)
    await fs.mkdir(MEDIA_DIR, { recursive: true })
    await fs.writeFile(path.join(MEDIA_DIR, name), mp3)
    const res = await call(media.GET, `/media/${name}`, { params: { name } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('audio/mpeg')
    expect(await getBytes(name, 'bytes=0-9')).toEqual(mp3.subarray(0, 10))
    expect(s3.requests).toContain(`HEAD /${BUCKET}/${name}`)
  })
})

describe('GET /media/{name}', () => {
  it('refuses path traversal and hidden files with 404', async () => {
    for (const name of ['..', '../package.json', '.gitkeep', '..%2Fpackage.json', 'a/b.jpg']) {
      const res = await call(media.GET, `/media/x`, { params: { name } })
      expect(res.status).toBe(404)
    }
  })
})

describe('GET /api/placeholder/{w}/{h}', () => {
  it('draws a cacheable w x h image and refuses sizes outside 1..2000 (422)', async () => {
    const ok = await call(placeholder.GET, '/api/placeholder/300/200', {
      params: { w: '300', h: '200' },
    })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(ok.headers.get('cache-control')).toMatch(/max-age=31536000/)
    const meta = await sharp(Buffer.from(ok.text)).metadata()
    expect([meta.width, meta.height]).toEqual([300, 200])
    for (const [w, h] of [
      ['0', '10'],
      ['2001', '10'],
      ['abc', '10'],
      ['10', '-5'],
    ]) {
      const res = await call(placeholder.GET, `/api/placeholder/${w}/${h}`, { params: { w, h } })
      expect(res.status).toBe(422)
    }
  })
})
