import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { startJobsRunner } from '../jobs/runner'
import { watchDatabasePool } from '../ops/databasePool'

const inBuild = () => process.env.NEXT_PHASE === 'phase-production-build'

/**
 * The one Payload instance of this process (Local API), created on first use, with its
 * PostgreSQL pool's connection errors handled (./ops/databasePool.ts) and, in a running Next
 * server, the runner of the jobs queue (collections/jobs/runner.ts). Not in scripts and tests,
 * which run jobs when they mean to.
 *
 * `next build` reads and changes no database: every page it prerenders is thrown away (the
 * server's cache starts empty, src/platform/cache/nextCache.mjs) and rendered on its first
 * request from the server's own database, so a page prerendered at build renders its error
 * state instead (src/server/site/load.ts).
 */
export async function getPayloadClient(): Promise<Payload> {
  if (inBuild()) throw new BuildHasNoDatabase()
  const payload = await getPayload({ config })
  watchDatabasePool(payload)
  if (process.env.NEXT_RUNTIME === 'nodejs') startJobsRunner(payload)
  return payload
}

/** What a read meets during `next build` (see getPayloadClient). */
export class BuildHasNoDatabase extends Error {
  constructor() {
    super('next build reads no database: this page is rendered on its first request')
  }
}
