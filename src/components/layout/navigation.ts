/** The public site's navigation, as the spec lists it. */
export interface NavLink {
  href: string
  label: string
}

export const ABOUT_LINKS: NavLink[] = [
  { href: '/about', label: 'Our Story' },
  { href: '/staff', label: 'Pastor & Staff' },
  { href: '/history', label: 'What We Believe' },
]

export const MAIN_LINKS: NavLink[] = [
  { href: '/services', label: 'Services' },
  { href: '/events', label: 'Events' },
  { href: '/ministries', label: 'Ministries' },
  { href: '/sermons', label: 'Sermons' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/contact', label: 'Contact' },
]

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { href: '/about', label: 'About Us' },
  { href: '/services', label: 'Services' },
  { href: '/events', label: 'Events' },
  { href: '/ministries', label: 'Ministries' },
  { href: '/sermons', label: 'Sermons' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/prayer-wall', label: 'Prayer Wall' },
]

export function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}
