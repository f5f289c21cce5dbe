import { buildNewsletterFeed } from '@/lib/newsletterFeed'
import { getChurchInfo } from '@/server/content/read'
import { getLatestNewsletters, NEWSLETTERS_IN_FEED } from '@/server/newsletter/archive'
import { churchFacts } from '@/server/site/fallbacks'
import { siteUrl } from '@/platform/site/siteUrl'

/** The newsletter archive as RSS 2.0 (the latest sent newsletters), with absolute URLs. */
export async function GET() {
  const [newsletters, church] = await Promise.all([
    getLatestNewsletters(NEWSLETTERS_IN_FEED),
    getChurchInfo().then(churchFacts),
  ])
  const body = buildNewsletterFeed(newsletters, {
    origin: siteUrl(),
    title: `${church.name} Newsletter`,
    description: `The newsletters of ${church.name}, ${church.address}.`,
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
