import { json, methods, route } from '@/platform/api/http'
import { queryRows } from '@/platform/payload/sql'
import { isShuttingDown } from '@/platform/ops/lifecycle'
import { migrationStatus } from '@/platform/ops/migrationStatus'
import { getPayloadClient } from '@/platform/payload/client'

/**
 * Liveness, database reachability and schema currency, for the load balancer and the
 * operators. 503 names the failing part; a stopping instance answers 503 so that the load
 * balancer takes it out of rotation while it drains.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(async () => {
    if (isShuttingDown()) {
      return json({ status: 'error', server: 'stopping' }, 503)
    }
    let payload
    try {
      payload = await getPayloadClient()
      await queryRows(payload, (sql) => sql`SELECT 1 AS ok`)
    } catch {
      return json({ status: 'error', database: 'unreachable', migrations: 'unknown' }, 503)
    }
    try {
      const { current, pending } = await migrationStatus(payload)
      if (!current)
        return json({ status: 'error', database: 'ok', migrations: 'pending', pending }, 503)
    } catch {
      return json({ status: 'error', database: 'ok', migrations: 'unknown' }, 503)
    }
    return json({ status: 'ok', database: 'ok', migrations: 'ok' })
  }),
})
