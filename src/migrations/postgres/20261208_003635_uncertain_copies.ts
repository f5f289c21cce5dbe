import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Uncertain copies: an email (and a newsletter's copy) whose server stopped between handing over
 * the message's end and the mail server's answer, and the count of them on each newsletter.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(`
   ALTER TYPE "public"."enum_newsletter_recipients_status" ADD VALUE 'uncertain';
  ALTER TYPE "public"."enum_email_deliveries_status" ADD VALUE 'uncertain';
  ALTER TABLE "newsletters" ADD COLUMN "uncertain" numeric DEFAULT 0;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(`
   ALTER TABLE "newsletter_recipients" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "newsletter_recipients" ALTER COLUMN "status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_newsletter_recipients_status";
  CREATE TYPE "public"."enum_newsletter_recipients_status" AS ENUM('queued', 'sent', 'failed', 'skipped');
  ALTER TABLE "newsletter_recipients" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."enum_newsletter_recipients_status";
  ALTER TABLE "newsletter_recipients" ALTER COLUMN "status" SET DATA TYPE "public"."enum_newsletter_recipients_status" USING "status"::"public"."enum_newsletter_recipients_status";
  ALTER TABLE "email_deliveries" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_email_deliveries_status";
  CREATE TYPE "public"."enum_email_deliveries_status" AS ENUM('sending', 'sent', 'waiting', 'failed');
  ALTER TABLE "email_deliveries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_email_deliveries_status" USING "status"::"public"."enum_email_deliveries_status";
  ALTER TABLE "newsletters" DROP COLUMN "uncertain";`)
}
