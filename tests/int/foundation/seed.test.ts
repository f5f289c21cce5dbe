import type { CollectionSlug, Payload } from 'payload'

import { seed } from '../../../src/server/seed'
import { demoDonations } from '../../../src/server/seed/demoGiving'
import { testPayload } from '../helpers'

let payload: Payload

const COUNTED: CollectionSlug[] = [
  'users',
  'staff',
  'events',
  'ministries',
  'sermons',
  'gallery-images',
  'subscribers',
  'donors',
  'donations',
  'prayer-requests',
  'contact-submissions',
]

async function counts() {
  const entries = await Promise.all(
    COUNTED.map(async (collection) => [
      collection,
      (await payload.count({ collection })).totalDocs,
    ]),
  )
  return Object.fromEntries(entries) as Record<string, number>
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('seed', () => {
  it('creates the default administrator with the documented name', async () => {
    const { docs } = await payload.find({
      collection: 'users',
      where: { username: { equals: 'admin' } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].full_name).toBe('Site Administrator')
    await expect(
      payload.login({ collection: 'users', data: { username: 'admin', password: 'grace1961' } }),
    ).resolves.toHaveProperty('token')
  })

  it('fills the church globals: info, six-milestone history, four service times, six giving forms', async () => {
    const info = await payload.findGlobal({ slug: 'church-info' })
    expect(info.address).toMatch(/Dallas, TX/)
    const history = await payload.findGlobal({ slug: 'church-history' })
    expect(history.founding).toBe(1961)
    expect(history.milestones).toHaveLength(6)
    const times = await payload.findGlobal({ slug: 'service-times' })
    expect(times.times?.map((t) => `${t.service} ${t.time}`)).toEqual([
      'Sunday School 10:00 AM',
      'Sunday Worship Experience 11:15 AM',
      'Wednesday Prayer Service 6:30 PM',
      'Wednesday Bible Study (1st & 3rd Wednesday) 7:00 PM',
    ])
    const giving = await payload.findGlobal({ slug: 'giving-settings' })
    expect(
      Object.values(giving.form_urls ?? {}).filter(
        (u) => typeof u === 'string' && u.startsWith('https://'),
      ),
    ).toHaveLength(6)
  })

  it('--reset wipes and seeds the demo content, and seeding again adds nothing', async () => {
    // Test files run one after another, so wiping the shared test database here is safe.
    await seed(payload, { demo: true, reset: true })
    const first = await counts()
    expect(first).toEqual({
      users: 1,
      staff: 4,
      events: 10,
      ministries: 6,
      sermons: 12,
      'gallery-images': 12,
      subscribers: 20,
      donors: 15,
      donations: demoDonations().length,
      'prayer-requests': 0,
      'contact-submissions': 0,
    })
    await seed(payload, { demo: true })
    expect(await counts()).toEqual(first)
    // Every demo picture went through the media collection, with its sizes.
    const photos = await payload.find({ collection: 'media', limit: 100, overrideAccess: true })
    const pictures = photos.docs.filter((d) => d.mimeType?.startsWith('image/'))
    expect(pictures).toHaveLength(12)
    for (const doc of pictures) {
      expect(doc.filename).toMatch(/^[0-9a-f]{24}(-\d+)?\.jpg$/)
      expect(doc.sizes?.w320?.filename).toBeTruthy()
    }
    // Sizing the demo pictures takes a while on a busy machine.
  }, 240_000)
})
