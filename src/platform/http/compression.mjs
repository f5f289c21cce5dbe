// @ts-check
/**
 * Compression of the responses the production server's front sends from memory: the best
 * encoding the client accepts, brotli or gzip bodies, and the `Vary` header that goes with them.
 */
import zlib from 'node:zlib'

/** Types worth compressing (an image is already compressed). */
export const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json|rss\+xml))/i

/** Accept-Encoding values read so far, with the quality of each coding (browsers send few). */
/** @type {Map<string, Map<string, number>>} */
const readValues = new Map()
const MAX_READ_VALUES = 100

/**
 * The best encoding the client accepts, of the ones `available`.
 * @param {string | undefined} acceptEncoding
 * @param {('br' | 'gzip')[]} [available]
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function pickEncoding(acceptEncoding, available = ['br', 'gzip']) {
  const accepted = qualities(acceptEncoding ?? '')
  const quality = (/** @type {string} */ name) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (available.includes('br') && quality('br') > 0) return 'br'
  if (available.includes('gzip') && quality('gzip') > 0) return 'gzip'
  return 'identity'
}

/**
 * The quality the client gives each coding it names in Accept-Encoding.
 * @param {string} acceptEncoding
 * @returns {Map<string, number>}
 */
function qualities(acceptEncoding) {
  const known = readValues.get(acceptEncoding)
  if (known) return known
  const accepted = new Map()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean)
    accepted.set(name, q ? Number(q[1]) : 1)
  }
  if (readValues.size >= MAX_READ_VALUES) readValues.clear()
  readValues.set(acceptEncoding, accepted)
  return accepted
}

/**
 * @param {Buffer} body
 * @param {'br' | 'gzip'} encoding
 */
export function compress(body, encoding) {
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 6 })
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}

/**
 * @param {string | string[] | undefined} vary
 * @param {string} name
 */
export function mergeVary(vary, name) {
  const names = String(vary ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  if (!names.some((v) => v.toLowerCase() === name.toLowerCase())) names.push(name)
  return names.join(', ')
}
