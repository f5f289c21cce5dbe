import 'server-only'

import { z } from 'zod'

import { getPayloadClient } from '../payload'
import { requireAdmin } from './auth'
import { requiredEmail, requiredText } from './fields'
import { json, readBody } from './http'
import { cachedPublicRead } from './publicCache'
import {
  serializeChurchHistory,
  serializeChurchInfo,
  serializeGivingSettings,
  serializeServiceTimes,
} from './serializers'

/**
 * The church's settings (Payload globals): public reads, administrator updates, and the giving
 * settings that only the admin's donations screen reads.
 */

const readChurchInfoCached = cachedPublicRead('church-info', async () => {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'church-info', depth: 0, overrideAccess: false })
  return serializeChurchInfo(doc)
})

export async function readChurchInfo() {
  return json(await readChurchInfoCached())
}

const readChurchHistoryCached = cachedPublicRead('church-history', async () => {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'church-history', depth: 0, overrideAccess: false })
  return serializeChurchHistory(doc)
})

export async function readChurchHistory() {
  return json(await readChurchHistoryCached())
}

const readServiceTimesCached = cachedPublicRead('service-times', async () => {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'service-times', depth: 0, overrideAccess: false })
  return serializeServiceTimes(doc)
})

export async function readServiceTimes() {
  return json(await readServiceTimesCached())
}

/** The giving provider's name and dashboard link, for the admin's donations screen. */
export async function readGivingSettings(req: Request) {
  const { payload, user } = await requireAdmin(req)
  const doc = await payload.findGlobal({
    slug: 'giving-settings',
    depth: 0,
    overrideAccess: false,
    user,
  })
  return json(serializeGivingSettings(doc))
}

const ChurchInfoBody = z.object({
  name: requiredText('Name', 200),
  tagline: requiredText('Tagline', 300),
  mission: requiredText('Mission', 2000),
  address: requiredText('Address', 300),
  phone: requiredText('Phone', 40),
  email: requiredEmail(),
})

export async function updateChurchInfo(req: Request) {
  const { payload, user } = await requireAdmin(req)
  const data = await readBody(req, ChurchInfoBody)
  const doc = await payload.updateGlobal({
    slug: 'church-info',
    data,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return json(serializeChurchInfo(doc))
}

const ChurchHistoryBody = z.object({
  founding: z.coerce
    .number({ error: 'Founding year is required' })
    .int({ error: 'Founding year must be a whole year' })
    .min(1600, { error: 'Founding year must be between 1600 and 3000' })
    .max(3000, { error: 'Founding year must be between 1600 and 3000' }),
  founder_name: requiredText('Founder name', 200),
  milestones: z
    .array(
      z.object({
        year: z
          .union([z.string(), z.number()], { error: 'Milestone year is required' })
          .transform(String)
          .pipe(requiredText('Milestone year', 20)),
        event: requiredText('Milestone event', 1000),
      }),
      { error: 'Milestones must be a list' },
    )
    .max(200)
    .default([]),
})

export async function updateChurchHistory(req: Request) {
  const { payload, user } = await requireAdmin(req)
  const data = await readBody(req, ChurchHistoryBody)
  const doc = await payload.updateGlobal({
    slug: 'church-history',
    data,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return json(serializeChurchHistory(doc))
}
