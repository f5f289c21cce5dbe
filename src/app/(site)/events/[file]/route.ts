import { buildCalendar } from '@/lib/icsCalendar'
import { getChurchInfo, getEvents } from '@/server/content/read'
import { churchFacts } from '@/server/site/fallbacks'

import { CALENDAR_HOST } from '../../events.ics/route'

/** One event as an .ics file (`/events/<id>.ics`): the "Add to calendar" link. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const match = /^(\d+)\.ics$/.exec(file)
  if (!match) return new Response('Not found', { status: 404 })
  const [events, church] = await Promise.all([getEvents(), getChurchInfo().then(churchFacts)])
  const event = events.find((e) => String(e.id) === match[1])
  if (!event) return new Response('Not found', { status: 404 })
  return new Response(buildCalendar([event], { host: CALENDAR_HOST, name: church.name }), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="event-${event.id}.ics"`,
    },
  })
}
