import { createLocalReq, logoutOperation } from 'payload'

import { recordRequestAudit } from '@/server/api/audit'
import { expiredSessionCookie, requireAdmin } from '@/platform/api/auth'
import { json, methods, route } from '@/platform/api/http'

/**
 * Ends every session of the signed-in person, on every device (each of their tokens stops
 * working at once), records it in the audit log and clears this browser's cookie.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(async (req) => {
    const { payload, user } = await requireAdmin(req, 'any')
    const localReq = await createLocalReq({ user }, payload)
    await logoutOperation({
      allSessions: true,
      collection: payload.collections.users,
      req: localReq,
    })
    await recordRequestAudit(
      req,
      { payload, user },
      {
        action: 'sign_out_everywhere',
        entity: 'users',
        entity_id: user.id,
      },
    )
    return json({ success: true }, 200, { 'Set-Cookie': expiredSessionCookie(payload) })
  }),
})
