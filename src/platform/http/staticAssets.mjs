// @ts-check
/**
 * Next's script and style files (`/_next/static/…`, content-hashed, immutable), kept in memory
 * with a brotli copy at the highest quality and sent from there, with only the headers such a
 * file needs.
 */
import zlib from 'node:zlib'

import { COMPRESSIBLE } from './compression.mjs'
import { renderEntry, sendEntry } from './responseEntry.mjs'

/** @typedef {import('./boundedMap.mjs').BoundedMap} BoundedMap */

/** At most this many bytes of Next's script and style files (a build has a few MB). */
export const MAX_ASSET_BYTES = 64 * 1024 * 1024
/** Next's content-hashed scripts and styles. */
export const STATIC_ASSET = /^\/_next\/static\/[^?]+\.(?:js|css)(?:\?|$)/

/** The headers a script or style file needs; the rest (page policies, client hints) is weight. */
const ASSET_HEADERS = new Set(['content-type', 'cache-control', 'x-content-type-options'])

/**
 * Next's own script and style files (`/_next/static/…`, content-hashed, immutable) are kept
 * in memory once asked for, with a brotli copy at the highest quality made in the background
 * (about 15% smaller than gzip); until it is ready, gzip is sent.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} nextHandle
 * @param {BoundedMap} assets
 */
export function handleAsset(req, res, nextHandle, assets) {
  const key = (req.url ?? '/').split('?')[0]
  const grown = () => assets.resize(key)
  const hit = assets.get(key)
  if (hit) return sendEntry(req, res, hit, grown)
  if (req.method !== 'GET') return nextHandle(req, res)
  renderEntry(req, res, false, (rendered) => {
    const headers = Object.fromEntries(
      Object.entries(rendered.headers).filter(([name]) => ASSET_HEADERS.has(name)),
    )
    // RFC 9239's name for scripts, 22 bytes shorter than Next's on every file of every page.
    if (/^application\/javascript\b/i.test(String(headers['content-type']))) {
      headers['content-type'] = 'text/javascript; charset=utf-8'
    }
    // Compressed at any size: the copy is made once and sent for a year.
    const compressible = COMPRESSIBLE.test(String(headers['content-type'] ?? ''))
    const entry = { ...rendered, headers, compressible, expires: Infinity }
    const immutable = /immutable/.test(String(entry.headers['cache-control'] ?? ''))
    if (entry.status === 200 && immutable) {
      entry.asset = true
      assets.set(key, entry)
      if (compressible) {
        zlib.brotliCompress(
          entry.body,
          {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          },
          (error, compressed) => {
            if (error) return
            entry.encoded.br = compressed
            grown()
          },
        )
      }
    }
    sendEntry(req, res, entry, grown)
  })
  return nextHandle(req, res)
}
