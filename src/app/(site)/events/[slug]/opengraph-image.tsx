import { shareCard } from '@/components/site/shareCard'
import { formatLongDate } from '@/lib/format'
import { getEventBySlug } from '@/server/content/read'

/** The share card of one event: its title and date and place. */
export const alt = 'Grace Fellowship Baptist Church, Dallas, Texas'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

export default async function OpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const event = await getEventBySlug(slug).catch(() => null)
  return shareCard({
    kicker: 'Church Event · Grace Fellowship Baptist Church',
    title: event?.title ?? 'Church Events',
    detail: event ? `${formatLongDate(event.date)} · ${event.location}` : '',
  })
}
