import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { refuseMalformedPayloadInput } from '@/platform/api/payloadInput'
import { sameSiteCookieWrites } from '@/platform/api/sameOrigin'

export const GET = refuseMalformedPayloadInput(REST_GET(config))
export const POST = refuseMalformedPayloadInput(sameSiteCookieWrites(REST_POST(config)))
export const DELETE = refuseMalformedPayloadInput(sameSiteCookieWrites(REST_DELETE(config)))
export const PATCH = refuseMalformedPayloadInput(sameSiteCookieWrites(REST_PATCH(config)))
export const PUT = refuseMalformedPayloadInput(sameSiteCookieWrites(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
