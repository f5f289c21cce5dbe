import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'

import { errorResponse, methods, route } from '@/platform/api/http'
import { ApiError } from '@/platform/api/errors'

type Params = { name: string }

/** Plain file names only: no separators, no dot files, no traversal. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)*$/

const payloadGet = REST_GET(config)

/**
 * `/media/<name>`: an uploaded file or one of its sizes, served by Payload's file route of the
 * media collection from where Payload keeps it (the media folder, or the S3 bucket), with byte
 * ranges (206) and the headers of collections/Media.ts (a year's caching, nosniff, sandbox).
 * The address stays the site's own, so stored references never name Payload's API.
 */
async function serve(req: Request, name: string): Promise<Response> {
  const notFound = () => errorResponse(new ApiError(404, 'Not found'))
  if (!SAFE_NAME.test(name) || name.length > 200) return notFound()
  const url = new URL(`/cms-api/media/file/${name}`, req.url)
  const res = await payloadGet(new Request(url, { headers: req.headers, signal: req.signal }), {
    params: Promise.resolve({ slug: ['media', 'file', name] }),
  })
  // Payload answers a file missing from the local folder with a 500 (and logs it).
  if (res.status === 404 || (res.status === 500 && !process.env.S3_BUCKET)) {
    await res.body?.cancel()
    return notFound()
  }
  return res
}

export const { GET, POST, PUT, PATCH, DELETE } = methods<Params>({
  GET: route<Params>((req, { name }) => serve(req, name)),
})
export const HEAD = route<Params>(async (req, { name }) => {
  const res = await serve(req, name)
  await res.body?.cancel()
  return new Response(null, { status: res.status, headers: res.headers })
})
