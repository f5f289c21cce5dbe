/**
 * The audit log's actions and what it keeps, written once: the audit collection, the hooks
 * that write it, GET /api/admin/audit and the audit screen read these.
 */

export const AUDIT_ACTIONS = [
  { value: 'create', label: 'Created' },
  { value: 'update', label: 'Updated' },
  { value: 'delete', label: 'Deleted' },
  { value: 'status_change', label: 'Status changed' },
  { value: 'role_change', label: 'Roles changed' },
  { value: 'sign_in', label: 'Signed in' },
  { value: 'sign_in_failed', label: 'Sign-in failed' },
  { value: 'sign_out_everywhere', label: 'Signed out everywhere' },
  { value: 'password_change', label: 'Password changed' },
  { value: 'password_reset', label: 'Password reset' },
  { value: 'export', label: 'Exported' },
  { value: 'statement_email', label: 'Statements emailed' },
  { value: 'newsletter_send', label: 'Newsletter sent' },
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]['value']

/**
 * What an entry names in `entity`: every collection and global whose changes are recorded (by
 * slug), and `donations` and `donors` for the exports and statement emails. The audit screen
 * filters and labels with these; a test keeps the list in step with Payload's configuration.
 */
export const AUDIT_ENTITIES = [
  { value: 'staff', label: 'Staff' },
  { value: 'events', label: 'Events' },
  { value: 'event-registrations', label: 'Event registrations' },
  { value: 'ministries', label: 'Ministries' },
  { value: 'sermons', label: 'Sermons' },
  { value: 'gallery-images', label: 'Gallery' },
  { value: 'media', label: 'Media' },
  { value: 'church-info', label: 'Church information' },
  { value: 'church-history', label: 'Church history' },
  { value: 'service-times', label: 'Service times' },
  { value: 'legal-pages', label: 'Privacy & terms' },
  { value: 'prayer-requests', label: 'Prayer requests' },
  { value: 'contact-submissions', label: 'Contact messages' },
  { value: 'subscribers', label: 'Newsletter subscribers' },
  { value: 'newsletters', label: 'Newsletters' },
  { value: 'donations', label: 'Donations' },
  { value: 'donors', label: 'Donors' },
  { value: 'giving-settings', label: 'Giving settings' },
  { value: 'users', label: 'People' },
  { value: 'payload-jobs', label: 'Jobs' },
  { value: 'payload-preferences', label: 'Panel preferences' },
] as const

/** The words of an action or entity; anything unknown shows as it is stored. */
export const auditActionLabel = (value: string): string =>
  AUDIT_ACTIONS.find((action) => action.value === value)?.label ?? value
export const auditEntityLabel = (value: string): string =>
  AUDIT_ENTITIES.find((entity) => entity.value === value)?.label ?? value

/** How long entries are kept unless AUDIT_RETENTION_DAYS says otherwise: two years. */
export const AUDIT_RETENTION_DAYS_DEFAULT = 730

/** One page of GET /api/admin/audit, and the most a client may ask for. */
export const AUDIT_PAGE = { default: 50, max: 200 }
