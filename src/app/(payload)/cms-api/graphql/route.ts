import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { refuseMalformedPayloadInput } from '@/platform/api/payloadInput'
import { sameSiteCookieWrites } from '@/platform/api/sameOrigin'

export const POST = refuseMalformedPayloadInput(sameSiteCookieWrites(GRAPHQL_POST(config)), {
  graphql: true,
})
export const OPTIONS = REST_OPTIONS(config)
