/**
 * The upload gate holds for every role that may add a picture (administrators, editors, the
 * office) and on every path a file comes by: the site's upload route, Payload's REST API (as
 * its panel sends a file), GraphQL and the Local API on a person's behalf. The bytes decide the
 * type, EXIF (and the GPS position in it) is dropped, the pixel limit holds and the stored name
 * is made by the server. Roles that may not add a picture are refused and nothing is stored.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import * as rest from '@/app/(payload)/cms-api/[...slug]/route'
import * as graphql from '@/app/(payload)/cms-api/graphql/route'
import * as upload from '@/app/api/admin/upload/route'
import { AREA_ROLES, mayUse, ROLES, type Role } from '@/lib/contract/roles'

import { MEDIA_DIR } from '../../../collections/Media'
import { captureLogs, type LogEntry, personWith, testPayload } from '../helpers'
import { pixelBomb } from '../helpers/photos'
import { call } from './request'

let payload: Payload
const people = {} as Record<
  Role,
  { token: string; user: Awaited<ReturnType<typeof personWith>>['user'] }
>
let gpsPhoto: Buffer
let logs: LogEntry[]

const UPLOADERS = AREA_ROLES.pictures
const OTHERS = ROLES.map(({ value }) => value).filter((role) => !mayUse([role], 'pictures'))
const SERVER_NAME = /^[0-9a-f]{24}(-\d+)?\.jpg$/

beforeAll(async () => {
  payload = await testPayload()
  logs = captureLogs(payload)
  for (const { value } of ROLES) people[value] = await personWith(payload, [value])
  gpsPhoto = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#468' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 0/1' },
    })
    .toBuffer()
})

afterAll(async () => {
  await payload.delete({
    collection: 'media',
    where: { id: { exists: true } },
    overrideAccess: true,
  })
})

function multipart(bytes: Buffer, fileName: string, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName)
  return form
}

async function encoded(form: FormData) {
  const response = new Response(form)
  return {
    rawBody: new Uint8Array(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  }
}

type Sent = { status: number; name: string | null }

const PATHS: [string, (role: Role, bytes: Buffer, fileName: string) => Promise<Sent>][] = [
  [
    'POST /api/admin/upload',
    async (role, bytes, fileName) => {
      const res = await call(upload.POST, '/api/admin/upload', {
        method: 'POST',
        token: people[role].token,
        ...(await encoded(multipart(bytes, fileName, 'text/html'))),
      })
      const url = res.json?.data?.file_url as string | undefined
      return { status: res.status, name: url ? path.basename(url) : null }
    },
  ],
  [
    'POST /cms-api/media',
    async (role, bytes, fileName) => {
      const res = await call(rest.POST, '/cms-api/media', {
        method: 'POST',
        token: people[role].token,
        params: { slug: ['media'] } as never,
        ...(await encoded(multipart(bytes, fileName, 'text/html'))),
      })
      return { status: res.status, name: res.json?.doc?.filename ?? null }
    },
  ],
  [
    'the Local API on the person’s behalf',
    async (role, bytes, fileName) => {
      try {
        const doc = await payload.create({
          collection: 'media',
          data: {},
          file: { data: bytes, mimetype: 'text/html', name: fileName, size: bytes.length },
          user: people[role].user,
          overrideAccess: false,
        })
        return { status: 201, name: doc.filename ?? null }
      } catch (error) {
        return { status: (error as { status?: number }).status ?? 500, name: null }
      }
    },
  ],
]

const mediaCount = async () =>
  (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs

async function expectScrubbed(name: string | null) {
  expect(name).toMatch(SERVER_NAME)
  const stored = await fs.readFile(path.join(MEDIA_DIR, name!))
  const meta = await sharp(stored).metadata()
  expect(meta.exif).toBeUndefined()
  expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false)
}

describe.each(PATHS)('%s', (_, send) => {
  it.each(UPLOADERS)(
    'as %s: a JPEG with GPS EXIF is stored without it, under a server-made name',
    async (role) => {
      const res = await send(role, gpsPhoto, 'Holiday at home.html')
      expect(res.status).toBe(201)
      await expectScrubbed(res.name)
    },
  )

  it.each(UPLOADERS)(
    'as %s: a 400-megapixel PNG is refused (413), nothing stored',
    async (role) => {
      const before = await mediaCount()
      expect((await send(role, pixelBomb(), 'bomb.png')).status).toBe(413)
      expect(await mediaCount()).toBe(before)
    },
  )

  it.each(OTHERS)('as %s: refused (403), nothing stored', async (role) => {
    const before = await mediaCount()
    expect((await send(role, gpsPhoto, 'photo.jpg')).status).toBe(403)
    expect(await mediaCount()).toBe(before)
  })
})

describe('replacing the file of a media document (PATCH /cms-api/media/{id})', () => {
  it.each(AREA_ROLES.content)('as %s: the new file goes through the same gate', async (role) => {
    const first = await payload.create({
      collection: 'media',
      data: {},
      file: { data: gpsPhoto, mimetype: 'image/jpeg', name: 'a.jpg', size: gpsPhoto.length },
      overrideAccess: true,
    })
    const photo = await sharp(gpsPhoto)
      .resize(320)
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
    const res = await call(rest.PATCH, `/cms-api/media/${first.id}`, {
      method: 'PATCH',
      token: people[role].token,
      params: { slug: ['media', String(first.id)] } as never,
      ...(await encoded(multipart(await photo.toBuffer(), 'x.html', 'text/html'))),
    })
    expect(res.status).toBe(200)
    await expectScrubbed(res.json.doc.filename)
  })
})

describe('GraphQL', () => {
  it.each(UPLOADERS)('as %s: carries no file, so no media document is made', async (role) => {
    const before = await mediaCount()
    const form = multipart(gpsPhoto, 'photo.jpg', 'image/jpeg')
    form.append('query', 'mutation { createMedia(data: { alt: "x" }) { id filename } }')
    const asMultipart = await call(graphql.POST, '/cms-api/graphql', {
      method: 'POST',
      token: people[role].token,
      ...(await encoded(form)),
    })
    expect(asMultipart.status).toBeLessThan(500)
    const asJson = await call(graphql.POST, '/cms-api/graphql', {
      token: people[role].token,
      body: { query: 'mutation { createMedia(data: { alt: "x" }) { id filename } }' },
    })
    expect(asJson.status).toBeLessThan(500)
    expect(asJson.json.errors?.[0]?.message).toBe('No files were uploaded.')
    expect(await mediaCount()).toBe(before)
    expect(logs.splice(0).map((entry) => entry.msg)).toEqual(['No files were uploaded.'])
  })
})
