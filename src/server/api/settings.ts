import 'server-only'

import { churchHistoryBody, churchInfoBody } from '@/lib/contract/schemas'

import { getChurchHistory, getChurchInfo, getServiceTimes } from '../content/read'
import { requireAdmin } from '@/platform/api/auth'
import { json, readBody } from '@/platform/api/http'
import {
  serializeChurchHistory,
  serializeChurchInfo,
  serializeGivingSettings,
} from '../data/serializers'

/**
 * The church's settings (Payload globals): public reads, administrator updates, and the giving
 * settings that only the admin reads.
 */

export async function readChurchInfo() {
  return json(await getChurchInfo())
}

export async function readChurchHistory() {
  return json(await getChurchHistory())
}

/** The contract's `[{day, time, service}]`, in week order. */
export async function readServiceTimes() {
  return json((await getServiceTimes()).map(({ day, time, service }) => ({ day, time, service })))
}

/**
 * The giving provider's name and dashboard link, for the admin's donations screen, and the funds
 * whose form is still the example provider's, for the dashboard's warning.
 */
export async function readGivingSettings(req: Request) {
  const { payload, user } = await requireAdmin(req, 'giving')
  const doc = await payload.findGlobal({
    slug: 'giving-settings',
    depth: 0,
    overrideAccess: false,
    user,
    req: { headers: req.headers },
  })
  return json(serializeGivingSettings(doc))
}

export async function updateChurchInfo(req: Request) {
  const { payload, user } = await requireAdmin(req, 'content')
  const data = await readBody(req, churchInfoBody)
  const doc = await payload.updateGlobal({
    slug: 'church-info',
    data,
    depth: 0,
    overrideAccess: false,
    user,
    req: { headers: req.headers },
  })
  return json(serializeChurchInfo(doc))
}

export async function updateChurchHistory(req: Request) {
  const { payload, user } = await requireAdmin(req, 'content')
  const data = await readBody(req, churchHistoryBody)
  const doc = await payload.updateGlobal({
    slug: 'church-history',
    data,
    depth: 0,
    overrideAccess: false,
    user,
    req: { headers: req.headers },
  })
  return json(serializeChurchHistory(doc))
}
