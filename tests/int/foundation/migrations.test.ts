import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { ApiError } from '../../../src/platform/api/errors'
import { consume, limits, refund } from '../../../src/platform/api/rateLimit'
import { queryRows } from '../../../src/platform/payload/sql'
import { databaseKind, migrationsFor } from '../../../src/platform/payload/database'
import { outbox } from '../../../src/platform/payload/email'
import { lexicalToPlainText } from '../../../src/lib/richText'
import { runDueJobs, testPayload, unique } from '../helpers'

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<unknown>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
}

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A committed migration of the adapter in use, by the end of its name. */
const migrationNamed = (suffix: string) =>
  migrationsFor(databaseKind()).find((m) => m.name.endsWith(suffix))!

const migrationArgs = () =>
  ({ db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: {} }) as never

/**
 * Runs `work` with the database as it was before mail moved to the jobs queue (the old
 * `email_queue` table back), for tests of the migrations that came before it.
 */
async function beforeMailJobs(work: () => Promise<void>) {
  // Undone newest first and redone in order, so that the worker's database, which the next
  // test files use, ends with every migration's schema (SQLite rebuilds a table on a down).
  const all = migrationsFor(databaseKind())
  const undone = all.slice(all.findIndex((m) => m.name.endsWith('_mail_jobs')))
  for (const migration of [...undone].reverse()) await migration.down(migrationArgs())
  try {
    await work()
  } finally {
    for (const migration of undone) await migration.up(migrationArgs())
  }
}

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

  it('create the table that is not a collection: the rate-limit counters', async () => {
    expect(await columns('api_rate_limits')).toEqual({
      rl_key: 'varchar(255)',
      points: 'integer',
      expire: 'bigint',
    })
    // The old email queue went when mail moved to the jobs queue.
    expect(await columns('email_queue')).toEqual({})
  })

  it('are the only source of tables: no application code creates one', () => {
    const creators = sourceFiles(path.resolve('src'))
      .filter((file) => !file.startsWith(path.resolve('src/migrations') + path.sep))
      .filter((file) => /CREATE\s+TABLE/i.test(fs.readFileSync(file, 'utf8')))
    expect(creators).toEqual([])
  })

  it('leave a database that already has those tables as it is (sites that created them earlier)', async () => {
    await beforeMailJobs(async () => {
      const migration = migrationNamed('_rate_limits_and_email_queue')
      await expect(migration.up(migrationArgs())).resolves.toBeUndefined()
      expect(Object.keys(await columns('email_queue'))).toHaveLength(8)
    })
  })

  it("turn each subscriber's is_active into a status: true or unset is active, false inactive", () =>
    beforeMailJobs(async () => {
      const migration = migrationNamed('_newsletter_consent_and_spam')
      const args = migrationArgs()
      await migration.down(args)
      const emails = {
        true: `${unique('was-active')}@example.org`,
        false: `${unique('was-inactive')}@example.org`,
        null: `${unique('unset')}@example.org`,
      }
      for (const [flag, email] of Object.entries(emails)) {
        await queryRows(payload, (sql, dialect) => {
          const value =
            flag === 'null' ? 'NULL' : dialect === 'postgres' ? flag : flag === 'true' ? '1' : '0'
          return sql`INSERT INTO subscribers (first_name, last_name, email, is_active)
          VALUES ('A', 'B', ${email}, ${sql.raw(value)})`
        })
      }
      await migration.up(args)
      const statusOf = async (email: string) =>
        (
          await queryRows<{ status: string }>(
            payload,
            (sql) => sql`SELECT status FROM subscribers WHERE email = ${email}`,
          )
        )[0].status
      expect(await statusOf(emails.true)).toBe('active')
      expect(await statusOf(emails.false)).toBe('inactive')
      expect(await statusOf(emails.null)).toBe('active')
      expect(Object.keys(await columns('subscribers'))).not.toContain('is_active')
      // The next test files of this worker share its database, and their newsletters go to every
      // active subscriber.
      await queryRows(
        payload,
        (sql) =>
          sql`DELETE FROM subscribers WHERE email IN (${sql.join(
            Object.values(emails).map((email) => sql`${email}`),
            sql`, `,
          )})`,
      )
    }))

  it('turn the plain-text privacy policy and terms into rich text, nothing lost', async () => {
    const migration = migrationsFor(databaseKind()).find((m) =>
      m.name.endsWith('_legal_pages_rich_text'),
    )
    const db = (payload.db as unknown as { drizzle: unknown }).drizzle
    const args = { db, payload, req: {} } as never
    const before = await payload.findGlobal({ slug: 'legal-pages' })
    await migration!.down(args)
    const [plain] = await queryRows<{ privacy: string }>(
      payload,
      (sql) => sql`SELECT privacy FROM legal_pages`,
    )
    expect(plain.privacy).toContain('What we collect\n\nWhen you send a message')

    const text = [
      'Our Promise',
      'Cookies. Public pages set no tracking cookies.',
      "- your name\n- your email, if you give it (it's kept private)",
      'Write to office@example.org or see https://example.org/help.',
    ].join('\n\n')
    await queryRows(payload, (sql) => sql`UPDATE legal_pages SET privacy = ${text}`)
    await migration!.up(args)

    const after = await payload.findGlobal({ slug: 'legal-pages' })
    const blocks = (after.privacy as unknown as { root: { children: Record<string, unknown>[] } })
      .root.children
    expect(blocks.map((b) => [b.type, b.tag ?? b.listType ?? null])).toEqual([
      ['heading', 'h2'],
      ['heading', 'h2'],
      ['paragraph', null],
      ['list', 'ul'],
      ['paragraph', null],
    ])
    expect(lexicalToPlainText(after.privacy)).toBe(
      [
        'Our Promise',
        'Cookies',
        'Public pages set no tracking cookies.',
        "- your name\n- your email, if you give it (it's kept private)",
        'Write to office@example.org or see https://example.org/help.',
      ].join('\n\n'),
    )
    const links = JSON.stringify(blocks[4])
    expect(links).toContain('"url":"mailto:office@example.org"')
    expect(links).toContain('"url":"https://example.org/help"')
    // The terms went through down and up: the same words as before.
    expect(lexicalToPlainText(after.terms)).toBe(lexicalToPlainText(before.terms))
    await payload.updateGlobal({ slug: 'legal-pages', data: { privacy: before.privacy } })
  })

  it('give the rate limiter its shared counters, with no table-creating code', async () => {
    const client = unique('migrated-client')
    const { points } = limits.forms()
    for (let i = 0; i < points; i++) await consume('forms', client, payload)
    const refused = await consume('forms', client, payload).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).status).toBe(429)
    const [counter] = await queryRows<{ points: number | string; expire: number | string }>(
      payload,
      (sql) => sql`SELECT points, expire FROM api_rate_limits WHERE rl_key = ${`forms:${client}`}`,
    )
    expect(Number(counter.points)).toBe(points + 1)
    expect(Number(counter.expire)).toBeGreaterThan(Date.now())

    // A refund takes one back: the next request is the last one allowed again.
    await refund('forms', client, payload)
    await refund('forms', client, payload)
    await expect(consume('forms', client, payload)).resolves.toBeUndefined()
  })

  it("turn the old email queue's waiting messages into send-email jobs, each sent once with its headers", async () => {
    const subject = unique('Waiting in the old queue')
    const headers = { 'List-Unsubscribe': '<https://example.org/unsubscribe?token=1.x>' }
    await beforeMailJobs(async () => {
      await queryRows(
        payload,
        (
          sql,
        ) => sql`INSERT INTO email_queue (recipient, subject, body, headers, attempts, next_attempt_at, created_at)
          VALUES ('office@example.org', ${subject}, 'Hello', ${JSON.stringify(headers)}, 2, ${Date.now()}, ${Date.now()})`,
      )
    })
    expect(await columns('email_queue')).toEqual({})
    await runDueJobs(payload)
    await runDueJobs(payload)
    const sent = outbox.filter((message) => message.subject === subject)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: 'office@example.org', text: 'Hello', headers })
  })

  it('are the same list for both adapters, but for the one that gives SQLite ids AUTOINCREMENT', () => {
    const names = (kind: 'sqlite' | 'postgres') =>
      migrationsFor(kind).map((m) => m.name.replace(/^\d{8}_\d{6}_/, ''))
    // PostgreSQL's serial ids never came back: it had nothing to change.
    expect(names('sqlite').filter((name) => name !== 'sqlite_ids_never_reused')).toEqual(
      names('postgres'),
    )
  })
})

/** A table's columns and their declared types, in one spelling for both databases. */
async function columns(table: string): Promise<Record<string, string>> {
  const rows = await queryRows<{ name: string; type: string; length?: number | null }>(
    payload,
    (sql, dialect) =>
      dialect === 'postgres'
        ? sql`SELECT column_name AS name, data_type AS type, character_maximum_length AS length
            FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = ${table}
            ORDER BY ordinal_position`
        : sql`SELECT name, type FROM pragma_table_info(${table})`,
  )
  return Object.fromEntries(
    rows.map(({ name, type, length }) => [
      name,
      `${type.toLowerCase().replace('character varying', 'varchar')}${length ? `(${length})` : ''}`,
    ]),
  )
}

/** Every TypeScript and JavaScript file under a folder. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [file] : []
  })
}
