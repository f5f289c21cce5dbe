/**
 * Uploads with S3_BUCKET set, against s3rver: a real HTTP server speaking S3, started here,
 * keeping its objects in a temporary folder. Payload's S3 adapter stores the file and its
 * sizes in the bucket, /media serves them from there (ranges too), deleting the media
 * document deletes the objects, and nothing reaches the local media folder.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'
import sharp from 'sharp'

import { MEDIA_WIDTHS, mediaSizeUrl } from '@/lib/mediaSizes'

import { silentMp3 } from '../helpers/photos'

const BUCKET = 'church-media'
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'church-s3-'))
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: BUCKET, configs: [] }],
})

type Routes = {
  upload: typeof import('@/app/api/admin/upload/route')
  media: typeof import('@/app/media/[name]/route')
  helpers: typeof import('../helpers')
  request: typeof import('./request')
  mediaDir: string
}
let routes: Routes
let token: string

/** The objects of the bucket, by key (s3rver keeps each as `<key>._S3rver_object`). */
const objects = () =>
  fs.existsSync(path.join(s3Dir, BUCKET))
    ? fs
        .readdirSync(path.join(s3Dir, BUCKET))
        .filter((f) => f.endsWith('._S3rver_object'))
        .map((f) => f.replace(/\._S3rver_object$/, ''))
    : []

const localFiles = (dir: string) => (fs.existsSync(dir) ? new Set(fs.readdirSync(dir)) : new Set())

beforeAll(async () => {
  const { port } = await server.run()
  // Before Payload's configuration is loaded: it reads them once.
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
  routes = {
    upload: await import('@/app/api/admin/upload/route'),
    media: await import('@/app/media/[name]/route'),
    helpers: await import('../helpers'),
    request: await import('./request'),
    mediaDir: (await import('../../../collections/Media')).MEDIA_DIR,
  }
  token = (await routes.helpers.signIn(await routes.helpers.testPayload())).token
}, 120_000)

afterAll(async () => {
  // The storage client keeps its connections open for reuse: they end with the server.
  ;(
    server as unknown as { httpServer: import('node:http').Server }
  ).httpServer.closeAllConnections()
  await server.close()
  fs.rmSync(s3Dir, { recursive: true, force: true })
})

async function send(bytes: Buffer, fileName: string, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName)
  const encoded = new Response(form)
  return routes.request.call(routes.upload.POST, '/api/admin/upload', {
    method: 'POST',
    rawBody: new Uint8Array(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    token,
  })
}

const getMedia = (name: string, headers: Record<string, string> = {}) =>
  routes.request.call(routes.media.GET, `/media/${name}`, { params: { name }, headers })

it('stores an upload and its sizes in the bucket, serves them with ranges, deletes them; nothing on disk', async () => {
  const before = localFiles(routes.mediaDir)

  const mp3 = silentMp3(200)
  const audio = await send(mp3, 'sermon.mp3', 'audio/mpeg')
  expect(audio.status).toBe(201)
  const audioName = path.basename(audio.json.data.file_url)
  expect(objects()).toContain(audioName)

  const whole = await getMedia(audioName)
  expect(whole.status).toBe(200)
  expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(whole.headers.get('x-content-type-options')).toBe('nosniff')
  expect(whole.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  const part = await routes.media.GET(
    new Request(`http://localhost/media/${audioName}`, { headers: { range: 'bytes=417-833' } }),
    { params: Promise.resolve({ name: audioName }) },
  )
  expect(part.status).toBe(206)
  expect(part.headers.get('content-range')).toBe(`bytes 417-833/${mp3.length}`)
  expect(Buffer.from(await part.arrayBuffer())).toEqual(mp3.subarray(417, 834))

  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#246' } })
    .png()
    .toBuffer()
  const image = await send(png, 'photo.png', 'image/png')
  expect(image.status).toBe(201)
  const imageName = path.basename(image.json.data.file_url)
  const sizeNames = MEDIA_WIDTHS.map((w) => path.basename(mediaSizeUrl(`/media/${imageName}`, w)))
  expect(objects()).toEqual(expect.arrayContaining([imageName, ...sizeNames]))
  const small = await getMedia(sizeNames[0])
  expect(small.status).toBe(200)
  expect(small.headers.get('content-type')).toBe('image/webp')

  // Nothing was written to the local media folder.
  expect(localFiles(routes.mediaDir)).toEqual(before)

  const payload = await routes.helpers.testPayload()
  await payload.delete({
    collection: 'media',
    where: { filename: { in: [audioName, imageName] } },
    overrideAccess: true,
  })
  expect(objects()).toEqual([])
  expect((await getMedia(audioName)).status).toBe(404)
  expect((await getMedia(sizeNames[0])).status).toBe(404)
}, 120_000)
