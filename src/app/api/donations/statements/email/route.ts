import { statementEmailBody } from '@/lib/contract/schemas'
import { recordRequestAudit } from '@/server/api/audit'
import { requireAdmin } from '@/platform/api/auth'
import { json, methods, readBody, route } from '@/platform/api/http'
import { emailStatements } from '@/server/statements/mail'

/** POST /api/donations/statements/email {year, resend}: each donor's statement, by email. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(async (req) => {
    const admin = await requireAdmin(req, 'giving')
    const { year, resend } = await readBody(req, statementEmailBody)
    const sent = await emailStatements(admin.payload, year, resend)
    await recordRequestAudit(req, admin, { action: 'statement_email', entity: 'donors' })
    return json(sent)
  }),
})
