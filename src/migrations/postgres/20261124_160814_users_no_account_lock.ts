import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No account is locked any more: failed sign-ins are limited per address and per account and
 * address (src/server/api/signInGuard.ts), so Payload's lock counters go.
 *
 * Plain SQL text (no `sql` tag): it has no parameters.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(`
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(`
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}
