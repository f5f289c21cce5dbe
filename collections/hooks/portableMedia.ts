import type { FieldHook } from 'payload'

const OWN_MEDIA_URL = /^https?:\/\/([^/]+)(\/media\/[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9]+)*)$/

const hostOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).host : null
  } catch {
    return null
  }
}

/**
 * Stores an address of one of the site's own uploads as `/media/<name>`, never with the
 * origin written in (the admin's upload fields show `http://<host>/media/<name>`), so that
 * moving the site to another host breaks no picture or recording. An address is the site's
 * own when its host is the request's or SITE_URL's, or when it names a media document.
 * External addresses are kept as typed.
 */
export const portableMediaReference: FieldHook = async ({ value, req }) => {
  if (typeof value !== 'string') return value
  const match = OWN_MEDIA_URL.exec(value.trim())
  if (!match) return value
  const [, host, mediaPath] = match
  const ownHosts = [req.headers?.get('host'), hostOf(process.env.SITE_URL)]
  if (ownHosts.includes(host)) return mediaPath
  const filename = mediaPath.slice('/media/'.length)
  const { totalDocs } = await req.payload.count({
    collection: 'media',
    where: { filename: { equals: filename } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0 ? mediaPath : value
}
