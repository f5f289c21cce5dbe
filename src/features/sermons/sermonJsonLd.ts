import type { SermonJson } from '@/lib/contract/types'

import { audioType } from './podcastFeed'
import { absoluteUrl } from '@/lib/xml'

/** Seconds as an ISO 8601 duration (PT1H2M3S), the form schema.org reads. */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = s % 60
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${rest || (!h && !m) ? `${rest}S` : ''}`
}

/**
 * schema.org `PodcastEpisode` for one sermon, part of the church's sermon podcast, with its
 * recording as an `AudioObject` when it has one.
 */
export function sermonJsonLd(
  sermon: Pick<
    SermonJson,
    'title' | 'slug' | 'preacher' | 'date' | 'scripture' | 'summary' | 'audio_url'
  > & {
    duration_seconds?: number | null
  },
  site: { origin: string; churchName: string },
) {
  const url = absoluteUrl(site.origin, `/sermons/${sermon.slug}`)
  const audio = sermon.audio_url ? absoluteUrl(site.origin, sermon.audio_url) : null
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: sermon.title,
    url,
    datePublished: sermon.date,
    description: `${sermon.scripture}. ${sermon.summary}`,
    author: { '@type': 'Person', name: sermon.preacher },
    partOfSeries: {
      '@type': 'PodcastSeries',
      name: `${site.churchName} Sermons`,
      url: absoluteUrl(site.origin, '/sermons'),
      webFeed: absoluteUrl(site.origin, '/sermons/feed.xml'),
    },
    ...(audio
      ? {
          associatedMedia: {
            '@type': 'AudioObject',
            contentUrl: audio,
            encodingFormat: audioType(audio),
            ...(sermon.duration_seconds ? { duration: isoDuration(sermon.duration_seconds) } : {}),
          },
        }
      : {}),
  }
}
