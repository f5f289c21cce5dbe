import 'server-only'

import { NUL, nulMessage } from '@/lib/contract/messages'

import { graphqlProblem } from './graphqlInput'
import { MAX_JSON_BYTES } from './http'

/**
 * Input that Payload's REST and GraphQL handlers would answer with a 500 (a database error, or
 * a parser that throws), refused first with a 400 in Payload's error shape
 * (`{errors: [{message}]}`, which its panel and GraphQL clients read):
 *
 * - a NUL character anywhere in the address or in a JSON body (PostgreSQL cannot take one in
 *   text; the collections refuse one in a stored field too, collections/hooks/inputRules.ts);
 * - `limit`, `page` or `depth` that is not a whole number (`1e999` reaches SQL as Infinity);
 * - the location operators (`near`, `within`, `intersects`), which only location fields take
 *   and the site has none, and `all`, which Payload's SQL adapters do not implement (a
 *   TypeError inside the adapter);
 * - a JSON body that does not parse, one that is not an object (REST), or one over 1 MiB (413);
 * - a GraphQL query nested too deep, too long, or with a fragment that spreads itself
 *   (./graphqlInput.ts).
 *
 * Payload's 501 for a route it does not serve becomes a 404.
 *
 * What only the database can tell (a value that does not fit its field) is answered 400 by
 * the config's `afterError` hook (collections/hooks/refusedByDatabase.ts).
 */

type Handler<A extends unknown[]> = (req: Request, ...rest: A) => Promise<Response>

const refusal = (message: string, status = 400) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

const WHOLE_NUMBER = /^\d{1,9}$/
const NUMBERS = ['limit', 'page', 'depth']
const LOCATION_OPERATOR = /\[(near|within|intersects)\]/i
/** Payload's SQL adapters do not implement `all` (its operator map leaves it out). */
const UNSUPPORTED_OPERATOR = /\[(all)\]/i
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])

/** The dotted path of the first string in `value` that holds a NUL, or null. */
function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') || 'body' : null
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return [...path, key].join('.')
      const found = nulPath(item, [...path, key])
      if (found) return found
    }
  }
  return null
}

function addressProblem(req: Request): string | null {
  const url = new URL(req.url)
  let path: string
  try {
    path = decodeURIComponent(url.pathname)
  } catch {
    return 'Malformed request path'
  }
  if (path.includes(NUL)) return 'The address contains a NUL character'
  for (const [name, value] of url.searchParams) {
    if (name.includes(NUL) || value.includes(NUL)) return nulMessage(name.replace(NUL, ''))
    if (NUMBERS.includes(name) && !WHOLE_NUMBER.test(value)) {
      return `${name} must be a whole number`
    }
    const operator = LOCATION_OPERATOR.exec(name)
    if (operator) return `The ${operator[1]} operator applies only to location fields`
    const unsupported = UNSUPPORTED_OPERATOR.exec(name)
    if (unsupported) return `The ${unsupported[1]} operator is not supported`
  }
  return null
}

/** The JSON body's problem, if any: [message, status]. The request itself is left unread. */
async function bodyProblem(
  req: Request,
  json: boolean,
  graphql: boolean,
): Promise<[string, number] | null> {
  if (!BODY_METHODS.has(req.method) || !req.body) return null
  if (!json) return null
  const declared = Number(req.headers.get('content-length') || 0)
  if (declared > MAX_JSON_BYTES) return ['Request body is too large', 413]
  const text = await req.clone().text()
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) return ['Request body is too large', 413]
  if (text.trim() === '') return null
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return ['Malformed JSON body', 400]
  }
  if (!graphql && (body === null || typeof body !== 'object' || Array.isArray(body))) {
    return ['The body must be a JSON object', 400]
  }
  const path = nulPath(body)
  if (path !== null) return [nulMessage(path), 400]
  const query = graphql ? graphqlProblem(body) : null
  return query === null ? null : [query, 400]
}

/**
 * Wraps one of Payload's route handlers. `graphql`: a body without a type is JSON too (GraphQL
 * clients do not always say so).
 */
export function refuseMalformedPayloadInput<A extends unknown[]>(
  handler: Handler<A>,
  { graphql = false }: { graphql?: boolean } = {},
): Handler<A> {
  return async (req, ...rest) => {
    const address = addressProblem(req)
    if (address) return refusal(address)
    const type = req.headers.get('content-type')
    const json = type ? JSON_TYPE.test(type) : graphql
    const body = await bodyProblem(req, json, graphql)
    if (body) return refusal(...body)
    const res = await handler(req, ...rest)
    // Payload's answer to a route it does not serve (a collection without REST endpoints, such
    // as its migrations) names the server's own address: a plain 404 instead.
    return res.status === 501 ? refusal('Not Found', 404) : res
  }
}
