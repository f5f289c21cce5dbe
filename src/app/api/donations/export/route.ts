import { churchDate } from '@/lib/churchClock'
import { requireAdmin } from '@/server/api/auth'
import { donationsCsv } from '@/server/api/donations'
import { methods, route } from '@/server/api/http'

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(async (req) => {
    const { payload } = await requireAdmin(req)
    return new Response(donationsCsv(payload), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="donations-${churchDate()}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  }),
})
