import type { MetadataRoute } from 'next'

import { siteUrl } from '@/platform/site/siteUrl'

// Rendered when asked for, with the running server's SITE_URL (not the build's).
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/cms', '/api'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
