/**
 * @jest-environment node
 *
 * The import graph of Payload's configuration (docs/architecture.md, "Layers"): what
 * `payload.config.ts` loads, statically, before anything runs. Payload's CLI loads it in plain
 * Node (`npm run payload -- generate:types`), and every server loads it at start, so it holds
 * no module that imports the configuration back, nothing marked `server-only`, no page or
 * component, and no seed or demo content (the seed is loaded with import() when it runs).
 */
import path from 'node:path'

import madge from 'madge'

const root = path.resolve(__dirname, '../..')

async function configGraph(): Promise<string[]> {
  const graph = await madge(path.join(root, 'payload.config.ts'), {
    baseDir: root,
    fileExtensions: ['ts', 'tsx', 'mjs', 'js'],
    tsConfig: path.join(root, 'tsconfig.json'),
    includeNpm: true,
    detectiveOptions: {
      ts: { skipTypeImports: true, skipAsyncImports: true },
      es6: { skipTypeImports: true, skipAsyncImports: true },
    },
  })
  const tree = graph.obj()
  return [...new Set([...Object.keys(tree), ...Object.values(tree).flat()])]
}

describe("Payload configuration's import graph", () => {
  let modules: string[]

  beforeAll(async () => {
    modules = await configGraph()
  }, 60_000)

  it('is the configuration, its collections and the modules they use', () => {
    for (const expected of [
      'payload.config.ts',
      'collections/Users.ts',
      'collections/jobs/sendEmail.ts',
      'src/platform/payload/database.ts',
      'src/cms/startup.ts',
      'src/server/api/signInGuard.ts',
    ]) {
      expect(modules).toContain(expected)
    }
  })

  it('never imports the configuration back, pages, components or the seed', () => {
    const refused = modules.filter((file) =>
      /^src\/(platform\/payload\/client\.ts|server\/seed\/|app\/|components\/|ui\/)/.test(file),
    )
    expect(refused).toEqual([])
  })

  it('holds nothing marked server-only, which plain Node cannot load', () => {
    expect(modules.filter((file) => file.includes('node_modules/server-only/'))).toEqual([])
  })
})
