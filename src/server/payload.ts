import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { startFreshness } from './content/freshness'
import { watchDatabasePool } from './ops/databasePool'

/** A running Next server (`next start`, `npm start`, `next dev`), not `next build`. */
const inNextServer = () =>
  process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build'

/**
 * The one Payload instance of this process (Local API), created on first use, with its
 * PostgreSQL pool's connection errors handled (./ops/databasePool.ts) and, in a running Next
 * server, the runner of the jobs queue (`cron`: collections/jobs) and the watch for content
 * changed by other instances or processes (./content/freshness.ts). Neither in scripts and
 * tests (which run jobs when they mean to) nor in `next build`.
 */
export async function getPayloadClient(): Promise<Payload> {
  const server = inNextServer()
  const payload = await getPayload({ config, cron: server })
  watchDatabasePool(payload)
  if (server) startFreshness(payload)
  return payload
}
