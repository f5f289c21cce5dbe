import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Event registrations: an event's registration settings (on or off, capacity, waiting list,
 * closing time), and who registered (one active registration per email and event, kept by the
 * unique `active_key`).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(`
   CREATE TYPE "public"."enum_event_registrations_status" AS ENUM('confirmed', 'waitlisted', 'cancelled', 'spam');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'registration-reminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'registration-reminders';
  CREATE TABLE "event_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"party_size" numeric DEFAULT 1 NOT NULL,
  	"notes" varchar,
  	"status" "enum_event_registrations_status" DEFAULT 'confirmed' NOT NULL,
  	"checked_in" boolean DEFAULT false,
  	"waitlist_seq" numeric,
  	"active_key" varchar,
  	"reminded_for" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "events" ADD COLUMN "registration_enabled" boolean DEFAULT false;
  ALTER TABLE "events" ADD COLUMN "registration_capacity" numeric;
  ALTER TABLE "events" ADD COLUMN "registration_waitlist" boolean DEFAULT false;
  ALTER TABLE "events" ADD COLUMN "registration_closes_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_registrations_id" integer;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");
  CREATE INDEX "event_registrations_email_idx" ON "event_registrations" USING btree ("email");
  CREATE INDEX "event_registrations_status_idx" ON "event_registrations" USING btree ("status");
  CREATE INDEX "event_registrations_waitlist_seq_idx" ON "event_registrations" USING btree ("waitlist_seq");
  CREATE UNIQUE INDEX "event_registrations_active_key_idx" ON "event_registrations" USING btree ("active_key");
  CREATE INDEX "event_registrations_updated_at_idx" ON "event_registrations" USING btree ("updated_at");
  CREATE INDEX "event_registrations_created_at_idx" ON "event_registrations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_registrations_fk" FOREIGN KEY ("event_registrations_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_event_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("event_registrations_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(`
   ALTER TABLE "event_registrations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "event_registrations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_event_registrations_fk";
  
  -- Jobs of the tasks this migration added cannot run without them.
  DELETE FROM "payload_jobs_log" WHERE "task_slug"::text IN ('registration-reminders');
  DELETE FROM "payload_jobs" WHERE "task_slug"::text IN ('registration-reminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'newsletter-subscribe', 'prune-audit-log', 'prayer-wall-note', 'prayer-team-digest');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'newsletter-subscribe', 'prune-audit-log', 'prayer-wall-note', 'prayer-team-digest');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_event_registrations_id_idx";
  ALTER TABLE "events" DROP COLUMN "registration_enabled";
  ALTER TABLE "events" DROP COLUMN "registration_capacity";
  ALTER TABLE "events" DROP COLUMN "registration_waitlist";
  ALTER TABLE "events" DROP COLUMN "registration_closes_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_registrations_id";
  DROP TYPE "public"."enum_event_registrations_status";`)
}
