import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { sameSiteCookieWrites } from '@/server/api/sameOrigin'

export const GET = REST_GET(config)
export const POST = sameSiteCookieWrites(REST_POST(config))
export const DELETE = sameSiteCookieWrites(REST_DELETE(config))
export const PATCH = sameSiteCookieWrites(REST_PATCH(config))
export const PUT = sameSiteCookieWrites(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
