import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Giving insight: the UTM tags of each gift and whether it was anonymous, a donor's postal
 * address and the church's tax note for contribution statements, and the record of statements
 * already emailed. A stored gift without a name from a known donor was given anonymously.
 *
 * Plain SQL text (no `sql` tag), as in the other PostgreSQL migrations.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(`
   CREATE TABLE "statement_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"donor_id" integer,
  	"year" numeric NOT NULL,
  	"email" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "donations" ADD COLUMN "anonymous" boolean DEFAULT false;
  ALTER TABLE "donations" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "donations" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "donations" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "donations" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "donors" ADD COLUMN "address" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "statement_deliveries_id" integer;
  ALTER TABLE "church_info" ADD COLUMN "tax_note" varchar;
  ALTER TABLE "statement_deliveries" ADD CONSTRAINT "statement_deliveries_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "statement_deliveries_donor_idx" ON "statement_deliveries" USING btree ("donor_id");
  CREATE INDEX "statement_deliveries_updated_at_idx" ON "statement_deliveries" USING btree ("updated_at");
  CREATE INDEX "statement_deliveries_created_at_idx" ON "statement_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "donor_year_idx" ON "statement_deliveries" USING btree ("donor_id","year");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statement_deliveries_fk" FOREIGN KEY ("statement_deliveries_id") REFERENCES "public"."statement_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_statement_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("statement_deliveries_id");`)
  await db.execute(
    `UPDATE "donations" SET "anonymous" = true WHERE "donor_name" IS NULL AND "donor_id" IS NOT NULL;`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(`
   ALTER TABLE "statement_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "statement_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_statement_deliveries_fk";
  
  DROP INDEX "payload_locked_documents_rels_statement_deliveries_id_idx";
  ALTER TABLE "donations" DROP COLUMN "anonymous";
  ALTER TABLE "donations" DROP COLUMN "utm_source";
  ALTER TABLE "donations" DROP COLUMN "utm_medium";
  ALTER TABLE "donations" DROP COLUMN "utm_campaign";
  ALTER TABLE "donations" DROP COLUMN "utm_content";
  ALTER TABLE "donors" DROP COLUMN "address";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "statement_deliveries_id";
  ALTER TABLE "church_info" DROP COLUMN "tax_note";`)
}
