import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * The prayer wall: a prayer request's wall fields (shown anonymously or not, on the wall, the
 * team's text and praise note, the count of prayers, when it went up, was approved and was
 * completed) and the wall's two jobs (the requester's note, the prayer team's digest).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'prayer-wall-note';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'prayer-team-digest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'prayer-wall-note';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'prayer-team-digest';
  ALTER TABLE "prayer_requests" ADD COLUMN "anonymous" boolean DEFAULT false;
  ALTER TABLE "prayer_requests" ADD COLUMN "on_wall" boolean DEFAULT false;
  ALTER TABLE "prayer_requests" ADD COLUMN "public_message" varchar;
  ALTER TABLE "prayer_requests" ADD COLUMN "praise_note" varchar;
  ALTER TABLE "prayer_requests" ADD COLUMN "prayed_count" numeric DEFAULT 0;
  ALTER TABLE "prayer_requests" ADD COLUMN "shared_at" timestamp(3) with time zone;
  ALTER TABLE "prayer_requests" ADD COLUMN "approved_at" timestamp(3) with time zone;
  ALTER TABLE "prayer_requests" ADD COLUMN "completed_at" timestamp(3) with time zone;
  CREATE INDEX "prayer_requests_shared_at_idx" ON "prayer_requests" USING btree ("shared_at");
  CREATE INDEX "prayer_requests_approved_at_idx" ON "prayer_requests" USING btree ("approved_at");
  CREATE INDEX "prayer_requests_completed_at_idx" ON "prayer_requests" USING btree ("completed_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(`
   -- Jobs of the tasks this migration added cannot run without them.
  DELETE FROM "payload_jobs_log" WHERE "task_slug"::text IN ('prayer-wall-note', 'prayer-team-digest');
  DELETE FROM "payload_jobs" WHERE "task_slug"::text IN ('prayer-wall-note', 'prayer-team-digest');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'newsletter-subscribe', 'prune-audit-log');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'newsletter-subscribe', 'prune-audit-log');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "prayer_requests_shared_at_idx";
  DROP INDEX IF EXISTS "prayer_requests_approved_at_idx";
  DROP INDEX IF EXISTS "prayer_requests_completed_at_idx";
  ALTER TABLE "prayer_requests" DROP COLUMN "anonymous";
  ALTER TABLE "prayer_requests" DROP COLUMN "on_wall";
  ALTER TABLE "prayer_requests" DROP COLUMN "public_message";
  ALTER TABLE "prayer_requests" DROP COLUMN "praise_note";
  ALTER TABLE "prayer_requests" DROP COLUMN "prayed_count";
  ALTER TABLE "prayer_requests" DROP COLUMN "shared_at";
  ALTER TABLE "prayer_requests" DROP COLUMN "approved_at";
  ALTER TABLE "prayer_requests" DROP COLUMN "completed_at";`)
}
