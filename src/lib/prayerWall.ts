/**
 * How the prayer wall names a requester and counts prayers, for the wall's pages, its API and
 * the emails alike. Plain functions, safe in any bundle.
 */

export const ANONYMOUS = 'Anonymous'

/** Something in a name that could reach the person: an address or a number. */
const CONTACT_LIKE = /[@\d]/

/** Letters only, with the joiners of real names (Mary-Kate, O'Neil). */
const cleanPart = (part: string) => part.replace(/[^\p{L}\p{M}'’-]/gu, '')

/**
 * The requester as the wall shows them: first name and last initial ("Naomi Reed" -> "Naomi R.",
 * "Naomi" -> "Naomi"), or "Anonymous" when they asked for it. Never the full last name, and
 * never anything that looks like an email address or a phone number: a name holding one shows
 * as "Anonymous".
 */
export function wallName(name: string, anonymous: boolean): string {
  if (anonymous) return ANONYMOUS
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0 || words.some((word) => CONTACT_LIKE.test(word))) return ANONYMOUS
  const first = cleanPart(words[0]).slice(0, 40)
  if (!/\p{L}/u.test(first)) return ANONYMOUS
  const last = words.length > 1 ? cleanPart(words[words.length - 1]) : ''
  const initial = last.match(/\p{L}/u)?.[0]?.toUpperCase() ?? ''
  return initial ? `${first} ${initial}.` : first
}

/** "1 person prayed", "12 people prayed". */
export const prayedText = (count: number) => `${count} ${count === 1 ? 'person' : 'people'} prayed`
