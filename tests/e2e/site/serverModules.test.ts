/**
 * What a running production server loads. The seed and its demo content are in the build (a
 * fresh database is seeded at start), in chunks of their own that a server whose database has
 * content never loads: a second server on the e2e database (seeded already) serves every
 * public page, the API's lists, the admin and Payload's panel, and at exit names each file it
 * loaded; none holds the demo content.
 */
import fs from 'node:fs'
import path from 'node:path'

import { demoStaff } from '@/server/seed/demo'
import { FLEET_PORT, type Instance, startInstance, tempDir } from '../helpers/instances'
import { E2E_DATABASE_URL } from '../helpers/server'
import { PUBLIC_PAGES } from './sitePages'

/** A sentence of the demo content, which only the seed's code carries. */
const DEMO_TEXT = demoStaff[0].bio.split('. ')[0]
const SERVER_DIR = path.resolve('.next/server')

const chunkFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? chunkFiles(path.join(dir, entry.name))
        : entry.name.endsWith('.js')
          ? [path.join(dir, entry.name)]
          : [],
    )

const holdsDemo = (file: string) => fs.readFileSync(file, 'utf8').includes(DEMO_TEXT)

describe("the production server's modules", () => {
  const record = path.join(tempDir('church-modules-'), 'loaded.json')
  let server: Instance

  beforeAll(async () => {
    server = await startInstance(
      FLEET_PORT + 3,
      {
        DATABASE_URL: E2E_DATABASE_URL,
        MEDIA_DIR: process.env.MEDIA_DIR || path.resolve('media'),
        NODE_OPTIONS: `--import ${path.resolve('tests/e2e/helpers/recordModules.mjs')}`,
        LOADED_MODULES_FILE: record,
      },
      path.join('data', 'e2e-modules.log'),
    )
  })

  afterAll(async () => {
    await server?.stop()
  })

  it('serve pages, API, admin and panel without loading the seed or its demo content', async () => {
    const paths = [
      ...PUBLIC_PAGES.map((page) => page.path),
      '/api/events',
      '/api/sermons',
      '/api/staff',
      '/api/gallery',
      '/admin/login',
      '/admin/dashboard',
      '/cms/login',
    ]
    for (const address of paths) {
      const answer = await fetch(`${server.url}${address}`)
      expect([address, answer.status]).toEqual([address, 200])
      await answer.arrayBuffer()
    }
    await server.stop()

    const built = chunkFiles(SERVER_DIR).filter(holdsDemo)
    // The build does carry the seed (the test could not pass by looking in the wrong place).
    expect(built.length).toBeGreaterThan(0)
    const loaded = (JSON.parse(fs.readFileSync(record, 'utf8')) as string[]).filter((file) =>
      file.startsWith(SERVER_DIR),
    )
    expect(loaded.length).toBeGreaterThan(20)
    expect(loaded.filter(holdsDemo)).toEqual([])
  })
})
