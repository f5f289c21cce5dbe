// @ts-check
/**
 * Who is asking: the address that the per-client limits (failed sign-ins, password resets,
 * form posts) count against.
 *
 * By default that is the address of the connection itself (the socket's peer): anything a
 * client writes in `X-Forwarded-For` is ignored, so a new header value buys no new quota.
 * Behind a reverse proxy, every connection comes from the proxy, so the operator names the
 * proxies it may believe with `TRUST_PROXY` (docs/deployment.md):
 *
 *   TRUST_PROXY=1                          one proxy in front (any address): the client is the
 *                                          address that proxy appended to X-Forwarded-For
 *   TRUST_PROXY=2                          two proxies in a row (e.g. a CDN, then nginx)
 *   TRUST_PROXY=loopback,10.0.0.0/8        the proxies by address or network (`loopback` and
 *                                          `private` name the usual ranges): the client is the
 *                                          first address, from the right, that is not one of them
 *
 * Next gives route handlers a fetch `Request` without the peer's address, and fills
 * `X-Forwarded-For` with it only when the client sent none. So the address is decided here,
 * on Node's own request before Next reads it, and handed on in one request header that only
 * this process can write: its value starts with a random token made at start-up, and a
 * header without that token (sent by a client, or on a request that arrived before the hook
 * was installed) counts as the one shared identity `unknown`, never as the address it claims.
 *
 * Plain `next start` (through src/instrumentation.ts) installs a hook on Node's HTTP servers
 * that stamps every request. The server of `npm start` (./start.mjs) stamps, with
 * `stampClientAddress`, each request it hands to Next, and claims the stamp
 * (`claimClientAddressStamp`) so that the same start-up hook, run by Next in its process,
 * installs nothing: a page its front sends from memory has no use for the address. The
 * integration tests stamp their requests with `stampClientAddress` as the hook does.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

/** The request header that carries the decided address to route handlers. */
export const CLIENT_ADDRESS_HEADER = 'x-church-client-address'

const UNKNOWN = 'unknown'
const STATE = Symbol.for('church.clientAddress')

/**
 * The process-wide state on a global symbol: the server, Next's bundles and the tests each
 * load their own copy of this module, and all of them must agree on the token.
 * @typedef {{ hops: number } | { proxies: net.BlockList }} TrustRule
 * @typedef {{ token: string, installed: boolean, rules: Map<string, TrustRule> }} State
 * @returns {State}
 */
function state() {
  const store = /** @type {{ [STATE]?: State }} */ (/** @type {unknown} */ (globalThis))
  store[STATE] ??= {
    token: randomBytes(18).toString('base64url'),
    installed: false,
    rules: new Map(),
  }
  return store[STATE]
}

/** @type {Record<string, [string, number, 'ipv4' | 'ipv6'][]>} */
const NAMED_RANGES = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
}

/**
 * Reads a TRUST_PROXY value; a value it cannot read is an error, so that a typo stops the
 * server at start-up instead of quietly trusting nobody (or everybody).
 * @param {string | undefined} value
 * @returns {TrustRule}
 */
export function parseTrustProxy(value) {
  const text = (value ?? '').trim().toLowerCase()
  if (text === '' || text === '0' || text === 'false' || text === 'none') return { hops: 0 }
  if (/^\d+$/.test(text)) return { hops: Number(text) }
  const proxies = new net.BlockList()
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address, bits] = entry.split('/')
    const family = net.isIP(address)
    if (NAMED_RANGES[entry]) {
      for (const range of NAMED_RANGES[entry]) proxies.addSubnet(...range)
    } else if (family && bits === undefined) {
      proxies.addAddress(address, family === 4 ? 'ipv4' : 'ipv6')
    } else if (family && /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)) {
      proxies.addSubnet(address, Number(bits), family === 4 ? 'ipv4' : 'ipv6')
    } else {
      throw new Error(
        `TRUST_PROXY: cannot read "${entry}" (use a number of proxies, or addresses, networks such as 10.0.0.0/8, loopback, private)`,
      )
    }
  }
  return { proxies }
}

/** @returns {TrustRule} the rule of the current TRUST_PROXY, read once per value */
function trustRule() {
  const value = process.env.TRUST_PROXY ?? ''
  const { rules } = state()
  let rule = rules.get(value)
  if (!rule) {
    rule = parseTrustProxy(value)
    rules.set(value, rule)
  }
  return rule
}

/**
 * An address as written by a socket or a proxy, without port, brackets or the IPv4-in-IPv6
 * prefix, so that one client has one spelling.
 * @param {string} raw
 */
function normalise(raw) {
  let address = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.split(':')[0]
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(address)) address = address.slice(7)
  return address.toLowerCase().slice(0, 64)
}

/** @param {net.BlockList} proxies @param {string} address */
function isTrusted(proxies, address) {
  const family = net.isIP(address)
  return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * The client's address: the connection's peer, or, when the peer is a trusted proxy, the
 * address that the last trusted proxy appended to X-Forwarded-For (read from the right,
 * skipping the trusted hops; entries further left were written by the client and are
 * never believed).
 * @param {string | undefined} peer the socket's remote address
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s) as received
 */
export function clientAddressOf(peer, forwardedFor) {
  if (!peer) return UNKNOWN
  const rule = trustRule()
  const forwarded = [forwardedFor ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map(normalise)
    .filter(Boolean)
  const chain = [...forwarded, normalise(peer)]
  let index = chain.length - 1
  if ('hops' in rule) {
    index = Math.max(0, index - rule.hops)
  } else {
    while (index > 0 && isTrusted(rule.proxies, chain[index])) index--
  }
  return chain[index] || UNKNOWN
}

/**
 * Writes the client's address into the request's headers for the route handlers, replacing
 * whatever the client sent under that name.
 * @param {{ socket?: { remoteAddress?: string } | null, headers: import('node:http').IncomingHttpHeaders }} req
 */
export function stampClientAddress(req) {
  const address = clientAddressOf(req.socket?.remoteAddress, req.headers['x-forwarded-for'])
  req.headers[CLIENT_ADDRESS_HEADER] = `${state().token} ${address}`
}

/**
 * For a server that stamps the requests it hands to Next itself (./start.mjs): checks
 * TRUST_PROXY at once, and makes `installClientAddressStamp` a no-op in this process.
 */
export function claimClientAddressStamp() {
  trustRule()
  state().installed = true
}

/**
 * Stamps every request of every Node HTTP(S) server in this process before its `request`
 * listeners (Next's) see it. Installed once, unless a server claimed the stamp; checks
 * TRUST_PROXY at once.
 */
export function installClientAddressStamp() {
  trustRule()
  const current = state()
  if (current.installed) return
  current.installed = true
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit
    /** @type {(this: unknown, event: string | symbol, ...args: unknown[]) => boolean} */
    const stampingEmit = function (event, ...args) {
      if (event === 'request') stampClientAddress(/** @type {http.IncomingMessage} */ (args[0]))
      return Reflect.apply(emit, this, [event, ...args])
    }
    Server.prototype.emit = /** @type {typeof emit} */ (stampingEmit)
  }
}

/**
 * The address stamped on a request, or `unknown` when the stamp is missing or was not
 * written by this process.
 * @param {{ get(name: string): string | null }} headers
 */
export function readClientAddress(headers) {
  const value = headers.get(CLIENT_ADDRESS_HEADER)
  const space = value ? value.indexOf(' ') : -1
  if (!value || space < 0) return UNKNOWN
  const token = Buffer.from(state().token)
  const given = Buffer.from(value.slice(0, space))
  if (given.length !== token.length || !timingSafeEqual(given, token)) return UNKNOWN
  return value.slice(space + 1) || UNKNOWN
}
