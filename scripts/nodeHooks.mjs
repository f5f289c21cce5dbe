/**
 * Module hooks that let plain Node run the app's server code as Next runs it:
 * `node --import tsx --import ./scripts/nodeHooks.mjs <script>`. Used by the seed, backup,
 * restore and bench scripts (package.json). Payload's CLI needs neither: the configuration
 * reaches no module marked `server-only` (tests/unit/moduleGraph.test.ts).
 *
 * - `server-only` (first line of the src/server modules only Next's server loads) throws unless it is resolved under
 *   the `react-server` condition, as Next does for server code. It alone is resolved under
 *   that condition here, so it loads empty; React and everything else resolve as usual.
 * - Lexical's packages (`lexical`, `@lexical/*`, under the rich-text editor) point Node at a
 *   `node` entry that picks its build with a top-level `await import()`. When several of those
 *   load in one graph, Node 20 can leave one of them pending forever, and the script ends
 *   silently with exit code 13 before doing anything (more often on a busy machine; the
 *   pattern is nodejs/node#55468). Resolved under the `development` or `production` condition,
 *   as bundlers resolve them, they load their build file directly.
 */
import { register } from 'node:module'
import { isMainThread } from 'node:worker_threads'

// Node runs module hooks in a worker thread of their own, which loads this same file.
if (isMainThread) register(import.meta.url)

const LEXICAL = /^(lexical|@lexical\/[^/]+)(\/|$)/
const LEXICAL_BUILD = process.env.NODE_ENV === 'production' ? 'production' : 'development'

export async function resolve(specifier, context, nextResolve) {
  const extra =
    specifier === 'server-only' ? 'react-server' : LEXICAL.test(specifier) ? LEXICAL_BUILD : null
  if (!extra) return nextResolve(specifier, context)
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, extra] })
}
