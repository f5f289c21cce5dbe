import { statementEmailBody } from '@/lib/contract/schemas'
import { requireAdmin } from '@/server/api/auth'
import { json, methods, readBody, route } from '@/server/api/http'
import { emailStatements } from '@/server/statements/mail'

/** POST /api/donations/statements/email {year, resend}: each donor's statement, by email. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(async (req) => {
    const { payload } = await requireAdmin(req)
    const { year, resend } = await readBody(req, statementEmailBody)
    return json(await emailStatements(payload, year, resend))
  }),
})
