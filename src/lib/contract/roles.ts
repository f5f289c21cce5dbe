/**
 * Who may do what: the roles a person can hold and the parts of the administration each part
 * needs, written once. Access functions (src/platform/access), the /api route guard, the admin's
 * navigation and the dashboard all read these. Plain data only: safe in any bundle.
 */

export const ROLES = [
  {
    value: 'administrator',
    label: 'Administrator',
    description: 'Everything, including people, giving settings and the audit log',
  },
  {
    value: 'editor',
    label: 'Editor',
    description:
      'Staff, events, ministries, sermons, gallery, media, church information, history, service times and legal pages',
  },
  {
    value: 'office',
    label: 'Office',
    description: 'Contact messages, newsletters and their subscribers',
  },
  {
    value: 'treasurer',
    label: 'Treasurer',
    description: 'Donations, donors, analytics, statements and the donations export',
  },
  { value: 'prayer_team', label: 'Prayer team', description: 'Prayer requests' },
] as const
export type Role = (typeof ROLES)[number]['value']

/**
 * The parts of the administration and the roles that may use each. An administrator may use
 * every part; the other roles only theirs.
 */
export const AREA_ROLES = {
  /** The public site's content: staff, events, ministries, sermons, gallery, media, pages. */
  content: ['administrator', 'editor'],
  /** Contact messages, newsletters and their subscribers. */
  office: ['administrator', 'office'],
  /**
   * Adding a picture to the media library: the content's people, and the office for its
   * newsletters. Changing or removing one stays with `content`.
   */
  pictures: ['administrator', 'editor', 'office'],
  /** Donations, donors, analytics, statements, the export. */
  giving: ['administrator', 'treasurer'],
  /** Prayer requests. */
  prayer: ['administrator', 'prayer_team'],
  /** Event registrations: rosters, check-in, adding or cancelling by hand. */
  registrations: ['administrator', 'office', 'editor'],
  /** People and their roles, the giving provider's settings, the audit log, sent mail, jobs. */
  administration: ['administrator'],
} as const satisfies Record<string, readonly Role[]>
export type Area = keyof typeof AREA_ROLES

/** Whether a person holding `roles` may use `area`. */
export const mayUse = (roles: readonly string[] | null | undefined, area: Area): boolean =>
  (roles ?? []).some((role) => (AREA_ROLES[area] as readonly string[]).includes(role))

/** The answer to a signed-in person who lacks the role for what they asked. */
export const NOT_PERMITTED = 'You do not have permission to do this'
