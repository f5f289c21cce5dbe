import { absoluteUrl, escapeXml } from '@/lib/xml'

/** The sermon podcast as RSS 2.0 with the iTunes namespace. */
export interface FeedSermon {
  id: number | string
  title: string
  /** The sermon's own page, /sermons/<slug>, is each item's link. */
  slug: string
  preacher: string
  date: string
  scripture: string
  summary: string
  audio_url?: string | null
  audio_bytes?: number | null
  duration_seconds?: number | null
}

const AUDIO_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  wav: 'audio/wav',
}

export function audioType(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase() ?? ''
  return AUDIO_TYPES[ext] ?? 'audio/mpeg'
}

/** Seconds as H:MM:SS (or M:SS under an hour), the form podcast apps read. */
export function itunesDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`
}

/** RFC 822 date at noon Dallas time (18:00 UTC is close enough all year for a calendar day). */
function rfc822(date: string): string {
  const d = new Date(`${date}T18:00:00Z`)
  return Number.isNaN(d.getTime()) ? new Date(0).toUTCString() : d.toUTCString()
}

export function buildPodcastFeed(
  sermons: FeedSermon[],
  channel: { origin: string; title: string; description: string; email: string },
): string {
  const site = absoluteUrl(channel.origin, '/sermons')
  const image = absoluteUrl(channel.origin, '/podcast-cover.png')
  const items = sermons
    .filter((s) => s.audio_url)
    .map((s) => {
      const audio = absoluteUrl(channel.origin, s.audio_url as string)
      const page = absoluteUrl(channel.origin, `/sermons/${s.slug}`)
      const lines = [
        '<item>',
        `<title>${escapeXml(s.title)}</title>`,
        `<link>${escapeXml(page)}</link>`,
        `<guid isPermaLink="false">sermon-${escapeXml(String(s.id))}</guid>`,
        `<pubDate>${rfc822(s.date)}</pubDate>`,
        `<description>${escapeXml(`${s.scripture}. ${s.summary}`)}</description>`,
        `<enclosure url="${escapeXml(audio)}" length="${s.audio_bytes ?? 0}" type="${audioType(audio)}"/>`,
        `<itunes:author>${escapeXml(s.preacher)}</itunes:author>`,
        `<itunes:summary>${escapeXml(s.summary)}</itunes:summary>`,
        '<itunes:explicit>false</itunes:explicit>',
      ]
      if (s.duration_seconds)
        lines.push(`<itunes:duration>${itunesDuration(s.duration_seconds)}</itunes:duration>`)
      lines.push('</item>')
      return lines.join('\n')
    })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(site)}</link>`,
    `<atom:link href="${escapeXml(absoluteUrl(channel.origin, '/sermons/feed.xml'))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(channel.description)}</description>`,
    '<language>en-us</language>',
    `<itunes:author>${escapeXml(channel.title)}</itunes:author>`,
    `<itunes:owner><itunes:name>${escapeXml(channel.title)}</itunes:name><itunes:email>${escapeXml(channel.email)}</itunes:email></itunes:owner>`,
    `<itunes:image href="${escapeXml(image)}"/>`,
    '<itunes:category text="Religion &amp; Spirituality"><itunes:category text="Christianity"/></itunes:category>',
    '<itunes:explicit>false</itunes:explicit>',
    '<itunes:type>episodic</itunes:type>',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
