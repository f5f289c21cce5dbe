import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { REST_GET } from '@payloadcms/next/routes'
import config from '@payload-config'

import { getGivingSettings } from '@/server/content/read'

import { signIn, testPayload } from '../helpers'

const PRIVATE: CollectionSlug[] = [
  'prayer-requests',
  'contact-submissions',
  'subscribers',
  'donations',
  'donors',
  'users',
]
const PUBLIC: CollectionSlug[] = [
  'staff',
  'events',
  'ministries',
  'sermons',
  'gallery-images',
  'media',
]
const PUBLIC_GLOBALS: GlobalSlug[] = [
  'church-info',
  'church-history',
  'service-times',
  'legal-pages',
]
const GLOBALS: GlobalSlug[] = [...PUBLIC_GLOBALS, 'giving-settings']

const restGet = REST_GET(config)

/** Payload's own REST API at its moved path, as a browser or script would call it. */
async function cmsApi(pathname: string, token?: string) {
  const request = new Request(`http://localhost/cms-api/${pathname}`, {
    headers: token ? { Authorization: `JWT ${token}` } : {},
  })
  const response = await restGet(request, {
    params: Promise.resolve({ slug: pathname.split('/') }),
  })
  return { status: response.status, body: await response.json() }
}

let payload: Payload
let token: string
let admin: Awaited<ReturnType<typeof signIn>>['user']

beforeAll(async () => {
  payload = await testPayload()
  ;({ token, user: admin } = await signIn(payload))
  await payload.create({
    collection: 'prayer-requests',
    data: {
      name: 'Access Check',
      subject: 'Private',
      message: 'Never shown to the public',
      status: 'pending',
    },
    draft: false,
  })
})

describe('Payload REST at /cms-api', () => {
  it.each(PRIVATE)('refuses %s without a session and never returns data', async (slug) => {
    const { status, body } = await cmsApi(slug)
    expect([401, 403]).toContain(status)
    expect(body.docs).toBeUndefined()
  })

  it.each(PRIVATE)('answers %s for a signed-in administrator', async (slug) => {
    const { status, body } = await cmsApi(slug, token)
    expect(status).toBe(200)
    expect(Array.isArray(body.docs)).toBe(true)
  })

  it.each(PUBLIC)('lets anyone read %s', async (slug) => {
    const { status } = await cmsApi(slug)
    expect(status).toBe(200)
  })

  it.each(PUBLIC_GLOBALS)('lets anyone read the %s global', async (slug) => {
    const { status } = await cmsApi(`globals/${slug}`)
    expect(status).toBe(200)
  })

  it('refuses the giving settings without a session (its dashboard address and phone)', async () => {
    const { status, body } = await cmsApi('globals/giving-settings')
    expect(status).toBe(403)
    expect(body.dashboard_url).toBeUndefined()
    expect((await cmsApi('globals/giving-settings', token)).body.dashboard_url).toMatch(/^https:/)
  })

  it('the public giving page still reads the forms, provider and phone, and nothing else', async () => {
    const giving = await getGivingSettings()
    expect(Object.keys(giving).sort()).toEqual(['form_urls', 'phone', 'provider_name'])
    expect(giving.form_urls.general).toMatch(/^https:/)
  })
})

describe('Local API with access control', () => {
  it.each(PRIVATE)('an anonymous read of %s is refused', async (collection) => {
    await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow(
      /not allowed/i,
    )
  })

  it.each([...PUBLIC.filter((s) => s !== 'media'), ...PRIVATE])(
    'an anonymous create in %s is refused',
    async (collection) => {
      await expect(
        payload.create({ collection, data: {} as never, overrideAccess: false }),
      ).rejects.toThrow(/not allowed/i)
    },
  )

  it.each(GLOBALS)('an anonymous update of the %s global is refused', async (slug) => {
    await expect(payload.updateGlobal({ slug, data: {}, overrideAccess: false })).rejects.toThrow(
      /not allowed/i,
    )
  })

  it('an administrator reads prayer requests', async () => {
    const result = await payload.find({
      collection: 'prayer-requests',
      overrideAccess: false,
      user: admin,
    })
    expect(result.totalDocs).toBeGreaterThan(0)
  })

  it('unlocking accounts is for administrators only', async () => {
    const users = payload.collections.users.config
    expect(await users.access.unlock!({ req: { user: null } } as never)).toBe(false)
    expect(await users.access.unlock!({ req: { user: admin } } as never)).toBe(true)
  })

  it('uploads refuse pasted URLs and accept only images and audio', () => {
    const upload = payload.collections.media.config.upload
    expect(upload.pasteURL).toBe(false)
    expect(upload.mimeTypes?.every((t) => /^(image|audio)\//.test(t))).toBe(true)
  })
})
