import { buildPodcastFeed } from '@/features/sermons/podcastFeed'
import { getChurchInfo, getSermons } from '@/server/content/read'
import { churchFacts } from '@/server/site/fallbacks'
import { siteUrl } from '@/platform/site/siteUrl'

/** The sermon podcast (RSS 2.0 + iTunes tags) with absolute URLs for podcast apps. */
export async function GET() {
  const [sermons, church] = await Promise.all([getSermons(), getChurchInfo().then(churchFacts)])
  const body = buildPodcastFeed(sermons, {
    origin: siteUrl(),
    title: `${church.name} Sermons`,
    description: `Sermons preached at ${church.name}, ${church.address}.`,
    email: church.email,
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
