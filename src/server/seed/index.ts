import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'

import { churchHistory, DEFAULT_ADMIN, legalPages, serviceTimes } from './church'
import { demoEvents, demoMinistries, demoSermons, demoStaff, demoSubscribers } from './demo'
import { demoGallery } from './demoGallery'
import { defaultAdminPassword } from '../api/passwords'
import { announceContentReplaced } from '../content/freshness'
import { churchInfo, givingSettings } from '../site/churchDefaults'
import { demoPicture, silentMp3 } from './demoMedia'
import { demoDonations, demoDonors } from './demoGiving'

export type SeedOptions = { demo: boolean; reset?: boolean }

/** Every collection the seed may fill, in an order that respects relationships when wiping. */
const SEEDED_COLLECTIONS: CollectionSlug[] = [
  'donations',
  'donors',
  'subscribers',
  'prayer-requests',
  'contact-submissions',
  'gallery-images',
  'sermons',
  'ministries',
  'events',
  'staff',
  'media',
  'users',
]

/**
 * Fills a database with what the site needs. Idempotent: the administrator and each
 * global are created only when missing, and each kind of demo content only when its
 * collection is empty. `reset` wipes everything first.
 */
export async function seed(payload: Payload, { demo, reset = false }: SeedOptions): Promise<void> {
  // The starting content is no person's change: no page to expire, nothing to audit.
  const context = { disableRevalidate: true, audit: false }
  const req = { context } as Partial<PayloadRequest>
  if (reset) {
    for (const collection of SEEDED_COLLECTIONS) {
      await payload.delete({
        collection,
        where: { id: { exists: true } },
        overrideAccess: true,
        req,
      })
    }
  }

  const admins = await payload.count({
    collection: 'users',
    where: { username: { equals: DEFAULT_ADMIN.username } },
  })
  if (admins.totalDocs === 0) {
    await payload.create({
      collection: 'users',
      data: { ...DEFAULT_ADMIN, password: defaultAdminPassword() },
      context,
    })
  }

  const globals: [GlobalSlug, Record<string, unknown>, string][] = [
    ['church-info', churchInfo, 'name'],
    ['church-history', churchHistory, 'founder_name'],
    ['service-times', { times: serviceTimes }, 'times'],
    ['giving-settings', givingSettings, 'provider_name'],
    ['legal-pages', legalPages, 'privacy'],
  ]
  for (const [slug, data, marker] of globals) {
    const current = (await payload.findGlobal({ slug })) as unknown as Record<string, unknown>
    const present = Array.isArray(current[marker])
      ? (current[marker] as unknown[]).length > 0
      : current[marker]
    if (reset || !present) await payload.updateGlobal({ slug, data: data as never, context })
  }

  if (demo) await seedDemo(payload, context)
  // The running instances expire everything they cached from the wiped content.
  if (reset) await announceContentReplaced(payload)
}

async function isEmpty(payload: Payload, collection: CollectionSlug) {
  return (await payload.count({ collection, overrideAccess: true })).totalDocs === 0
}

/**
 * Stores a file as every upload is stored, through the media collection (checked, re-encoded,
 * named by its bytes, sized), and returns its address for the content that shows it.
 */
export async function storeMedia(
  payload: Payload,
  data: Buffer,
  alt: string,
  context: Record<string, unknown>,
): Promise<string> {
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'application/octet-stream', name: 'seed', size: data.length },
    overrideAccess: true,
    context,
  })
  return `/media/${doc.filename}`
}

async function seedDemo(payload: Payload, context: Record<string, unknown>) {
  if (await isEmpty(payload, 'staff')) {
    for (const [i, member] of demoStaff.entries()) {
      // No photos: the site shows each person's monogram until the church uploads theirs.
      await payload.create({
        collection: 'staff',
        data: { ...member, sort_order: i + 1 },
        context,
      })
    }
  }

  if (await isEmpty(payload, 'events')) {
    for (const event of demoEvents())
      await payload.create({ collection: 'events', data: event, context })
  }

  if (await isEmpty(payload, 'ministries')) {
    for (const [i, ministry] of demoMinistries.entries()) {
      await payload.create({
        collection: 'ministries',
        data: { ...ministry, sort_order: i + 1 },
        context,
      })
    }
  }

  if (await isEmpty(payload, 'sermons')) {
    for (const [i, sermon] of demoSermons().entries()) {
      // Each recording a little different, so that each is its own file.
      const audio = silentMp3(8 + i)
      const audio_url = await storeMedia(payload, audio.data, sermon.title, context)
      await payload.create({
        collection: 'sermons',
        data: {
          ...sermon,
          audio_url,
          audio_bytes: audio.data.length,
          duration_seconds: audio.seconds,
        },
        context,
      })
    }
  }

  if (await isEmpty(payload, 'gallery-images')) {
    // Oldest first, so that "newest first" lists the first entries at the top.
    const entries = [...demoGallery.entries()].reverse()
    for (const [, { picture, category, title, alt, description }] of entries) {
      const src = await storeMedia(payload, await demoPicture(picture), alt, context)
      await payload.create({
        collection: 'gallery-images',
        data: { src, alt, title, description, category, date: undefined },
        context,
      })
    }
  }

  if (await isEmpty(payload, 'subscribers')) {
    for (const subscriber of demoSubscribers()) {
      await payload.create({ collection: 'subscribers', data: subscriber, context })
    }
  }

  if (await isEmpty(payload, 'donations')) {
    const donorIds: (string | number)[] = []
    for (const donor of demoDonors()) {
      const existing = await payload.find({
        collection: 'donors',
        where: { email: { equals: donor.email } },
        limit: 1,
      })
      const doc =
        existing.docs[0] ?? (await payload.create({ collection: 'donors', data: donor, context }))
      donorIds.push(doc.id)
    }
    const donors = demoDonors()
    for (const { donorIndex, ...donation } of demoDonations()) {
      await payload.create({
        collection: 'donations',
        data: {
          ...donation,
          donor: donorIndex === null ? null : (donorIds[donorIndex] as number),
          donor_name: donorIndex === null || donation.anonymous ? null : donors[donorIndex].name,
        },
        context,
      })
    }
  }
}
