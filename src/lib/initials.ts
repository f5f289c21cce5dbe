/** Words of a name that are titles, not the person's own name. */
const TITLES = new Set([
  'rev',
  'dr',
  'mr',
  'mrs',
  'ms',
  'pastor',
  'minister',
  'deacon',
  'deaconess',
  'elder',
  'bishop',
  'brother',
  'sister',
  'evangelist',
  'jr',
  'sr',
])

/**
 * A person's monogram: the first letters of their first and last names, titles and middle
 * initials left out ("Rev. Dr. Marcus A. Whitfield" -> "MW", "Pastor David Okafor" -> "DO").
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s,]+/)
    .map((word) => word.replace(/[^\p{L}'’-]/gu, ''))
    .filter((word) => word.length > 1 && !TITLES.has(word.toLowerCase()))
  if (words.length === 0) return name.trim().charAt(0).toUpperCase()
  const first = words[0].charAt(0)
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : ''
  return (first + last).toUpperCase()
}
