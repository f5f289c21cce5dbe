/**
 * Runs one of the repository's scripts (scripts/*.ts) as `npm run <script>` starts it (see
 * package.json): plain Node with tsx and the app's module hooks, without the test runner's
 * NODE_ENV. Returns its output; throws with its output when it exits with another code than 0.
 */
import { spawnSync } from 'node:child_process'

export const NODE_SCRIPT_FLAGS = ['--import', 'tsx', '--import', './scripts/nodeHooks.mjs']

export function runScript(file: string, arg: string, env: Record<string, string> = {}): string {
  const inherited: Record<string, string | undefined> = { ...process.env, ...env }
  delete inherited.NODE_ENV
  const result = spawnSync(process.execPath, [...NODE_SCRIPT_FLAGS, file, arg], {
    env: inherited as NodeJS.ProcessEnv,
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(`${file} failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout
}
