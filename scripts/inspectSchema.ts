/**
 * Prints, as JSON, the facts the schema tests check, for the database in DATABASE_URL:
 * - `pending`: the SQL a new migration would need (empty when the committed migrations
 *   match the collections); needs no connection;
 * - with `--start`: starts Payload on that database (migrating and seeding it as at a
 *   first start) and reports the applied migrations and the administrators.
 * It runs in its own process because Payload's config is built once per process.
 */
import fs from 'node:fs'
import path from 'node:path'

import { BasePayload, getPayload } from 'payload'

import config from '../payload.config'
import { databaseKind } from '../src/server/database'

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<unknown>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
}

const start = process.argv.includes('--start')
// drizzle-kit's PostgreSQL snapshot waits on unreferenced timers; keep the process alive for it.
const keepAlive = setInterval(() => undefined, 1000)
let payload: BasePayload
if (start) {
  payload = await getPayload({ config })
} else {
  payload = new BasePayload()
  await payload.init({ config: await config, disableDBConnect: true, disableOnInit: true })
}

const db = payload.db as unknown as { schema: unknown; requireDrizzleKit: () => DrizzleKit }
const kit = db.requireDrizzleKit()
const dir = path.resolve('src/migrations', databaseKind())
const latest = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .at(-1)
const before = latest ? JSON.parse(fs.readFileSync(path.join(dir, latest), 'utf8')) : {}
const pending = await kit.generateMigration(before, await kit.generateDrizzleJson(db.schema))

const report: Record<string, unknown> = { kind: databaseKind(), pending }
if (start) {
  const migrations = await payload.find({ collection: 'payload-migrations', limit: 100 })
  const admins = await payload.find({
    collection: 'users',
    where: { username: { equals: 'admin' } },
  })
  report.applied = migrations.docs.map((m) => m.name).sort()
  report.admins = admins.docs.map((u) => u.full_name)
  report.churchName = (await payload.findGlobal({ slug: 'church-info' })).name
  await payload.destroy()
}
clearInterval(keepAlive)
process.stdout.write(`\n${JSON.stringify(report)}\n`)
process.exit(0)
