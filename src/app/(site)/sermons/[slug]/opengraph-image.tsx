import { shareCard } from '@/components/site/shareCard'
import { formatLongDate } from '@/lib/format'
import { getSermonBySlug } from '@/server/content/read'

/** The share card of one sermon: its title and preacher, date and passage. */
export const alt = 'Grace Fellowship Baptist Church, Dallas, Texas'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

export default async function OpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const found = await getSermonBySlug(slug).catch(() => null)
  const sermon = found?.sermon
  return shareCard({
    kicker: 'Sermon · Grace Fellowship Baptist Church',
    title: sermon?.title ?? 'Sermons',
    detail: sermon
      ? `${sermon.preacher} · ${formatLongDate(sermon.date)} · ${sermon.scripture}`
      : '',
  })
}
