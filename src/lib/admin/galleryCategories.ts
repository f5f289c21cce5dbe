/**
 * The seven admin gallery categories of spec section 3, default worship. They mirror
 * GALLERY_CATEGORIES in collections/GalleryImages.ts (a unit test keeps the two equal); the
 * collection file imports server code, so the browser bundle carries its own copy.
 */
export const ADMIN_GALLERY_CATEGORIES = [
  { value: 'worship', label: 'Worship Services' },
  { value: 'community', label: 'Community Events' },
  { value: 'youth', label: 'Youth Ministry' },
  { value: 'fellowship', label: 'Fellowship' },
  { value: 'events', label: 'Special Events' },
  { value: 'ministry', label: 'Ministry Activities' },
  { value: 'other', label: 'Other' },
] as const

export const DEFAULT_GALLERY_CATEGORY = 'worship'

export function galleryCategoryLabel(value: string): string {
  return ADMIN_GALLERY_CATEGORIES.find((category) => category.value === value)?.label ?? value
}
