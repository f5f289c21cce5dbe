import * as migration_20261122_042603_initial from './20261122_042603_initial'
import * as migration_20261124_120000_rate_limits_and_email_queue from './20261124_120000_rate_limits_and_email_queue'
import * as migration_20261124_153835_newsletter_consent_and_spam from './20261124_153835_newsletter_consent_and_spam'
import * as migration_20261124_160755_users_no_account_lock from './20261124_160755_users_no_account_lock'
import * as migration_20261124_165602_event_and_sermon_slugs from './20261124_165602_event_and_sermon_slugs'
import * as migration_20261124_183242_giving_attribution_and_statements from './20261124_183242_giving_attribution_and_statements'
import * as migration_20261124_184203_legal_pages_rich_text from './20261124_184203_legal_pages_rich_text'
import * as migration_20261124_200000_media_sizes from './20261124_200000_media_sizes'
import * as migration_20261126_075009_mail_jobs from './20261126_075009_mail_jobs'
import * as migration_20261126_083256_service_time_notes from './20261126_083256_service_time_notes'
import * as migration_20261126_105948_people_roles_audit from './20261126_105948_people_roles_audit'
import * as migration_20261126_111132_prayer_wall from './20261126_111132_prayer_wall'
import * as migration_20261126_111353_event_registrations from './20261126_111353_event_registrations'
import * as migration_20261126_134402_newsletters from './20261126_134402_newsletters'
import * as migration_20261126_141420_email_picture_size from './20261126_141420_email_picture_size'
import * as migration_20261208_003623_uncertain_copies from './20261208_003623_uncertain_copies'
import * as migration_20261208_004403_sqlite_ids_never_reused from './20261208_004403_sqlite_ids_never_reused'

export const migrations = [
  {
    up: migration_20261122_042603_initial.up,
    down: migration_20261122_042603_initial.down,
    name: '20261122_042603_initial',
  },
  {
    up: migration_20261124_120000_rate_limits_and_email_queue.up,
    down: migration_20261124_120000_rate_limits_and_email_queue.down,
    name: '20261124_120000_rate_limits_and_email_queue',
  },
  {
    up: migration_20261124_153835_newsletter_consent_and_spam.up,
    down: migration_20261124_153835_newsletter_consent_and_spam.down,
    name: '20261124_153835_newsletter_consent_and_spam',
  },
  {
    up: migration_20261124_160755_users_no_account_lock.up,
    down: migration_20261124_160755_users_no_account_lock.down,
    name: '20261124_160755_users_no_account_lock',
  },
  {
    up: migration_20261124_165602_event_and_sermon_slugs.up,
    down: migration_20261124_165602_event_and_sermon_slugs.down,
    name: '20261124_165602_event_and_sermon_slugs',
  },
  {
    up: migration_20261124_183242_giving_attribution_and_statements.up,
    down: migration_20261124_183242_giving_attribution_and_statements.down,
    name: '20261124_183242_giving_attribution_and_statements',
  },
  {
    up: migration_20261124_184203_legal_pages_rich_text.up,
    down: migration_20261124_184203_legal_pages_rich_text.down,
    name: '20261124_184203_legal_pages_rich_text',
  },
  {
    up: migration_20261124_200000_media_sizes.up,
    down: migration_20261124_200000_media_sizes.down,
    name: '20261124_200000_media_sizes',
  },
  {
    up: migration_20261126_075009_mail_jobs.up,
    down: migration_20261126_075009_mail_jobs.down,
    name: '20261126_075009_mail_jobs',
  },
  {
    up: migration_20261126_083256_service_time_notes.up,
    down: migration_20261126_083256_service_time_notes.down,
    name: '20261126_083256_service_time_notes',
  },
  {
    up: migration_20261126_105948_people_roles_audit.up,
    down: migration_20261126_105948_people_roles_audit.down,
    name: '20261126_105948_people_roles_audit',
  },
  {
    up: migration_20261126_111132_prayer_wall.up,
    down: migration_20261126_111132_prayer_wall.down,
    name: '20261126_111132_prayer_wall',
  },
  {
    up: migration_20261126_111353_event_registrations.up,
    down: migration_20261126_111353_event_registrations.down,
    name: '20261126_111353_event_registrations',
  },
  {
    up: migration_20261126_134402_newsletters.up,
    down: migration_20261126_134402_newsletters.down,
    name: '20261126_134402_newsletters',
  },
  {
    up: migration_20261126_141420_email_picture_size.up,
    down: migration_20261126_141420_email_picture_size.down,
    name: '20261126_141420_email_picture_size',
  },
  {
    up: migration_20261208_003623_uncertain_copies.up,
    down: migration_20261208_003623_uncertain_copies.down,
    name: '20261208_003623_uncertain_copies',
  },
  {
    up: migration_20261208_004403_sqlite_ids_never_reused.up,
    down: migration_20261208_004403_sqlite_ids_never_reused.down,
    name: '20261208_004403_sqlite_ids_never_reused',
  },
]
