import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Ids are never given twice. Without AUTOINCREMENT, SQLite gives a new row the highest id in
 * use plus one, so the newest row's id comes back once that row is deleted, and with it what
 * still names the id: a prayer request's "I prayed" day marks, the audit entries of a
 * record. Every table whose `id` is Payload's integer key gets AUTOINCREMENT, as the adapter's
 * `autoIncrement` declares them (src/platform/payload/database.ts); not the `_rels` tables, whose rows
 * every save writes anew and whose ids nothing names (Payload declares them without it).
 *
 * SQLite cannot change a primary key in place, and foreign keys cannot be switched off inside
 * the migration's transaction, where a table's DROP would delete or empty the rows that refer
 * to it. So the whole schema is rebuilt in one closed step: every table is moved aside, made
 * again from its own definition (the id with AUTOINCREMENT where due), refilled with the same
 * rows and ids, and the old ones are dropped, those that refer to others first, so that no drop
 * reaches a row of a new table; then the indexes, triggers and views are made again. Foreign-key
 * checks wait for the end of the transaction. Tables, columns and indexes are read from the
 * database, so whatever the migrations before this one made is kept as it is.
 *
 * A table's counter starts at its highest id, or at a higher one an audit entry names (a row
 * deleted before this migration), so that not even those come back.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rebuild(db, true)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rebuild(db, false)
}

type Db = MigrateUpArgs['db']
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0]
type Column = { name: string; type: string; pk: number }
type Table = { name: string; definition: string; columns: string[]; refersTo: Set<string> }

/** `id integer PRIMARY KEY`, as a column of a table's definition (not `event_id ...`). */
const ID_KEY = /(?<=[(,]\s*)([`"]?id[`"]?\s+integer\s+primary\s+key)(\s+autoincrement)?/gi

const quote = (name: string) => `\`${name.replaceAll('`', '``')}\``
const aside = (name: string) => `__old_${name}`

/** A table's definition with its id given AUTOINCREMENT (`autoincrement`) or not. */
function withIdKey(table: string, definition: string, autoincrement: boolean) {
  const keys = [...definition.matchAll(ID_KEY)]
  if (keys.length !== 1) throw new Error(`No single integer id key in the definition of ${table}`)
  return definition.replace(ID_KEY, (_, key: string) =>
    autoincrement ? `${key} AUTOINCREMENT` : key,
  )
}

/** Tables in an order in which each comes before the tables it refers to. */
function referrersFirst(tables: Table[]) {
  const left = new Map(tables.map((table) => [table.name, table]))
  const order: Table[] = []
  while (left.size > 0) {
    const free = [...left.values()].filter(
      (table) =>
        ![...left.values()].some((other) => other !== table && other.refersTo.has(table.name)),
    )
    // Tables that refer to each other in a ring (none today) go in any order: the rows their
    // drops delete or empty are those of the other old tables.
    const next = free.length > 0 ? free : [...left.values()]
    for (const table of next) {
      order.push(table)
      left.delete(table.name)
    }
  }
  return order
}

async function rebuild(db: Db, autoincrement: boolean) {
  await db.transaction(async (tx) => {
    const listed = await tx.all<{ name: string; sql: string }>(
      sql`SELECT m.name, m.sql FROM pragma_table_list AS t JOIN sqlite_master AS m ON m.name = t.name
        WHERE t.schema = 'main' AND t.type = 'table' AND m.type = 'table'
          AND substr(t.name, 1, 7) <> 'sqlite_'
        ORDER BY m.rowid`,
    )
    const tables: Table[] = []
    let changes = 0
    for (const { name, sql: definition } of listed) {
      const columns = await tx.all<Column>(
        sql`SELECT name, type, pk FROM pragma_table_info(${name})`,
      )
      const keys = columns.filter((column) => column.pk > 0)
      const integerId =
        keys.length === 1 && keys[0].name === 'id' && keys[0].type.toLowerCase() === 'integer'
      const rebuilt =
        integerId && !name.endsWith('_rels')
          ? withIdKey(name, definition, autoincrement)
          : definition
      if (rebuilt !== definition) changes++
      const references = await tx.all<{ table: string }>(
        sql`SELECT "table" FROM pragma_foreign_key_list(${name})`,
      )
      tables.push({
        name,
        definition: rebuilt,
        columns: columns.map((column) => column.name),
        refersTo: new Set(references.map((reference) => reference.table)),
      })
    }
    if (changes === 0) return

    const broken = await tx.all<{ table: string; parent: string }>(sql`PRAGMA foreign_key_check`)
    if (broken.length > 0) {
      const [first] = broken
      throw new Error(
        `${broken.length} rows refer to rows that do not exist (first: ${first.table} -> ${first.parent}); ` +
          'fix them before this migration',
      )
    }
    const names = new Set(tables.map((table) => table.name))
    const schema = await tx.all<{ type: string; name: string; table: string; sql: string }>(
      sql`SELECT type, name, tbl_name AS "table", sql FROM sqlite_master
        WHERE type IN ('index', 'trigger', 'view') AND sql IS NOT NULL ORDER BY rowid`,
    )
    const remade = schema.filter((entry) => entry.type !== 'index' || names.has(entry.table))

    await tx.run(sql`PRAGMA defer_foreign_keys = ON`)
    for (const entry of remade) {
      if (entry.type !== 'index') {
        await tx.run(sql.raw(`DROP ${entry.type.toUpperCase()} ${quote(entry.name)}`))
      }
    }
    for (const table of tables) {
      await tx.run(
        sql.raw(`ALTER TABLE ${quote(table.name)} RENAME TO ${quote(aside(table.name))}`),
      )
    }
    for (const table of tables) await tx.run(sql.raw(table.definition))
    for (const table of tables) {
      const columns = table.columns.map(quote).join(', ')
      await tx.run(
        sql.raw(
          `INSERT INTO ${quote(table.name)} (${columns}) SELECT ${columns} FROM ${quote(aside(table.name))}`,
        ),
      )
    }
    for (const table of referrersFirst(tables)) {
      await tx.run(sql.raw(`DROP TABLE ${quote(aside(table.name))}`))
    }
    for (const entry of remade) await tx.run(sql.raw(entry.sql))
    if (autoincrement) await countersPastAudited(tx, tables)
  })
}

/**
 * Moves each table's counter past the highest id its audit entries name (`entity` is the
 * collection's slug, `entity_id` the record's id; `user_id` a person's), for records deleted
 * before their table had a counter.
 */
async function countersPastAudited(tx: Transaction, tables: Table[]) {
  const audit = tables.find((table) => table.name === 'audit_log')
  if (!audit || !['entity', 'entity_id', 'user_id'].every((c) => audit.columns.includes(c))) return
  const named = await tx.all<{ table: string; id: number }>(
    sql`SELECT replace(entity, '-', '_') AS "table", max(CAST(entity_id AS INTEGER)) AS id
      FROM audit_log WHERE entity_id <> '' AND entity_id NOT GLOB '*[^0-9]*' GROUP BY entity
      UNION ALL SELECT 'users', max(user_id) FROM audit_log`,
  )
  const withCounter = new Set(
    tables
      .filter((table) => /\bautoincrement\b/i.test(table.definition))
      .map((table) => table.name),
  )
  for (const { table, id } of named) {
    if (id === null || !withCounter.has(table)) continue
    await tx.run(sql`UPDATE sqlite_sequence SET seq = max(seq, ${id}) WHERE name = ${table}`)
    await tx.run(sql`INSERT INTO sqlite_sequence (name, seq) SELECT ${table}, ${id}
      WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ${table})`)
  }
}
