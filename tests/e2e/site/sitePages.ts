/** The public pages the browser tests visit, with each page's main heading. */
export const PUBLIC_PAGES = [
  { path: '/', name: 'home', heading: 'Grace Fellowship Baptist Church, Dallas, Texas' },
  { path: '/about', name: 'about', heading: 'Our Story' },
  { path: '/history', name: 'history', heading: 'What We Believe' },
  { path: '/staff', name: 'staff', heading: 'Pastor & Staff' },
  { path: '/services', name: 'services', heading: 'Service Times' },
  { path: '/events', name: 'events', heading: 'Church Events' },
  { path: '/ministries', name: 'ministries', heading: 'Our Ministries' },
  { path: '/sermons', name: 'sermons', heading: 'Sermons' },
  { path: '/gallery', name: 'gallery', heading: 'Photo Gallery' },
  { path: '/giving', name: 'giving', heading: 'Online Giving' },
  { path: '/contact', name: 'contact', heading: 'Contact Us' },
  { path: '/prayer-requests', name: 'prayer-requests', heading: 'Prayer Requests' },
  { path: '/prayer-wall', name: 'prayer-wall', heading: 'Prayer Wall' },
  { path: '/newsletter', name: 'newsletter', heading: 'Newsletter' },
  { path: '/privacy', name: 'privacy', heading: 'Privacy Policy' },
  { path: '/terms', name: 'terms', heading: 'Terms of Service' },
] as const
