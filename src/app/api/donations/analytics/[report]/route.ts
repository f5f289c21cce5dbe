import { ANALYTICS_REPORTS, valuesOf, type AnalyticsReport } from '@/lib/contract/values'
import { ANALYTICS, parsePeriod } from '@/server/api/analytics'
import { requireAdmin } from '@/platform/api/auth'
import { json, methods, route } from '@/platform/api/http'
import { ApiError } from '@/platform/api/errors'

const REPORTS: readonly string[] = valuesOf(ANALYTICS_REPORTS)

/** GET /api/donations/analytics/{trends|retention|campaigns|seasons|attribution}?from&to */
export const { GET, POST, PUT, PATCH, DELETE } = methods<{ report: string }>({
  GET: route(async (req, params) => {
    const { payload } = await requireAdmin(req, 'giving')
    if (!REPORTS.includes(params.report)) throw new ApiError(404, 'Not found')
    const period = parsePeriod(req)
    return json(await ANALYTICS[params.report as AnalyticsReport](payload, period))
  }),
})
