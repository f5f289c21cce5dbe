import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

import { makeMediaReferencesPortable } from '../mediaReferences'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(`
   ALTER TABLE "media" ADD COLUMN "blur" varchar;
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "media" ADD COLUMN "focal_x" numeric;
  ALTER TABLE "media" ADD COLUMN "focal_y" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w320_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w320_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w320_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w320_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w320_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w320_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w960_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w960_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w960_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w960_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w960_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w960_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1600_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1600_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1600_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1600_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1600_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1600_filename" varchar;
  CREATE INDEX "media_sizes_w320_sizes_w320_filename_idx" ON "media" USING btree ("sizes_w320_filename");
  CREATE INDEX "media_sizes_w640_sizes_w640_filename_idx" ON "media" USING btree ("sizes_w640_filename");
  CREATE INDEX "media_sizes_w960_sizes_w960_filename_idx" ON "media" USING btree ("sizes_w960_filename");
  CREATE INDEX "media_sizes_w1600_sizes_w1600_filename_idx" ON "media" USING btree ("sizes_w1600_filename");`)
  await makeMediaReferencesPortable(
    async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
    // `value` is a `/media/<plain name>` (letters, digits, `_`, `-`, `.`): nothing to escape.
    async (table, column, value, id) => {
      await db.execute(`UPDATE "${table}" SET "${column}" = '${value}' WHERE id = ${Number(id)}`)
    },
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(`
   DROP INDEX "media_sizes_w320_sizes_w320_filename_idx";
  DROP INDEX "media_sizes_w640_sizes_w640_filename_idx";
  DROP INDEX "media_sizes_w960_sizes_w960_filename_idx";
  DROP INDEX "media_sizes_w1600_sizes_w1600_filename_idx";
  ALTER TABLE "media" DROP COLUMN "blur";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "media" DROP COLUMN "focal_x";
  ALTER TABLE "media" DROP COLUMN "focal_y";
  ALTER TABLE "media" DROP COLUMN "sizes_w320_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w320_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w320_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w320_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w320_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w320_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w960_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w960_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w960_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w960_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w960_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w960_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w1600_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w1600_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w1600_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w1600_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w1600_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w1600_filename";`)
}
