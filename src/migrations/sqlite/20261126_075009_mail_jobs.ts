import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Mail on Payload's Jobs Queue: the jobs tables, the email deliveries (one row per message,
 * so that none is sent twice) and the count of a subscriber's unsubscribes. The messages still
 * waiting in the old `email_queue` table become send-email jobs, and the table goes.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`email_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`recipient\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`lease_until\` numeric,
  	\`attempts\` numeric DEFAULT 0,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`email_deliveries_key_idx\` ON \`email_deliveries\` (\`key\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`email_deliveries_recipient_idx\` ON \`email_deliveries\` (\`recipient\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`email_deliveries_status_idx\` ON \`email_deliveries\` (\`status\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`email_deliveries_sent_at_idx\` ON \`email_deliveries\` (\`sent_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`email_deliveries_updated_at_idx\` ON \`email_deliveries\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`email_deliveries_created_at_idx\` ON \`email_deliveries\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`,
  )
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`unsubscribes\` numeric DEFAULT 0;`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`email_deliveries_id\` integer REFERENCES email_deliveries(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_email_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`email_deliveries_id\`);`,
  )
  await db.run(sql`INSERT INTO \`payload_jobs\` (\`input\`, \`task_slug\`, \`queue\`, \`total_tried\`, \`has_error\`, \`processing\`, \`updated_at\`, \`created_at\`)
    SELECT json_object('key', 'email-queue:' || \`id\`, 'to', \`recipient\`, 'subject', \`subject\`, 'text', \`body\`, 'headers', json(\`headers\`)),
      'send-email', 'default', 0, 0, 0,
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    FROM \`email_queue\` ORDER BY \`id\`;`)
  await db.run(sql`DROP TABLE \`email_queue\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The queue table comes back empty: jobs still waiting are not turned back into rows.
  await db.run(sql`CREATE TABLE \`email_queue\` (
  	\`id\` INTEGER PRIMARY KEY AUTOINCREMENT,
  	\`recipient\` VARCHAR(320) NOT NULL,
  	\`subject\` VARCHAR(400) NOT NULL,
  	\`body\` TEXT NOT NULL,
  	\`attempts\` INTEGER NOT NULL DEFAULT 0,
  	\`next_attempt_at\` BIGINT NOT NULL,
  	\`created_at\` BIGINT NOT NULL,
  	\`headers\` TEXT
  );`)
  await db.run(sql`DROP TABLE \`email_deliveries\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
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
  	\`statement_deliveries_id\` integer,
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
  	FOREIGN KEY (\`statement_deliveries_id\`) REFERENCES \`statement_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "staff_id", "events_id", "ministries_id", "sermons_id", "gallery_images_id", "media_id", "prayer_requests_id", "contact_submissions_id", "subscribers_id", "donations_id", "donors_id", "statement_deliveries_id", "users_id") SELECT "id", "order", "parent_id", "path", "staff_id", "events_id", "ministries_id", "sermons_id", "gallery_images_id", "media_id", "prayer_requests_id", "contact_submissions_id", "subscribers_id", "donations_id", "donors_id", "statement_deliveries_id", "users_id" FROM \`payload_locked_documents_rels\`;`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_statement_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`statement_deliveries_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`unsubscribes\`;`)
}
