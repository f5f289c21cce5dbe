import { auditEntries, parseAuditQuery } from '@/server/api/audit'
import { requireAdmin } from '@/platform/api/auth'
import { json, methods, route } from '@/platform/api/http'

/** GET /api/admin/audit?limit&before&user&entity&action&from&to: administrators only. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(async (req) => {
    const { payload, user } = await requireAdmin(req, 'administration')
    return json(await auditEntries(payload, user, parseAuditQuery(req)))
  }),
})
