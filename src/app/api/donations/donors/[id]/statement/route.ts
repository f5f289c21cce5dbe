import { statementQuery } from '@/lib/contract/schemas'
import { requireAdmin } from '@/platform/api/auth'
import { methods, route } from '@/platform/api/http'
import { ApiError, parseWith } from '@/platform/api/errors'
import { renderStatement, statementFileName } from '@/server/statements/pdf'
import { statementChurch, yearStatements } from '@/server/statements/query'

/** GET /api/donations/donors/{id}/statement?year=YYYY: the donor's statement, a PDF. */
export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({
  GET: route(async (req, params) => {
    const { payload } = await requireAdmin(req, 'giving')
    const { year } = parseWith(statementQuery, {
      year: new URL(req.url).searchParams.get('year') ?? undefined,
    })
    const id = /^\d{1,12}$/.test(params.id) ? Number(params.id) : null
    const [statement] = id === null ? [] : await yearStatements(payload, year, id)
    if (!statement) throw new ApiError(404, `No gifts from this donor in ${year}`)
    const pdf = await renderStatement(await statementChurch(payload), statement)
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${statementFileName(statement)}"`,
        'Cache-Control': 'no-store',
      },
    })
  }),
})
