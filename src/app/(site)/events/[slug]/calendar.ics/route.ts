import { buildCalendar, CALENDAR_HOST } from '@/lib/icsCalendar'
import { getChurchInfo, getEventBySlug, getEvents } from '@/server/content/read'
import { churchFacts } from '@/server/site/fallbacks'

/**
 * One event as an .ics file (`/events/<slug>/calendar.ics`): the "Add to calendar" link.
 * The former address, `/events/<id>.ics`, is rewritten here with the id in place of the slug.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const [bySlug, church] = await Promise.all([
    getEventBySlug(slug),
    getChurchInfo().then(churchFacts),
  ])
  const event =
    bySlug ??
    (/^\d+$/.test(slug) ? (await getEvents()).find((e) => String(e.id) === slug) : undefined)
  if (!event) return new Response('Not found', { status: 404 })
  return new Response(buildCalendar([event], { host: CALENDAR_HOST, name: church.name }), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${event.slug}.ics"`,
    },
  })
}
