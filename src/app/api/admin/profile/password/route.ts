import { z } from 'zod'

import { passwordMatches, requireAdmin, storedPassword } from '@/server/api/auth'
import { ApiError, json, methods, readBody, route, validationFailed } from '@/server/api/http'

const PasswordChange = z.object({
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' })
    .max(1000),
  new_password: z
    .string({ error: 'New password is required' })
    .max(1000, { error: 'New password is too long' }),
  confirm_password: z.string({ error: 'Please confirm the new password' }).max(1000),
})

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PUT: route(async (req) => {
    const { payload, user } = await requireAdmin(req)
    const body = await readBody(req, PasswordChange)
    if (body.new_password !== body.confirm_password) {
      throw validationFailed(
        [{ field: 'confirm_password', message: 'New passwords do not match' }],
        'New passwords do not match',
      )
    }
    if (body.new_password.length < 6) {
      throw validationFailed(
        [{ field: 'new_password', message: 'New password must be at least 6 characters' }],
        'New password must be at least 6 characters',
      )
    }
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
