import 'server-only'

import { localDisk, type MediaStorage, mediaStorage, type StoredFile } from '../storage'
import { ApiError, errorResponse } from './http'

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)*$/

/** Content type by the file's bytes, remembered per place, name, size and modification time. */
const typeCache = new Map<string, string>()

async function contentType(storage: MediaStorage, name: string, version: string): Promise<string> {
  const key = `${storage.kind}:${name}:${version}`
  const cached = typeCache.get(key)
  if (cached) return cached
  const type = (await storage.sniff(name)) ?? 'application/octet-stream'
  if (typeCache.size > 5000) typeCache.clear()
  typeCache.set(key, type)
  return type
}

type Range = { start: number; end: number }

/** One `bytes=` range; null to serve the whole file; 'invalid' for a 416. */
function parseRange(header: string | null, size: number): Range | null | 'invalid' {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return header.includes(',') ? null : 'invalid'
  const [, from, to] = match
  if (from === '' && to === '') return 'invalid'
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0) return 'invalid'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (start >= size || end < start) return 'invalid'
  return { start, end }
}

/**
 * Where a file is: in the storage in use, or, when that is the S3 bucket, in the local
 * media folder as a fallback (files from before the switch to S3, and demo files the seed
 * writes to disk) until they are copied to the bucket.
 */
async function locate(name: string): Promise<{ storage: MediaStorage; stat: StoredFile } | null> {
  const storage = mediaStorage()
  const stat = await storage.stat(name)
  if (stat) return { storage, stat }
  if (storage === localDisk) return null
  const local = await localDisk.stat(name)
  return local ? { storage: localDisk, stat: local } : null
}

/**
 * Serves an uploaded file (media/ folder or S3 bucket, see `mediaStorage`) with the type
 * its bytes show, long-lived caching (names are random and never reused) and byte ranges
 * for audio seeking. Only plain names are served: no separators, no dot files, no traversal.
 */
export async function serveMedia(req: Request, name: string, withBody: boolean) {
  const notFound = () => errorResponse(new ApiError(404, 'Not found'))
  if (!SAFE_NAME.test(name) || name.length > 200) return notFound()
  const found = await locate(name)
  if (!found) return notFound()
  const { storage, stat } = found

  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.modified.getTime()).toString(16)}"`
  const headers: Record<string, string> = {
    'Content-Type': await contentType(storage, name, etag),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': stat.modified.toUTCString(),
    'Content-Security-Policy': "default-src 'none'; sandbox",
  }
  if (req.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers })
  }

  const range = parseRange(req.headers.get('range'), stat.size)
  if (range === 'invalid') {
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${stat.size}` },
    })
  }
  const { start, end } = range ?? { start: 0, end: stat.size - 1 }
  const length = stat.size === 0 ? 0 : end - start + 1
  headers['Content-Length'] = String(length)
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${stat.size}`
  const body = withBody && length > 0 ? await storage.read(name, { start, end }) : null
  return new Response(body, { status: range ? 206 : 200, headers })
}
