import { statementQuery } from '@/lib/contract/schemas'
import { requireAdmin } from '@/platform/api/auth'
import { json, methods, route } from '@/platform/api/http'
import { parseWith } from '@/platform/api/errors'
import { statementRecipients } from '@/server/statements/mail'

/** GET /api/donations/statements/recipients?year=YYYY: who that year's statements are for. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(async (req) => {
    const { payload } = await requireAdmin(req, 'giving')
    const { year } = parseWith(statementQuery, {
      year: new URL(req.url).searchParams.get('year') ?? undefined,
    })
    return json(await statementRecipients(payload, year))
  }),
})
