import {
  type Endpoint,
  NotFound,
  type PayloadRequest,
  type SanitizedConfig,
  UnauthorizedError,
} from 'payload'

import { guardLocks } from '../src/platform/access/locks'
import { audited } from './hooks/audit'
import { tryAgain } from './jobs/tryAgain'

/**
 * The collections Payload adds to the configuration itself (while it builds it, after the
 * plugins), brought under the site's rules:
 * - document locks: src/platform/access/locks.ts;
 * - preferences (`payload-preferences`, the panel's per-person settings, always stored in the
 *   name of the person who writes them): removing one by its key (`DELETE
 *   /cms-api/payload-preferences/<key>`) removes the person's own and answers 404 for a key
 *   they do not have (Payload's own handler ends in a failed query on both databases, a 500);
 *   Every write of a preference is in the audit log, as every other write a person makes;
 * - jobs: an administrator's edit (trying a failed job again, ./jobs/tryAgain.ts) is audited;
 *   the queue's own writes skip these hooks, as Payload's queue does without `jobs.runHooks`
 *   (given here, after Payload built the collection, so that it does not warn at every start);
 *   the `handle-schedules` endpoint answers 404, since the site schedules no job through
 *   it (Payload's answers 500 when nothing is scheduled).
 */

/** The person's own preference of `key`, found by the Local API (as the server). */
async function ownPreference(req: PayloadRequest, key: string) {
  const { docs } = await req.payload.find({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: key } },
        { 'user.value': { equals: req.user!.id } },
        { 'user.relationTo': { equals: req.user!.collection } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * `POST /cms-api/payload-preferences/<key>`, the panel's save of a setting: through the Local
 * API, so that the write and its audit entry share a transaction (Payload's own handler
 * writes to the database directly, past every hook).
 */
const saveOwnPreference: Endpoint = {
  method: 'post',
  path: '/:key',
  handler: async (req) => {
    if (!req.user) throw new UnauthorizedError(req.t)
    const key = String(req.routeParams?.key ?? '')
    const body = ((await req.json?.().catch(() => ({}))) ?? {}) as { value?: unknown }
    const value = (body.value ?? body) as Record<string, unknown>
    const found = await ownPreference(req, key)
    const user = { relationTo: req.user.collection, value: req.user.id }
    const doc = found
      ? await req.payload.update({
          collection: 'payload-preferences',
          id: found.id,
          data: { value },
          depth: 0,
          overrideAccess: true,
          req,
        })
      : await req.payload.create({
          collection: 'payload-preferences',
          data: { key, value, user } as never,
          depth: 0,
          overrideAccess: true,
          req,
        })
    return Response.json({ doc, message: req.t('general:updatedSuccessfully') })
  },
}

const deleteOwnPreference: Endpoint = {
  method: 'delete',
  path: '/:key',
  handler: async (req) => {
    if (!req.user) throw new UnauthorizedError(req.t)
    const found = await ownPreference(req, String(req.routeParams?.key ?? ''))
    if (!found) throw new NotFound(req.t)
    const doc = await req.payload.delete({
      collection: 'payload-preferences',
      id: found.id,
      overrideAccess: true,
      req,
    })
    return Response.json({ ...doc, message: req.t('general:deletedSuccessfully') })
  },
}

const noSchedules: Endpoint['handler'] = (req) => {
  throw new NotFound(req.t)
}

export function guardPayloadCollections(config: SanitizedConfig): SanitizedConfig {
  guardLocks(config)
  for (const collection of config.collections) {
    if (collection.slug === 'payload-preferences') {
      collection.hooks = audited(collection).hooks as typeof collection.hooks
      collection.endpoints = (collection.endpoints || []).map((endpoint) => {
        if (endpoint.path !== '/:key') return endpoint
        if (endpoint.method === 'delete') return deleteOwnPreference
        return endpoint.method === 'post' ? saveOwnPreference : endpoint
      })
    }
    if (collection.slug === 'payload-jobs') {
      const hooks = collection.hooks
      hooks.beforeChange = [...(hooks.beforeChange ?? []), tryAgain]
      collection.hooks = audited({ ...collection, hooks }).hooks as typeof collection.hooks
      collection.endpoints = (collection.endpoints || []).map((endpoint) =>
        endpoint.path === '/handle-schedules' ? { ...endpoint, handler: noSchedules } : endpoint,
      )
    }
  }
  return config
}
