/**
 * The scripts (seed, backup, restore, bench) and Payload's CLI run in plain Node with
 * scripts/nodeHooks.mjs. Under those hooks the rich-text editor's Lexical packages resolve to
 * their build files, not to their `node` entries, whose top-level `await import()` could end a
 * script silently with exit code 13 before it did anything.
 */
import { spawnSync } from 'node:child_process'

import { NODE_SCRIPT_FLAGS } from '../../runScript'

const probe = `
console.log(import.meta.resolve('lexical'))
console.log(import.meta.resolve('@lexical/html'))
await import('@payloadcms/richtext-lexical')
console.log('loaded')
`

function runProbe(nodeEnv: string | undefined) {
  const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: nodeEnv }
  if (nodeEnv === undefined) delete env.NODE_ENV
  return spawnSync(process.execPath, [...NODE_SCRIPT_FLAGS, '--input-type=module', '-e', probe], {
    env: env as NodeJS.ProcessEnv,
    encoding: 'utf8',
  })
}

test.each([
  { nodeEnv: undefined, label: 'unset', build: 'dev' },
  { nodeEnv: 'production', label: 'production', build: 'prod' },
])(
  'NODE_ENV $label: Lexical loads its $build build directly',
  ({ nodeEnv, build }) => {
    const result = runProbe(nodeEnv)
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' })
    expect(result.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`/lexical/dist/Lexical\\.${build}\\.mjs$`)),
      expect.stringMatching(new RegExp(`/@lexical/html/dist/LexicalHtml\\.${build}\\.mjs$`)),
      'loaded',
    ])
  },
  60_000,
)
