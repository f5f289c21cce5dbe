import { createLocalReq, logoutOperation } from 'payload'

import { expiredSessionCookie, requireAdmin } from '@/platform/api/auth'
import { json, methods, route } from '@/platform/api/http'

/** Ends the session server-side (the token stops working) and clears the cookie. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(async (req) => {
    const { payload, user } = await requireAdmin(req, 'any')
    const localReq = await createLocalReq({ user }, payload)
    await logoutOperation({ collection: payload.collections.users, req: localReq }).catch(
      (error: unknown) =>
        payload.logger.warn({ msg: 'logout could not end the session', err: error }),
    )
    return json({ success: true, message: 'Logged out' }, 200, {
      'Set-Cookie': expiredSessionCookie(payload),
    })
  }),
})
