import fs from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import * as rest from '@/app/(payload)/cms-api/[...slug]/route'
import * as upload from '@/app/api/admin/upload/route'
import * as placeholder from '@/app/api/placeholder/[w]/[h]/route'
import * as media from '@/app/media/[name]/route'
import * as staffRoutes from '@/app/api/staff/route'
import { EMAIL_PICTURE, MEDIA_WIDTHS, mediaSizeUrl } from '@/lib/mediaSizes'

import { MEDIA_DIR } from '../../../collections/Media'
import { captureLogs, type LogEntry, signIn, testPayload } from '../helpers'
import { phonePhoto, pixelBomb, pngOver5MB, silentMp3 } from '../helpers/photos'
import { call } from './request'

let token: string
let logs: LogEntry[]

beforeAll(async () => {
  const payload = await testPayload()
  logs = captureLogs(payload)
  token = (await signIn(payload)).token
})

afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({
    collection: 'media',
    where: { id: { exists: true } },
    overrideAccess: true,
  })
  // Payload notes the files some tests removed from the disk themselves; nothing else.
  expect(logs.filter((entry) => !/is missing on the disk/.test(entry.msg))).toEqual([])
})

/** A multipart body of one `file` field, delivered in 64 KiB pieces as a network would. */
async function multipart(bytes: Buffer, fileName: string, type: string) {
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
  return { stream, contentType }
}

type Sent = { status: number; name: string | null; json: Record<string, unknown> | undefined }

/** The site's upload route, as /admin/staff sends a photo. */
async function viaSite(bytes: Buffer, fileName: string, type: string, auth = true): Promise<Sent> {
  const { stream, contentType } = await multipart(bytes, fileName, type)
  const res = await call(upload.POST, '/api/admin/upload', {
    method: 'POST',
    rawBody: stream,
    headers: { 'content-type': contentType },
    token: auth ? token : undefined,
  })
  const url = res.json?.data?.file_url as string | undefined
  return { status: res.status, name: url ? path.basename(url) : null, json: res.json }
}

/** Payload's REST API, as its panel at /cms uploads a file. */
async function viaPanel(bytes: Buffer, fileName: string, type: string): Promise<Sent> {
  const { stream, contentType } = await multipart(bytes, fileName, type)
  const res = await call(rest.POST, '/cms-api/media', {
    method: 'POST',
    rawBody: stream,
    headers: { 'content-type': contentType },
    token,
    params: { slug: ['media'] } as never,
  })
  return { status: res.status, name: res.json?.doc?.filename ?? null, json: res.json }
}

const PATHS = [
  ['/api/admin/upload', viaSite],
  ['POST /cms-api/media', viaPanel],
] as const

/** GET /media/{name}. */
const getMedia = (name: string, headers: Record<string, string> = {}) =>
  call(media.GET, `/media/${name}`, { params: { name }, headers })

async function getBytes(name: string, range?: string) {
  const req = new Request(`http://localhost/media/${name}`, {
    headers: range ? { range } : {},
  })
  const res = await media.GET(req, { params: Promise.resolve({ name }) })
  return Buffer.from(await res.arrayBuffer())
}

const onDisk = (name: string) =>
  fs.stat(path.join(MEDIA_DIR, name)).then(
    () => true,
    () => false,
  )

describe.each(PATHS)('%s refuses what the contract refuses, with the same codes', (_, send) => {
  it('a text file named photo.png and declared image/png: 415', async () => {
    const res = await send(Buffer.from('just some text, not a picture'), 'photo.png', 'image/png')
    expect(res.status).toBe(415)
  })

  it('a real PNG over 5 MB: 413', async () => {
    const png = await pngOver5MB()
    expect(png.length).toBeGreaterThan(5_242_880)
    expect((await send(png, 'big.png', 'image/png')).status).toBe(413)
  })

  it('a pixel bomb (a 20000x20000 PNG of a few KB): 413', async () => {
    const bomb = pixelBomb()
    expect(bomb.length).toBeLessThan(100_000)
    expect((await send(bomb, 'bomb.png', 'image/png')).status).toBe(413)
  })
})

describe.each(PATHS)('%s keeps a phone photo without its GPS position', (_, send) => {
  let photo: Buffer

  beforeAll(async () => {
    photo = await phonePhoto()
  }, 180_000)

  it('re-encodes a 4032x3024 photo of 3 MB or more, names it by its bytes and makes its sizes', async () => {
    expect(photo.length).toBeGreaterThanOrEqual(3_000_000)
    const sent = await sharp(photo).metadata()
    expect([sent.width, sent.height, Boolean(sent.exif)]).toEqual([4032, 3024, true])
    expect(photo.includes(Buffer.from('PhoneMaker'))).toBe(true)

    // A name that /media/<name> would never serve, and a type the bytes contradict.
    const res = await send(photo, 'Фото x.html', 'text/html')
    expect(res.status).toBe(201)
    expect(res.name).toMatch(/^[0-9a-f]{24}(-\d+)?\.jpg$/)
    const name = res.name!

    const stored = await fs.readFile(path.join(MEDIA_DIR, name))
    const meta = await sharp(stored).metadata()
    expect(meta.exif).toBeUndefined()
    expect([meta.width, meta.height]).toEqual([4032, 3024])
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false)

    for (const width of MEDIA_WIDTHS) {
      const sizeName = path.basename(mediaSizeUrl(`/media/${name}`, width))
      const res = await getMedia(sizeName)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      const size = await sharp(await getBytes(sizeName)).metadata()
      expect([size.width, size.exif]).toEqual([width, undefined])
    }
    const doc = (
      await (
        await testPayload()
      ).find({ collection: 'media', where: { filename: { equals: name } } })
    ).docs[0]
    expect(doc.blur).toMatch(/^data:image\/webp;base64,/)
    expect(doc.sizes?.w640?.filename).toBe(path.basename(mediaSizeUrl(`/media/${name}`, 640)))
    // The size for emails: a JPEG the width of an email's column.
    const email = doc.sizes?.email
    expect(email).toMatchObject({ width: EMAIL_PICTURE.width, mimeType: 'image/jpeg' })
    const emailFile = await sharp(await getBytes(email!.filename!)).metadata()
    expect([emailFile.format, emailFile.width]).toEqual(['jpeg', EMAIL_PICTURE.width])
  }, 180_000)
})

describe('POST /api/admin/upload answers the contract', () => {
  it('201 with file_url, mime_type and size; 401 without a session; 415 for a body that is not multipart', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const res = await viaSite(jpeg, '../../etc/passwd.jpg', 'application/octet-stream')
    expect(res.status).toBe(201)
    expect(res.json).toEqual({
      success: true,
      data: {
        file_url: expect.stringMatching(/^\/media\/[0-9a-f]{24}(-\d+)?\.jpg$/),
        mime_type: 'image/jpeg',
        size: expect.any(Number),
      },
    })
    const stored = await fs.readFile(path.join(MEDIA_DIR, res.name!))
    expect(stored.length).toBe((res.json?.data as { size: number }).size)
    // Turned upright as its EXIF orientation asked.
    expect(await sharp(stored).metadata()).toMatchObject({ width: 48, height: 64 })

    expect((await viaSite(Buffer.from('x'), 'a.png', 'image/png', false)).status).toBe(401)
    const notMultipart = await call(upload.POST, '/api/admin/upload', {
      token,
      body: { file: 'x' },
    })
    expect(notMultipart.status).toBe(415)
  })
})

describe('content that shows an upload', () => {
  it('stores it as /media/<name>, not with the address the admin form shows; keeps external URLs', async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#963' },
    })
      .png()
      .toBuffer()
    const { name } = await viaSite(png, 'p.png', 'image/png')
    const create = (photo: string) =>
      call(staffRoutes.POST, '/api/staff', {
        token,
        body: { name: 'Photo Reference', title: 'Usher', bio: 'Greets.', photo },
      })
    const own = await create(`http://127.0.0.1:3000/media/${name}`)
    expect(own.status).toBe(201)
    expect(own.json.photo).toBe(`/media/${name}`)
    const external = await create('https://photos.example.org/media/abc.jpg')
    expect(external.json.photo).toBe('https://photos.example.org/media/abc.jpg')
    const payload = await testPayload()
    await payload.delete({
      collection: 'staff',
      where: { name: { equals: 'Photo Reference' } },
      overrideAccess: true,
    })
  })
})

describe('GET /media/{name}', () => {
  it('serves a recording with byte ranges (206), a year of caching, nosniff and the sandbox policy', async () => {
    const mp3 = silentMp3(300)
    const res = await viaSite(mp3, 'sermon.mp3', 'audio/mpeg')
    expect(res.status).toBe(201)
    expect(res.json?.data).toMatchObject({ mime_type: 'audio/mpeg', size: mp3.length })
    const name = res.name!
    expect(name).toMatch(/^[0-9a-f]{24}\.mp3$/)

    const whole = await getMedia(name)
    expect(whole.status).toBe(200)
    expect(await getBytes(name)).toEqual(mp3)
    expect(whole.headers.get('content-type')).toBe('audio/mpeg')
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff')
    expect(whole.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")

    const part = await getMedia(name, { range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${mp3.length}`)
    expect(part.headers.get('content-length')).toBe('100')
    expect(await getBytes(name, 'bytes=100-199')).toEqual(mp3.subarray(100, 200))

    const beyond = await getMedia(name, { range: `bytes=${mp3.length + 5}-` })
    expect(beyond.status).toBe(416)

    const head = await call(media.HEAD, `/media/${name}`, { method: 'HEAD', params: { name } })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(mp3.length))
  })

  it('deleting the media document deletes the file and its sizes: 404 afterwards', async () => {
    const res = await viaSite(
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#345' } })
        .png()
        .toBuffer(),
      'a.png',
      'image/png',
    )
    const name = res.name!
    const sizeName = path.basename(mediaSizeUrl(`/media/${name}`, 320))
    expect(await onDisk(sizeName)).toBe(true)
    const payload = await testPayload()
    await payload.delete({
      collection: 'media',
      where: { filename: { equals: name } },
      overrideAccess: true,
    })
    expect(await onDisk(name)).toBe(false)
    expect(await onDisk(sizeName)).toBe(false)
    expect((await getMedia(name)).status).toBe(404)
  })

  it('still serves a file of the media folder that has no media document (uploads from before)', async () => {
    const name = `${'cd'.repeat(16)}.mp3`
    const mp3 = silentMp3(20)
    await fs.mkdir(MEDIA_DIR, { recursive: true })
    await fs.writeFile(path.join(MEDIA_DIR, name), mp3)
    try {
      const res = await getMedia(name, { range: 'bytes=0-9' })
      expect(res.status).toBe(206)
      expect(await getBytes(name, 'bytes=0-9')).toEqual(mp3.subarray(0, 10))
    } finally {
      await fs.rm(path.join(MEDIA_DIR, name), { force: true })
    }
  })

  it('answers 404 for path traversal, hidden files and missing files', async () => {
    for (const name of ['..', '../package.json', '.gitkeep', '..%2Fpackage.json', 'a/b.jpg']) {
      expect((await call(media.GET, `/media/x`, { params: { name } })).status).toBe(404)
    }
    expect((await getMedia(`${'ef'.repeat(12)}.jpg`)).status).toBe(404)
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
