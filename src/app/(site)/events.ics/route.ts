import { buildCalendar } from '@/lib/icsCalendar'
import { getChurchInfo, getEvents } from '@/server/content/read'
import { churchFacts } from '@/server/site/fallbacks'

/** The whole church calendar as iCalendar, for subscribing in a calendar app. */
export const revalidate = 3600

export const CALENDAR_HOST = 'gracefellowship-dallas.org'

export async function GET() {
  const [events, church] = await Promise.all([getEvents(), getChurchInfo().then(churchFacts)])
  const body = buildCalendar(events, { host: CALENDAR_HOST, name: `${church.name} Events` })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="events.ics"',
    },
  })
}
