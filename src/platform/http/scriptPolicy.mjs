// @ts-check
/**
 * The strict Content-Security-Policy of a finished page. Next's base policy (next.config.mjs)
 * allows inline scripts, because Next writes each page's bootstrap and data as inline scripts
 * whose text changes whenever the page is regenerated. With the page's HTML in hand,
 * 'unsafe-inline' is taken out of its `script-src` and the SHA-256 of each inline script of a
 * shape Next itself writes is put in (see `nextScriptHashes`), so the browser runs the scripts
 * this page was rendered with and blocks any other inline script, even one that stored content
 * managed to inject.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'

/** A JSON string literal, as Next writes one (quotes, escapes, no raw control character). */
const JSON_STRING = String.raw`"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"`
/**
 * Next's bootstrap (`(self.__next_f=self.__next_f||[]).push([0])`) and each piece of the page's
 * data (`self.__next_f.push([1,"…"])`: a number and at most one JSON string or null).
 */
const NEXT_DATA_SCRIPT = new RegExp(
  String.raw`^(?:\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)\.push\(\[0\]\)|self\.__next_f\.push\(\[\d+(?:,(?:null|${JSON_STRING}))?\]\));?$`,
)
/** Turbopack's bootstrap: the page's script files, as one JSON object. */
const TURBOPACK_BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/

/** Whether `json` is the object Turbopack's bootstrap pushes: file names and module ids. */
function isTurbopackChunkList(/** @type {string} */ json) {
  try {
    const value = JSON.parse(json)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return false
    return Object.entries(value).every(([key, list]) =>
      key === 'otherChunks' || key === 'runtimeModuleIds' || key === 'script'
        ? (Array.isArray(list) ? list : [list]).every(
            (item) => typeof item === 'string' || typeof item === 'number',
          )
        : false,
    )
  } catch {
    return false
  }
}

/** @type {string[] | undefined} */
let reactRuntimes
/**
 * The fixed scripts React's server renderer writes to finish streamed parts of a page
 * (`$RC=function…`, `$RX=function…`, `requestAnimationFrame(function(){$RT=…})`), read from the
 * React that Next runs, longest first.
 */
function reactRuntimeScripts() {
  if (reactRuntimes) return reactRuntimes
  const found = new Set()
  const require = createRequire(import.meta.url)
  for (const build of ['react-dom', 'react-dom-experimental']) {
    let source
    try {
      source = fs.readFileSync(
        require.resolve(`next/dist/compiled/${build}/cjs/react-dom-server.node.production.js`),
        'utf8',
      )
    } catch {
      continue
    }
    for (const match of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) {
      const text = unescapeLiteral(match[1] ?? match[2])
      if (
        (text.startsWith('$R') && /^\$R[A-Z]{1,2}=/.test(text) && text.includes('function')) ||
        text.startsWith('requestAnimationFrame(function(){$RT=')
      ) {
        found.add(text)
      }
    }
  }
  reactRuntimes = [...found].sort((a, b) => b.length - a.length)
  return reactRuntimes
}

/** The value of a JavaScript string literal's body. */
function unescapeLiteral(/** @type {string} */ body) {
  /** @type {Record<string, string>} */
  const named = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' }
  return body.replace(
    /\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|[\s\S])/g,
    (/** @type {string} */ _, /** @type {string} */ escape) =>
      escape.length > 1
        ? String.fromCharCode(parseInt(escape.slice(1), 16))
        : (named[escape] ?? escape),
  )
}

/**
 * Whether `script` is one React writes into a streamed page: any of its fixed runtime
 * scripts, then calls of them (`$RC("B:0","S:0")`) whose arguments are JSON values.
 */
function isReactInstruction(/** @type {string} */ script) {
  let rest = script
  for (let progress = true; progress;) {
    progress = false
    for (const runtime of reactRuntimeScripts()) {
      if (rest.startsWith(runtime)) {
        rest = rest.slice(runtime.length).replace(/^;/, '')
        progress = true
      }
    }
  }
  while (rest.length > 0) {
    const call = /^\$R[A-Z]{1,2}\(/.exec(rest)
    if (!call) return false
    const end = endOfArguments(rest, call[0].length)
    if (end < 0) return false
    try {
      JSON.parse(`[${rest.slice(call[0].length, end)}]`)
    } catch {
      return false
    }
    rest = rest.slice(end + 1).replace(/^;/, '')
  }
  return script.length > 0
}

/**
 * The index of the `)` that closes a call's arguments starting at `from`, skipping JSON
 * strings and nested brackets; -1 when there is none.
 */
function endOfArguments(/** @type {string} */ text, /** @type {number} */ from) {
  let depth = 0
  for (let i = from; i < text.length; i++) {
    const char = text[i]
    if (char === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++
    } else if (char === '[' || char === '{') depth++
    else if (char === ']' || char === '}') depth--
    else if (char === ')' && depth === 0) return i
  }
  return -1
}

/**
 * Whether an inline script is one Next (with React and Turbopack, which it drives) writes into
 * a page. Nothing else is hashed: a JSON-LD block is data, which the browser does not run, and
 * any other inline script is not Next's.
 * @param {string} script
 */
export function isNextScript(script) {
  if (NEXT_DATA_SCRIPT.test(script)) return true
  const turbopack = TURBOPACK_BOOTSTRAP.exec(script)
  if (turbopack) return isTurbopackChunkList(turbopack[1])
  return isReactInstruction(script)
}

/**
 * The `'sha256-…'` source of every inline script in `html` that Next wrote (`isNextScript`).
 * Scripts with a `src` load from 'self' and need none.
 * @param {string} html
 */
export function nextScriptHashes(html) {
  const hashes = new Set()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1]) || !isNextScript(match[2])) continue
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * `policy` made strict for one page: 'unsafe-inline' taken out of its script-src (or of
 * default-src when it has none) and `sources` (hashes) put in.
 * @param {string} policy
 * @param {string[]} sources
 */
export function strictScriptPolicy(policy, sources) {
  const directives = policy.split(';').map((d) => d.trim())
  let index = directives.findIndex((d) => /^script-src(\s|$)/i.test(d))
  if (index < 0) {
    const fallback = directives.find((d) => /^default-src(\s|$)/i.test(d))
    directives.push(
      fallback ? fallback.replace(/^default-src/i, 'script-src') : "script-src 'self'",
    )
    index = directives.length - 1
  }
  const kept = directives[index].split(/\s+/).filter((token) => token !== "'unsafe-inline'")
  directives[index] = [...kept, ...sources].join(' ')
  return directives.filter(Boolean).join('; ')
}
