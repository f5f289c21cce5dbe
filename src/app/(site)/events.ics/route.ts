import { buildCalendar, CALENDAR_HOST } from '@/lib/icsCalendar'
import { getChurchInfo, getEvents } from '@/server/content/read'
import { churchFacts } from '@/server/site/fallbacks'

/**
 * The whole church calendar as iCalendar, for subscribing in a calendar app. Made per request
 * from the cached reads (never at build, which reads no database); calendar apps may keep it
 * for an hour.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const [events, church] = await Promise.all([getEvents(), getChurchInfo().then(churchFacts)])
  const body = buildCalendar(events, { host: CALENDAR_HOST, name: `${church.name} Events` })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="events.ics"',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
