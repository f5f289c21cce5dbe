import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { sameSiteCookieWrites } from '@/server/api/sameOrigin'

export const POST = sameSiteCookieWrites(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
