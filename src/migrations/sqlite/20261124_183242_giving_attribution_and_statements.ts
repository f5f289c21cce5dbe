import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Giving insight: the UTM tags of each gift and whether it was anonymous, a donor's postal
 * address and the church's tax note for contribution statements, and the record of statements
 * already emailed. A stored gift without a name from a known donor was given anonymously.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`statement_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`donor_id\` integer,
  	\`year\` numeric NOT NULL,
  	\`email\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`donor_id\`) REFERENCES \`donors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`statement_deliveries_donor_idx\` ON \`statement_deliveries\` (\`donor_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`statement_deliveries_updated_at_idx\` ON \`statement_deliveries\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`statement_deliveries_created_at_idx\` ON \`statement_deliveries\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`donor_year_idx\` ON \`statement_deliveries\` (\`donor_id\`,\`year\`);`,
  )
  await db.run(sql`ALTER TABLE \`donations\` ADD \`anonymous\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`donations\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`donations\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`donations\` ADD \`utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`donations\` ADD \`utm_content\` text;`)
  await db.run(sql`ALTER TABLE \`donors\` ADD \`address\` text;`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`statement_deliveries_id\` integer REFERENCES statement_deliveries(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_statement_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`statement_deliveries_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`church_info\` ADD \`tax_note\` text;`)
  await db.run(
    sql`UPDATE \`donations\` SET \`anonymous\` = 1 WHERE \`donor_name\` IS NULL AND \`donor_id\` IS NOT NULL;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`statement_deliveries\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`staff_id\` integer,
  	\`events_id\` integer,
  	\`ministries_id\` integer,
  	\`sermons_id\` integer,
  	\`gallery_images_id\` integer,
  	\`media_id\` integer,
  	\`prayer_requests_id\` integer,
  	\`contact_submissions_id\` integer,
  	\`subscribers_id\` integer,
  	\`donations_id\` integer,
  	\`donors_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ministries_id\`) REFERENCES \`ministries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sermons_id\`) REFERENCES \`sermons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_images_id\`) REFERENCES \`gallery_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`prayer_requests_id\`) REFERENCES \`prayer_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_submissions_id\`) REFERENCES \`contact_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`donations_id\`) REFERENCES \`donations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`donors_id\`) REFERENCES \`donors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "staff_id", "events_id", "ministries_id", "sermons_id", "gallery_images_id", "media_id", "prayer_requests_id", "contact_submissions_id", "subscribers_id", "donations_id", "donors_id", "users_id") SELECT "id", "order", "parent_id", "path", "staff_id", "events_id", "ministries_id", "sermons_id", "gallery_images_id", "media_id", "prayer_requests_id", "contact_submissions_id", "subscribers_id", "donations_id", "donors_id", "users_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(
    sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_ministries_id_idx\` ON \`payload_locked_documents_rels\` (\`ministries_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_sermons_id_idx\` ON \`payload_locked_documents_rels\` (\`sermons_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_gallery_images_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_images_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_prayer_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`prayer_requests_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_contact_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_submissions_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_donations_id_idx\` ON \`payload_locked_documents_rels\` (\`donations_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_donors_id_idx\` ON \`payload_locked_documents_rels\` (\`donors_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`donations\` DROP COLUMN \`anonymous\`;`)
  await db.run(sql`ALTER TABLE \`donations\` DROP COLUMN \`utm_source\`;`)
  await db.run(sql`ALTER TABLE \`donations\` DROP COLUMN \`utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`donations\` DROP COLUMN \`utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`donations\` DROP COLUMN \`utm_content\`;`)
  await db.run(sql`ALTER TABLE \`donors\` DROP COLUMN \`address\`;`)
  await db.run(sql`ALTER TABLE \`church_info\` DROP COLUMN \`tax_note\`;`)
}
