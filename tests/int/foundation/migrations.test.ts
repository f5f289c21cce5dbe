import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { databaseKind, migrationsFor } from '../../../src/server/database'
import { testPayload } from '../helpers'

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<unknown>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
}

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

// `npm test` runs these on SQLite and `npm run test:pg` on PostgreSQL, so both adapters are checked.
describe(`migrations (${databaseKind()})`, () => {
  it('took the fresh test database from zero through every committed migration', async () => {
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 100 })
    expect(docs.map((m) => m.name).sort()).toEqual(
      migrationsFor(databaseKind())
        .map((m) => m.name)
        .sort(),
    )
    expect(docs.every((m) => Number(m.batch) > 0)).toBe(true)
  })

  it('match every collection and global (after a change: npm run migrate:create -- <name>)', async () => {
    const db = payload.db as unknown as { schema: unknown; requireDrizzleKit: () => DrizzleKit }
    const kit = db.requireDrizzleKit()
    const dir = path.resolve('src/migrations', databaseKind())
    const latest = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .at(-1)
    const before = JSON.parse(fs.readFileSync(path.join(dir, latest!), 'utf8'))
    const pending = await kit.generateMigration(before, await kit.generateDrizzleJson(db.schema))
    expect(pending).toEqual([])
  })

  it('are the same list for both adapters', () => {
    const names = (kind: 'sqlite' | 'postgres') =>
      migrationsFor(kind).map((m) => m.name.replace(/^\d{8}_\d{6}_/, ''))
    expect(names('sqlite')).toEqual(names('postgres'))
  })
})
