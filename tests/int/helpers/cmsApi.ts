/**
 * A call to Payload's REST API (`/cms-api/<path>`) through its route handler, as a person with
 * `token` (or nobody), with an optional JSON body.
 */
import * as rest from '@/app/(payload)/cms-api/[...slug]/route'
import { call } from '../api/request'

export const cmsRest = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  token?: string,
  body?: unknown,
) =>
  call(rest[method], `/cms-api/${path}`, {
    method,
    token,
    params: { slug: path.split('?')[0].split('/') } as never,
    ...(body === undefined ? {} : { body }),
  })
