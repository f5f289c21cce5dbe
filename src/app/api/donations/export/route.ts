import { churchDate } from '@/lib/churchClock'
import { recordRequestAudit } from '@/server/api/audit'
import { requireAdmin } from '@/platform/api/auth'
import { donationsCsv } from '@/server/api/donations'
import { methods, route } from '@/platform/api/http'

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(async (req) => {
    const admin = await requireAdmin(req, 'giving')
    // Recorded before the first byte: no export leaves without its entry.
    await recordRequestAudit(req, admin, { action: 'export', entity: 'donations' })
    return new Response(donationsCsv(admin.payload), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="donations-${churchDate()}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  }),
})
