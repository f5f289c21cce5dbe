/** What every feed and email of the site writes: XML-escaped text and absolute addresses. */

/** Text as XML (and HTML) text or attribute value: the five special characters escaped. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** `path` (absolute or relative) as an address on `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).toString()
}
