import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { makeMediaReferencesPortable } from '../mediaReferences'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`blur\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`focal_x\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`focal_y\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w320_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w320_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w320_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w320_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w320_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w320_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w640_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w640_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w640_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w640_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w640_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w640_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w960_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w960_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w960_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w960_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w960_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w960_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w1600_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w1600_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w1600_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w1600_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w1600_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_w1600_filename\` text;`)
  await db.run(
    sql`CREATE INDEX \`media_sizes_w320_sizes_w320_filename_idx\` ON \`media\` (\`sizes_w320_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`media_sizes_w640_sizes_w640_filename_idx\` ON \`media\` (\`sizes_w640_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`media_sizes_w960_sizes_w960_filename_idx\` ON \`media\` (\`sizes_w960_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`media_sizes_w1600_sizes_w1600_filename_idx\` ON \`media\` (\`sizes_w1600_filename\`);`,
  )
  await makeMediaReferencesPortable(
    async (query) => (await db.all(sql.raw(query))) as Record<string, unknown>[],
    async (table, column, value, id) => {
      await db.run(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${value} WHERE id = ${Number(id)}`,
      )
    },
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_sizes_w320_sizes_w320_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_w640_sizes_w640_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_w960_sizes_w960_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_w1600_sizes_w1600_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`blur\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`focal_x\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`focal_y\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w320_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w320_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w320_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w320_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w320_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w320_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w640_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w640_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w640_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w640_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w640_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w640_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w960_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w960_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w960_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w960_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w960_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w960_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w1600_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w1600_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w1600_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w1600_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w1600_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_w1600_filename\`;`)
}
