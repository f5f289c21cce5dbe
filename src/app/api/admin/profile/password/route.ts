import { passwordChangeBody } from '@/lib/contract/schemas'
import { requireAdmin } from '@/platform/api/auth'
import { storedPassword } from '@/server/api/passwords'
import { json, methods, readBody, route } from '@/platform/api/http'
import { ApiError } from '@/platform/api/errors'
import { checkPassword, signInRefused } from '@/server/api/signInGuard'

import { CURRENT_PASSWORD_CHECKED } from '../../../../../../collections/hooks/ownAccount'

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PUT: route(async (req) => {
    const { payload, user } = await requireAdmin(req, 'any')
    const body = await readBody(req, passwordChangeBody)
    // A wrong current password counts like a failed sign-in, against the same limits.
    const verdict = await checkPassword(payload, req, {
      username: user.username,
      password: body.current_password,
      stored: await storedPassword(payload, { id: user.id }),
    })
    if (!verdict.ok && verdict.retryAfter > 0) throw signInRefused(verdict.retryAfter)
    if (!verdict.ok) throw new ApiError(400, 'Current password is incorrect')
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: body.new_password },
      overrideAccess: false,
      user,
      req: { headers: req.headers },
      context: { [CURRENT_PASSWORD_CHECKED]: true },
    })
    return json({ success: true, message: 'Password changed successfully!' })
  }),
})
