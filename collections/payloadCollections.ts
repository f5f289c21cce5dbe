import { type Endpoint, NotFound, type SanitizedConfig, UnauthorizedError } from 'payload'

import { guardLocks } from '../src/access/locks'

/**
 * The collections Payload adds to the configuration itself (while it builds it, after the
 * plugins), brought under the site's rules:
 * - document locks: src/access/locks.ts;
 * - preferences (`payload-preferences`, the panel's per-person settings, always stored in the
 *   name of the person who writes them): removing one by its key (`DELETE
 *   /cms-api/payload-preferences/<key>`) removes the person's own and answers 404 for a key
 *   they do not have (Payload's own handler ends in a failed query on both databases, a 500);
 * - jobs: the `handle-schedules` endpoint answers 404, since the site schedules no job through
 *   it (Payload's answers 500 when nothing is scheduled).
 */

const deleteOwnPreference: Endpoint = {
  method: 'delete',
  path: '/:key',
  handler: async (req) => {
    if (!req.user) throw new UnauthorizedError(req.t)
    const key = String(req.routeParams?.key ?? '')
    const { docs } = await req.payload.find({
      collection: 'payload-preferences',
      where: {
        and: [
          { key: { equals: key } },
          { 'user.value': { equals: req.user.id } },
          { 'user.relationTo': { equals: req.user.collection } },
        ],
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (!docs[0]) throw new NotFound(req.t)
    const doc = await req.payload.delete({
      collection: 'payload-preferences',
      id: docs[0].id,
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
      collection.endpoints = (collection.endpoints || []).map((endpoint) =>
        endpoint.method === 'delete' && endpoint.path === '/:key' ? deleteOwnPreference : endpoint,
      )
    }
    if (collection.slug === 'payload-jobs') {
      collection.endpoints = (collection.endpoints || []).map((endpoint) =>
        endpoint.path === '/handle-schedules' ? { ...endpoint, handler: noSchedules } : endpoint,
      )
    }
  }
  return config
}
