import { ApiError, authHeaders, readErrorDetail, reportUnauthorized } from '@/lib/admin/apiClient'
import { mediaSizeUrl } from '@/lib/mediaSizes'

/**
 * The media library as Payload's REST API gives it (/cms-api/media, read by anyone, written
 * by editors): the pictures a newsletter may show. Payload reads the same bearer token as
 * /api, so the admin's session is enough.
 */

export type MediaDoc = {
  id: number | string
  alt?: string | null
  filename?: string | null
  url?: string | null
  mimeType?: string | null
  width?: number | null
  height?: number | null
}

export type MediaPage = { docs: MediaDoc[]; page: number; totalPages: number }

/** Pictures shown per page of the picker. */
export const MEDIA_PAGE_SIZE = 24

const CMS_API = '/cms-api'

/** SWR's fetcher for these keys: the path below /cms-api. */
export async function cmsFetcher<T>(path: string): Promise<T> {
  const response = await fetch(`${CMS_API}${path}`, {
    headers: { Accept: 'application/json', ...authHeaders() },
  })
  if (!response.ok) {
    const detail = await readErrorDetail(response)
    if (response.status === 401) reportUnauthorized()
    throw new ApiError(response.status, detail)
  }
  return (await response.json()) as T
}

/** One page of the images of the library, newest first. */
export function mediaPagePath(page: number): string {
  const query = new URLSearchParams({
    limit: String(MEDIA_PAGE_SIZE),
    page: String(page),
    sort: '-createdAt',
    depth: '0',
    'where[mimeType][like]': 'image',
  })
  return `/media?${query}`
}

export const mediaDocPath = (id: number | string) => `/media/${encodeURIComponent(id)}?depth=0`

/** The library's document of an upload's file name (/media/<name>), after an upload. */
export function mediaByFilenamePath(filename: string): string {
  const query = new URLSearchParams({ limit: '1', depth: '0', 'where[filename][equals]': filename })
  return `/media?${query}`
}

/** A picture's address on the site, at about `width` pixels when the library has that size. */
export function mediaImageUrl(doc: MediaDoc, width: number): string | null {
  if (doc.filename) return mediaSizeUrl(`/media/${doc.filename}`, width)
  return doc.url ?? null
}

/** What a picture is called when it has no description. */
export const mediaName = (doc: MediaDoc) => doc.alt?.trim() || doc.filename || `Picture ${doc.id}`
