import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * The email size of every image (`sizes.email`, a 600 px JPEG): pictures in newsletters show
 * in mail programs without WebP. Images uploaded before have none; emails use their WebP size.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(`
   ALTER TABLE "media" ADD COLUMN "sizes_email_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_email_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_email_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_email_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_email_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_email_filename" varchar;
  CREATE INDEX "media_sizes_email_sizes_email_filename_idx" ON "media" USING btree ("sizes_email_filename");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(`
   DROP INDEX IF EXISTS "media_sizes_email_sizes_email_filename_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_email_url";
  ALTER TABLE "media" DROP COLUMN "sizes_email_width";
  ALTER TABLE "media" DROP COLUMN "sizes_email_height";
  ALTER TABLE "media" DROP COLUMN "sizes_email_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_email_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_email_filename";`)
}
