import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { startFreshness } from './content/freshness'
import { watchDatabasePool } from './ops/databasePool'

/**
 * The one Payload instance of this process (Local API), created on first use, with its
 * PostgreSQL pool's connection errors handled (./ops/databasePool.ts) and, in a running Next
 * server, the watch for content changed by other instances or processes
 * (./content/freshness.ts). Not in scripts and tests (no Next cache) nor in `next build`.
 */
export async function getPayloadClient(): Promise<Payload> {
  const payload = await getPayload({ config })
  watchDatabasePool(payload)
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    startFreshness(payload)
  }
  return payload
}
