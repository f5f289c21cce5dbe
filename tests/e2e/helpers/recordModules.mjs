/**
 * Preloaded into a server under test (`NODE_OPTIONS=--import <this file>`): when the process
 * exits, it writes every file it loaded with require() (Next's server and the build's chunks)
 * to LOADED_MODULES_FILE, as a JSON list.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'

const { cache } = createRequire(import.meta.url)

process.on('exit', () => {
  fs.writeFileSync(process.env.LOADED_MODULES_FILE, JSON.stringify(Object.keys(cache)))
})
