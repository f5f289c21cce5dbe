import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Two tables of the site's own, outside Payload's collections (so no snapshot `.json`):
 * the rate-limit counters (src/platform/api/rateLimit.ts) and the email queue
 * (src/server/email.ts). A table that exists already is kept: sites that ran an earlier
 * version have them, with these same columns. Plain SQL text (no `sql` tag): it has no
 * parameters.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(`
  DO $$ BEGIN
  IF to_regclass('public.api_rate_limits') IS NULL THEN
  CREATE TABLE "api_rate_limits" (
  	"rl_key" VARCHAR(255) PRIMARY KEY,
  	"points" INTEGER NOT NULL,
  	"expire" BIGINT
  );
  END IF;
  IF to_regclass('public.email_queue') IS NULL THEN
  CREATE TABLE "email_queue" (
  	"id" BIGSERIAL PRIMARY KEY,
  	"recipient" VARCHAR(320) NOT NULL,
  	"subject" VARCHAR(400) NOT NULL,
  	"body" TEXT NOT NULL,
  	"attempts" INTEGER NOT NULL DEFAULT 0,
  	"next_attempt_at" BIGINT NOT NULL,
  	"created_at" BIGINT NOT NULL
  );
  END IF;
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(`
  DROP TABLE IF EXISTS "email_queue";
  DROP TABLE IF EXISTS "api_rate_limits";`)
}
