import type { MetadataRoute } from 'next'

import { siteUrl } from '@/server/site/siteUrl'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/admin', '/cms', '/api', '/bench-baseline'] },
    ],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
