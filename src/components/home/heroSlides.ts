/** The home page's five hero slides (static content, images made by scripts/generateHeroImages.ts). */
export interface HeroSlide {
  id: number
  image: string
  alt: string
  title: string
  subtitle: string
  /** The slide's own call to action, to one of the site's pages. */
  cta: { label: string; href: string }
}

export const HERO_SLIDES: HeroSlide[] = [
  {
    id: 1,
    image: '/hero/slide-1.webp',
    alt: 'A church steeple silhouetted against a golden Texas sunrise',
    title: 'Led by Faith',
    subtitle: 'A Baptist family of faith in southwest Dallas since 1961',
    cta: { label: 'Discover Our Heritage', href: '/about' },
  },
  {
    id: 2,
    image: '/hero/slide-2.webp',
    alt: 'An open Bible glowing in warm light',
    title: 'Hear the Word of God',
    subtitle: 'Faithful, verse-by-verse preaching every Sunday at 11:15 AM',
    cta: { label: 'Listen to Sermons', href: '/sermons' },
  },
  {
    id: 3,
    image: '/hero/slide-3.webp',
    alt: 'A cross of light before a stained-glass window',
    title: 'Wisdom & Experience',
    subtitle: 'Six decades of shepherding, teaching and walking with our neighbors',
    cta: { label: 'Meet Our Pastor', href: '/staff' },
  },
  {
    id: 4,
    image: '/hero/slide-4.webp',
    alt: 'Sunlight streaming through tall arched windows across the pews of a quiet sanctuary',
    title: 'United in Worship',
    subtitle: 'Join us for Sunday School at 10:00 AM and worship at 11:15 AM',
    cta: { label: 'Join Us This Sunday', href: '/services' },
  },
  {
    id: 5,
    image: '/hero/slide-5.webp',
    alt: 'The Dallas skyline at dusk under a golden sky, with Reunion Tower and the Trinity River',
    title: 'Called to Serve',
    subtitle: 'Loving Dallas with the hands and heart of Christ',
    cta: { label: 'Find a Ministry', href: '/ministries' },
  },
]

export const CAROUSEL_INTERVAL_MS = 5000

/** The next index, wrapping in both directions. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count
}
