import type { MetadataRoute } from 'next'

import { getEvents, getSermons } from '@/server/content/read'
import { getLatestNewsletters, NEWSLETTERS_IN_SITEMAP } from '@/server/newsletter/archive'
import { siteUrl } from '@/platform/site/siteUrl'

const PUBLIC_PATHS = [
  { path: '/', priority: 1, changeFrequency: 'weekly' },
  { path: '/about', priority: 0.8, changeFrequency: 'yearly' },
  { path: '/staff', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/history', priority: 0.6, changeFrequency: 'yearly' },
  { path: '/services', priority: 0.9, changeFrequency: 'monthly' },
  { path: '/events', priority: 0.9, changeFrequency: 'daily' },
  { path: '/ministries', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/sermons', priority: 0.8, changeFrequency: 'weekly' },
  { path: '/gallery', priority: 0.6, changeFrequency: 'weekly' },
  { path: '/giving', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/contact', priority: 0.8, changeFrequency: 'yearly' },
  { path: '/prayer-requests', priority: 0.7, changeFrequency: 'yearly' },
  { path: '/prayer-wall', priority: 0.6, changeFrequency: 'daily' },
  { path: '/newsletter', priority: 0.5, changeFrequency: 'weekly' },
  { path: '/privacy', priority: 0.2, changeFrequency: 'yearly' },
  { path: '/terms', priority: 0.2, changeFrequency: 'yearly' },
] as const

// Rendered when asked for, with the running server's SITE_URL (not the build's); its lists
// come from the cached reads.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const [events, sermons, newsletters] = await Promise.all([
    getEvents().catch(() => []),
    getSermons().catch(() => []),
    getLatestNewsletters(NEWSLETTERS_IN_SITEMAP).catch(() => []),
  ])
  return [
    ...PUBLIC_PATHS.map(({ path, priority, changeFrequency }) => ({
      url: `${base}${path === '/' ? '' : path}`,
      priority,
      changeFrequency,
    })),
    ...events.map((event) => ({
      url: `${base}/events/${event.slug}`,
      lastModified: event.updated_at,
      priority: 0.6,
      changeFrequency: 'weekly' as const,
    })),
    ...sermons.map((sermon) => ({
      url: `${base}/sermons/${sermon.slug}`,
      lastModified: sermon.date,
      priority: 0.6,
      changeFrequency: 'yearly' as const,
    })),
    ...newsletters.map((newsletter) => ({
      url: `${base}/newsletter/${newsletter.slug}`,
      lastModified: newsletter.sent_at,
      priority: 0.4,
      changeFrequency: 'yearly' as const,
    })),
  ]
}
