/** The longest slug a title gives, before any "-2" that keeps it unique. */
export const SLUG_MAX_LENGTH = 80

/** A title as a URL segment: lower-case ASCII letters, digits and single hyphens. */
export function slugify(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '')
  return slug || fallback
}

/**
 * Whether a page address's segment can be a slug at all (what `slugify` and `uniqueSlug`
 * make, with room for a "-NN"); anything else is answered 404 without a database query.
 */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH + 10 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
}

/**
 * Segments the list pages use beside the slugs (`/events/page/2`, `/sermons/archive/2`): a
 * title that slugifies to one of them gets `-2`.
 */
export const RESERVED_SLUGS: readonly string[] = ['page', 'archive']

/** The first of `base`, `base-2`, `base-3` … that `taken` does not hold. */
export async function uniqueSlug(
  base: string,
  taken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (RESERVED_SLUGS.includes(candidate)) continue
    if (!(await taken(candidate))) return candidate
  }
}
