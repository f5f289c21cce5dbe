import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Newsletters and their recipients (one row per subscriber and newsletter), and the task that
 * sends a newsletter in batches.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`newsletters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`preview_text\` text,
  	\`body\` text,
  	\`include_events\` integer DEFAULT false,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`send_at\` text,
  	\`sent_at\` text,
  	\`slug\` text,
  	\`total\` numeric,
  	\`sent\` numeric DEFAULT 0,
  	\`failed\` numeric DEFAULT 0,
  	\`events\` text,
  	\`next_batch_at\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletters_status_idx\` ON \`newsletters\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletters_send_at_idx\` ON \`newsletters\` (\`send_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletters_sent_at_idx\` ON \`newsletters\` (\`sent_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletters_slug_idx\` ON \`newsletters\` (\`slug\`);`)
  await db.run(
    sql`CREATE INDEX \`newsletters_updated_at_idx\` ON \`newsletters\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`newsletters_created_at_idx\` ON \`newsletters\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`newsletter_recipients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`newsletter_id\` integer NOT NULL,
  	\`subscriber_id\` integer,
  	\`email\` text NOT NULL,
  	\`first_name\` text,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`reason\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`newsletter_id\`) REFERENCES \`newsletters\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subscriber_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`newsletter_recipients_newsletter_idx\` ON \`newsletter_recipients\` (\`newsletter_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`newsletter_recipients_subscriber_idx\` ON \`newsletter_recipients\` (\`subscriber_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`newsletter_recipients_status_idx\` ON \`newsletter_recipients\` (\`status\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`newsletter_recipients_updated_at_idx\` ON \`newsletter_recipients\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`newsletter_recipients_created_at_idx\` ON \`newsletter_recipients\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`newsletter_subscriber_idx\` ON \`newsletter_recipients\` (\`newsletter_id\`,\`subscriber_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletters_id\` integer REFERENCES newsletters(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_recipients_id\` integer REFERENCES newsletter_recipients(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_newsletters_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletters_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_recipients_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_recipients_id\`);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The recipients first: dropping the newsletters would set their newsletter to null.
  await db.run(sql`DROP TABLE \`newsletter_recipients\`;`)
  await db.run(sql`DROP TABLE \`newsletters\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`staff_id\` integer,
  	\`events_id\` integer,
  	\`event_registrations_id\` integer,
  	\`ministries_id\` integer,
  	\`sermons_id\` integer,
  	\`gallery_images_id\` integer,
  	\`media_id\` integer,
  	\`prayer_requests_id\` integer,
  	\`contact_submissions_id\` integer,
  	\`subscribers_id\` integer,
  	\`donations_id\` integer,
  	\`donors_id\` integer,
  	\`statement_deliveries_id\` integer,
  	\`email_deliveries_id\` integer,
  	\`users_id\` integer,
  	\`audit_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_registrations_id\`) REFERENCES \`event_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ministries_id\`) REFERENCES \`ministries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sermons_id\`) REFERENCES \`sermons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_images_id\`) REFERENCES \`gallery_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`prayer_requests_id\`) REFERENCES \`prayer_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_submissions_id\`) REFERENCES \`contact_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`donations_id\`) REFERENCES \`donations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`donors_id\`) REFERENCES \`donors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`statement_deliveries_id\`) REFERENCES \`statement_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_deliveries_id\`) REFERENCES \`email_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "staff_id", "events_id", "event_registrations_id", "ministries_id", "sermons_id", "gallery_images_id", "media_id", "prayer_requests_id", "contact_submissions_id", "subscribers_id", "donations_id", "donors_id", "statement_deliveries_id", "email_deliveries_id", "users_id", "audit_log_id") SELECT "id", "order", "parent_id", "path", "staff_id", "events_id", "event_registrations_id", "ministries_id", "sermons_id", "gallery_images_id", "media_id", "prayer_requests_id", "contact_submissions_id", "subscribers_id", "donations_id", "donors_id", "statement_deliveries_id", "email_deliveries_id", "users_id", "audit_log_id" FROM \`payload_locked_documents_rels\`;`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_event_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`event_registrations_id\`);`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_statement_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`statement_deliveries_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_email_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`email_deliveries_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`,
  )
}
