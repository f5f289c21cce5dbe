import { shareCard } from '@/components/site/shareCard'

/** The Open Graph card shared by every public page that does not make its own. */
export const alt = 'Grace Fellowship Baptist Church, Dallas, Texas, since 1961'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

export default function OpenGraphImage() {
  return shareCard({
    kicker: 'Dallas, Texas · Since 1961',
    title: 'Grace Fellowship Baptist Church',
    detail: 'Sunday School 10:00 AM · Worship 11:15 AM',
    titleSize: 78,
  })
}
