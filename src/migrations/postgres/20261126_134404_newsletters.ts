import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Newsletters and their recipients (one row per subscriber and newsletter), and the task that
 * sends a newsletter in batches.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(`
   CREATE TYPE "public"."enum_newsletters_status" AS ENUM('draft', 'scheduled', 'sending', 'sent', 'cancelled');
  CREATE TYPE "public"."enum_newsletter_recipients_status" AS ENUM('queued', 'sent', 'failed', 'skipped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'newsletter-send' BEFORE 'prune-audit-log';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'newsletter-send' BEFORE 'prune-audit-log';
  CREATE TABLE "newsletters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"preview_text" varchar,
  	"body" jsonb,
  	"include_events" boolean DEFAULT false,
  	"status" "enum_newsletters_status" DEFAULT 'draft' NOT NULL,
  	"send_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"slug" varchar,
  	"total" numeric,
  	"sent" numeric DEFAULT 0,
  	"failed" numeric DEFAULT 0,
  	"events" jsonb,
  	"next_batch_at" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_recipients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"newsletter_id" integer NOT NULL,
  	"subscriber_id" integer,
  	"email" varchar NOT NULL,
  	"first_name" varchar,
  	"status" "enum_newsletter_recipients_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"reason" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_recipients_id" integer;
  ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "newsletters_status_idx" ON "newsletters" USING btree ("status");
  CREATE INDEX "newsletters_send_at_idx" ON "newsletters" USING btree ("send_at");
  CREATE INDEX "newsletters_sent_at_idx" ON "newsletters" USING btree ("sent_at");
  CREATE UNIQUE INDEX "newsletters_slug_idx" ON "newsletters" USING btree ("slug");
  CREATE INDEX "newsletters_updated_at_idx" ON "newsletters" USING btree ("updated_at");
  CREATE INDEX "newsletters_created_at_idx" ON "newsletters" USING btree ("created_at");
  CREATE INDEX "newsletter_recipients_newsletter_idx" ON "newsletter_recipients" USING btree ("newsletter_id");
  CREATE INDEX "newsletter_recipients_subscriber_idx" ON "newsletter_recipients" USING btree ("subscriber_id");
  CREATE INDEX "newsletter_recipients_status_idx" ON "newsletter_recipients" USING btree ("status");
  CREATE INDEX "newsletter_recipients_updated_at_idx" ON "newsletter_recipients" USING btree ("updated_at");
  CREATE INDEX "newsletter_recipients_created_at_idx" ON "newsletter_recipients" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscriber_idx" ON "newsletter_recipients" USING btree ("newsletter_id","subscriber_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletters_fk" FOREIGN KEY ("newsletters_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_recipients_fk" FOREIGN KEY ("newsletter_recipients_id") REFERENCES "public"."newsletter_recipients"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_newsletters_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletters_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_recipients_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_recipients_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(`
   ALTER TABLE "newsletters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_recipients" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletters" CASCADE;
  DROP TABLE "newsletter_recipients" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_newsletters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_newsletter_recipients_fk";
  
  DELETE FROM "payload_jobs_log" WHERE "task_slug"::text IN ('newsletter-send');
  DELETE FROM "payload_jobs" WHERE "task_slug"::text IN ('newsletter-send');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'newsletter-subscribe', 'prune-audit-log', 'prayer-wall-note', 'prayer-team-digest', 'registration-reminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'newsletter-subscribe', 'prune-audit-log', 'prayer-wall-note', 'prayer-team-digest', 'registration-reminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_newsletters_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_newsletter_recipients_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_recipients_id";
  DROP TYPE "public"."enum_newsletters_status";
  DROP TYPE "public"."enum_newsletter_recipients_status";`)
}
