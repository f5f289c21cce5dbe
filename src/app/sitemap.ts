import type { MetadataRoute } from 'next'

import { siteUrl } from '@/server/site/siteUrl'

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
  { path: '/privacy', priority: 0.2, changeFrequency: 'yearly' },
  { path: '/terms', priority: 0.2, changeFrequency: 'yearly' },
] as const

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl()
  return PUBLIC_PATHS.map(({ path, priority, changeFrequency }) => ({
    url: `${base}${path === '/' ? '' : path}`,
    priority,
    changeFrequency,
  }))
}
