/**
 * Lets plain Node load the server modules (src/server/**), which start with
 * `import 'server-only'`: `node --import tsx --import ./scripts/serverOnly.mjs <script>`.
 * That package throws unless it is resolved under the `react-server` condition, as Next
 * does for server code. This hook resolves `server-only` alone under that condition, so
 * it loads empty; every other import, React's included, resolves as Node would anyway.
 * Used by the seed, backup, restore and bench scripts and by Payload's CLI (package.json).
 */
import { register } from 'node:module'
import { isMainThread } from 'node:worker_threads'

// Node runs module hooks in a worker thread of their own, which loads this same file.
if (isMainThread) register(import.meta.url)

export async function resolve(specifier, context, nextResolve) {
  if (specifier !== 'server-only') return nextResolve(specifier, context)
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] })
}
