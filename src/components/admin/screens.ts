import { type Area, mayUse } from '@/lib/contract/roles'

/**
 * One admin screen: where it is, its name in the header's navigation and the part of the
 * administration it belongs to (`null`: every signed-in person).
 */
export type AdminScreen = {
  href: string
  label: string
  area: Area | null
  /** The text of the screen's card on the dashboard; a screen without one has no card. */
  card?: string
}

/**
 * Every screen of the admin, written once, in the order the header and the dashboard show
 * them: the header's navigation, the dashboard's cards and the check that keeps a person off a
 * screen their roles do not cover all read this list.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { href: '/admin/dashboard', label: 'Dashboard', area: null },
  {
    href: '/admin/staff',
    label: 'Staff',
    area: 'content',
    card: 'Pastors and staff: photos, bios, contacts',
  },
  {
    href: '/admin/events',
    label: 'Events',
    area: 'content',
    card: 'Upcoming and past church events',
  },
  { href: '/admin/registrations', label: 'Registrations', area: 'registrations' },
  {
    href: '/admin/ministries',
    label: 'Ministries',
    area: 'content',
    card: 'Ministries, leaders, meeting times',
  },
  {
    href: '/admin/sermons',
    label: 'Sermons',
    area: 'content',
    card: 'Sermon details and audio recordings',
  },
  {
    href: '/admin/prayer-requests',
    label: 'Prayer Requests',
    area: 'prayer',
    card: 'Review, approve and complete requests',
  },
  {
    href: '/admin/donations',
    label: 'Donations',
    area: 'giving',
    card: 'Giving totals, gifts and donors',
  },
  {
    href: '/admin/gallery',
    label: 'Gallery',
    area: 'content',
    card: 'Photos shown in the public gallery',
  },
  {
    href: '/admin/contacts',
    label: 'Contacts',
    area: 'office',
    card: 'Contact messages and newsletter subscribers',
  },
  {
    href: '/admin/newsletters',
    label: 'Newsletters',
    area: 'office',
    card: 'Write and send the newsletter',
  },
  {
    href: '/admin/church-info',
    label: 'Church Info',
    area: 'content',
    card: 'Name, address, contact details and history',
  },
  { href: '/admin/people', label: 'People', area: 'administration' },
  { href: '/admin/audit', label: 'Audit log', area: 'administration' },
]

/** The screen a path belongs to (its own page or one below it), if it is one of the list. */
export function screenAt(pathname: string): AdminScreen | undefined {
  return ADMIN_SCREENS.find(
    (screen) => pathname === screen.href || pathname.startsWith(`${screen.href}/`),
  )
}

/** Whether a person holding `roles` may open the screen. */
export const mayOpen = (roles: readonly string[] | null | undefined, screen: AdminScreen) =>
  screen.area === null || mayUse(roles, screen.area)

/** The screens a person holding `roles` may open, in the list's order. */
export const screensFor = (roles: readonly string[] | null | undefined) =>
  ADMIN_SCREENS.filter((screen) => mayOpen(roles, screen))

/**
 * Whether a person may open the page at `pathname`. A path missing from the list is left to
 * administrators, so that a screen added without its entry is never open to every role.
 */
export function mayOpenPath(roles: readonly string[] | null | undefined, pathname: string) {
  const screen = screenAt(pathname)
  return screen ? mayOpen(roles, screen) : mayUse(roles, 'administration')
}
