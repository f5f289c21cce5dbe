import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Newsletter double opt-in and the Spam folder.
 *
 * - Subscribers get `status` (pending, active, inactive) in place of the `is_active` checkbox:
 *   a subscriber who was active stays active, one who had unsubscribed is inactive.
 * - `spam` joins the statuses of prayer requests and contact messages.
 * - The email queue keeps each message's extra headers (JSON), e.g. List-Unsubscribe on the
 *   newsletter's emails.
 *
 * Plain SQL text (no `sql` tag): it has no parameters.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(`
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'active', 'inactive');
  ALTER TYPE "public"."enum_prayer_requests_status" ADD VALUE 'spam';
  ALTER TYPE "public"."enum_contact_submissions_status" ADD VALUE 'spam';
  DROP INDEX "subscribers_is_active_idx";
  ALTER TABLE "subscribers" ADD COLUMN "status" "enum_subscribers_status" DEFAULT 'pending' NOT NULL;
  UPDATE "subscribers" SET "status" = CASE WHEN "is_active" = false THEN 'inactive'::"enum_subscribers_status" ELSE 'active'::"enum_subscribers_status" END;
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  ALTER TABLE "subscribers" DROP COLUMN "is_active";
  ALTER TABLE "email_queue" ADD COLUMN "headers" TEXT;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(`
  ALTER TABLE "email_queue" DROP COLUMN "headers";
  ALTER TABLE "prayer_requests" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "prayer_requests" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  UPDATE "prayer_requests" SET "status" = 'pending' WHERE "status" = 'spam';
  DROP TYPE "public"."enum_prayer_requests_status";
  CREATE TYPE "public"."enum_prayer_requests_status" AS ENUM('pending', 'approved', 'completed');
  ALTER TABLE "prayer_requests" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_prayer_requests_status";
  ALTER TABLE "prayer_requests" ALTER COLUMN "status" SET DATA TYPE "public"."enum_prayer_requests_status" USING "status"::"public"."enum_prayer_requests_status";
  ALTER TABLE "contact_submissions" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "contact_submissions" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "contact_submissions" SET "status" = 'new' WHERE "status" = 'spam';
  DROP TYPE "public"."enum_contact_submissions_status";
  CREATE TYPE "public"."enum_contact_submissions_status" AS ENUM('new', 'read', 'responded');
  ALTER TABLE "contact_submissions" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_contact_submissions_status";
  ALTER TABLE "contact_submissions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_contact_submissions_status" USING "status"::"public"."enum_contact_submissions_status";
  DROP INDEX "subscribers_status_idx";
  ALTER TABLE "subscribers" ADD COLUMN "is_active" boolean DEFAULT true;
  UPDATE "subscribers" SET "is_active" = ("status" = 'active');
  CREATE INDEX "subscribers_is_active_idx" ON "subscribers" USING btree ("is_active");
  ALTER TABLE "subscribers" DROP COLUMN "status";
  DROP TYPE "public"."enum_subscribers_status";`)
}
