/**
 * The site's one rule for links, on every write path (the /api schemas, Payload's REST,
 * GraphQL, panel and Local API through the collections' `validate`, rich-text links through
 * the editor's link feature) and again wherever a stored link is rendered, so that a link
 * stored before the rule, or written around it, is never put in an `href` or `src`.
 * Plain data and functions, safe in any bundle.
 */

export const LINK_MESSAGE = 'Enter an http(s) URL or a /media/... path'
export const HREF_MESSAGE = 'Enter an http(s) URL, a /path on this site, or a mailto: or tel: link'
export const HTTPS_MESSAGE = 'Enter a full https:// address.'

const isSitePath = (value: string) =>
  value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')

/**
 * A control character (C0 or DEL) anywhere: browsers drop tabs and line breaks from an address,
 * so `/\t/host` would be followed as `//host`, another site.
 */
const CONTROL = /[\u0000-\u001f\u007f]/

function protocolOf(value: string): string | null {
  try {
    return new URL(value).protocol
  } catch {
    return null
  }
}

/**
 * A stored link the site shows or plays (a photo, a recording, an image): an http(s) URL or a
 * server-relative path such as /media/x.jpg. Anything else (javascript:, data:, //host, a
 * control character anywhere) is not.
 */
export function isSafeLink(value: string): boolean {
  if (CONTROL.test(value)) return false
  if (isSitePath(value)) return true
  const protocol = protocolOf(value)
  return protocol === 'http:' || protocol === 'https:'
}

/** A link in text (rich text): what `isSafeLink` takes, an #anchor, mailto: and tel:. */
export function isSafeHref(value: string): boolean {
  if (CONTROL.test(value)) return false
  if (isSafeLink(value) || /^#[\w-]*$/.test(value)) return true
  const protocol = protocolOf(value)
  return protocol === 'mailto:' || protocol === 'tel:'
}

/**
 * Whether a rich-text link's address follows the rule, whatever its type: a link to a document
 * of the site (`internal`) may leave the address empty, and any address it has is held to
 * `isSafeHref` like a custom link's.
 */
export const isSafeLinkField = (url: unknown, linkType: unknown): boolean =>
  typeof url === 'string' && url !== '' ? isSafeHref(url) : linkType === 'internal' && !url

/** An address of the giving provider: https only. */
export const isHttpsUrl = (value: string) => /^https:\/\/\S+$/.test(value) && !CONTROL.test(value)

/** A stored link as it may be rendered: itself when it follows the rule, else null. */
export const safeLink = (value: string | null | undefined): string | null =>
  typeof value === 'string' && isSafeLink(value) ? value : null
