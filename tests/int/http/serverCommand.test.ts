import fs from 'node:fs'

import { HEAP_LIMIT_MB, serverArguments } from '../../../src/platform/http/serverCommand.mjs'

describe('production server command', () => {
  it('caps the heap the same way in npm start as in the tests and benches', () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8'))
    expect(scripts.start).toBe(
      `node --max-old-space-size=${HEAP_LIMIT_MB} src/platform/http/start.mjs`,
    )
    expect(serverArguments(3000, '127.0.0.1')).toEqual([
      `--max-old-space-size=${HEAP_LIMIT_MB}`,
      'src/platform/http/start.mjs',
      '-p',
      '3000',
      '-H',
      '127.0.0.1',
    ])
  })
})
