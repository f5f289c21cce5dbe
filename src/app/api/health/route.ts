import { json, methods, route } from '@/server/api/http'
import { getPayloadClient } from '@/server/payload'
import { queryRows } from '@/server/api/sql'

/** Liveness and database reachability, for the proxy and the operators. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(async () => {
    try {
      const payload = await getPayloadClient()
      await queryRows(payload, (sql) => sql`SELECT 1 AS ok`)
      return json({ status: 'ok', database: 'ok' })
    } catch {
      return json({ status: 'error', database: 'unreachable' }, 503)
    }
  }),
})
