import { absoluteUrl, escapeXml } from './xml'

/** A sent newsletter as a feed item: its page, /newsletter/<slug>, is the item's link. */
export interface FeedNewsletter {
  id: number | string
  subject: string
  slug: string
  /** The instant the send finished (ISO-8601). */
  sent_at: string
  preview_text: string
}

/** An instant as RFC 822, as RSS wants it; an unreadable one as the epoch. */
function rfc822(instant: string): string {
  const date = new Date(instant)
  return (Number.isNaN(date.getTime()) ? new Date(0) : date).toUTCString()
}

/** The newsletter archive as RSS 2.0 (`origin` makes every link absolute). */
export function buildNewsletterFeed(
  newsletters: FeedNewsletter[],
  channel: { origin: string; title: string; description: string },
): string {
  const items = newsletters.map((newsletter) => {
    const page = absoluteUrl(channel.origin, `/newsletter/${newsletter.slug}`)
    return [
      '<item>',
      `<title>${escapeXml(newsletter.subject)}</title>`,
      `<link>${escapeXml(page)}</link>`,
      `<guid isPermaLink="false">newsletter-${escapeXml(String(newsletter.id))}</guid>`,
      `<pubDate>${rfc822(newsletter.sent_at)}</pubDate>`,
      `<description>${escapeXml(newsletter.preview_text)}</description>`,
      '</item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(absoluteUrl(channel.origin, '/newsletter'))}</link>`,
    `<atom:link href="${escapeXml(absoluteUrl(channel.origin, '/newsletter/feed.xml'))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(channel.description)}</description>`,
    '<language>en-us</language>',
    ...(newsletters[0] ? [`<lastBuildDate>${rfc822(newsletters[0].sent_at)}</lastBuildDate>`] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
