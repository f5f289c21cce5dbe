import { passwordChangeBody } from '@/lib/contract/schemas'
import { passwordMatches, requireAdmin, storedPassword } from '@/server/api/auth'
import { ApiError, json, methods, readBody, route } from '@/server/api/http'

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PUT: route(async (req) => {
    const { payload, user } = await requireAdmin(req)
    const body = await readBody(req, passwordChangeBody)
    const stored = await storedPassword(payload, { id: user.id })
    if (!stored || !(await passwordMatches(stored, body.current_password))) {
      throw new ApiError(400, 'Current password is incorrect')
    }
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: body.new_password },
      overrideAccess: false,
      user,
    })
    return json({ success: true, message: 'Password changed successfully!' })
  }),
})
