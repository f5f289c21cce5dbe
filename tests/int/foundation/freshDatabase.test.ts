import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { databaseKind } from '../../../src/server/database'
import { inspectSchema } from './schemaCheck'

/** A brand-new empty database of the kind under test, and how to throw it away. */
async function emptyDatabase() {
  const name = `church_fresh_${process.pid}_${Date.now()}`
  if (databaseKind() === 'postgres') {
    const server = new URL(process.env.DATABASE_URL!)
    const admin = new pg.Client({ connectionString: new URL('/postgres', server).href })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    return {
      url: new URL(`/${name}`, server).href,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await admin.end()
      },
    }
  }
  const file = path.resolve('data', `${name}.db`)
  return {
    url: `file:${file}`,
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
    },
  }
}

describe('a fresh database', () => {
  it('is migrated from zero and seeded with the administrator at first start', async () => {
    const database = await emptyDatabase()
    try {
      const report = inspectSchema(database.url, { start: true })
      const { migrations } = await import(`../../../src/migrations/${databaseKind()}/index.ts`)
      expect(report.applied).toEqual((migrations as { name: string }[]).map((m) => m.name).sort())
      expect(report.admins).toEqual(['Site Administrator'])
      expect(report.churchName).toBe('Grace Fellowship Baptist Church')
      expect(report.pending).toEqual([])
    } finally {
      await database.drop()
    }
  })
})
