import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { watchDatabasePool } from './ops/databasePool'

/**
 * The one Payload instance of this process (Local API), created on first use, with its
 * PostgreSQL pool's connection errors handled (./ops/databasePool.ts).
 */
export async function getPayloadClient(): Promise<Payload> {
  const payload = await getPayload({ config })
  watchDatabasePool(payload)
  return payload
}
