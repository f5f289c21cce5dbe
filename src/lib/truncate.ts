/** Shortens text to at most `max` characters plus an ellipsis, cutting at a word when it can. */
export function truncate(text: string, max: number): string {
  const clean = text.trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut
  return `${base.replace(/[\s.,;:!?-]+$/, '')}...`
}

export const PAST_EVENT_DESCRIPTION_LENGTH = 150
export const SERMON_SUMMARY_LENGTH = 120
