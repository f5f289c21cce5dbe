import { statementQuery } from '@/lib/contract/schemas'
import { requireAdmin } from '@/platform/api/auth'
import { methods, route } from '@/platform/api/http'
import { parseWith } from '@/platform/api/errors'
import { statementsZip } from '@/server/statements/zip'

/** GET /api/donations/statements?year=YYYY: every donor's statement of the year, one ZIP. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(async (req) => {
    const { payload } = await requireAdmin(req, 'giving')
    const { year } = parseWith(statementQuery, {
      year: new URL(req.url).searchParams.get('year') ?? undefined,
    })
    const { zip, count } = await statementsZip(payload, year)
    return new Response(zip as unknown as BodyInit, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="statements-${year}.zip"`,
        'Cache-Control': 'no-store',
        'X-Statement-Count': String(count),
      },
    })
  }),
})
