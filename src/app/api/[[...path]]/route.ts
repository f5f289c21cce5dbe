import { errorResponse, route } from '@/platform/api/http'
import { ApiError } from '@/platform/api/errors'

/** Every /api path that no route.ts claims: 404 JSON for every method, never a page. */
const notFound = route<{ path?: string[] }>(async () =>
  errorResponse(new ApiError(404, 'Not found')),
)

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
