/**
 * A ministry card's icon and colour. The icon follows keywords in the ministry's name; the
 * colour follows its position in the list, cycling through six.
 */
export type MinistryIcon =
  'youth' | 'music' | 'children' | 'fellowship' | 'outreach' | 'bible' | 'church'

const KEYWORDS: { icon: MinistryIcon; pattern: RegExp }[] = [
  { icon: 'youth', pattern: /\byouth|\bteen|\bstudent/i },
  { icon: 'music', pattern: /\bmusic|\bchoir|\bworship|\bpraise/i },
  { icon: 'children', pattern: /\bchild|\bkids?\b/i },
  { icon: 'fellowship', pattern: /\bwomen|\bmen\b|\bmen's|\bsisters|\bbrothers/i },
  { icon: 'outreach', pattern: /\boutreach|\bmission|\bcommunity|\bserv/i },
  { icon: 'bible', pattern: /\bbible|\bscripture|\bstudy|\bword\b/i },
]

export const MINISTRY_COLOURS = [
  { name: 'burgundy', background: '#f7e6ea', foreground: '#7a1f35' },
  { name: 'navy', background: '#e3e9f5', foreground: '#1d3461' },
  { name: 'gold', background: '#fbf0d6', foreground: '#7a5a00' },
  { name: 'green', background: '#e2f1e6', foreground: '#1f5f32' },
  { name: 'plum', background: '#efe4f3', foreground: '#5b2a6e' },
  { name: 'teal', background: '#dff0f0', foreground: '#145a5a' },
] as const

export function ministryIcon(name: string): MinistryIcon {
  return KEYWORDS.find(({ pattern }) => pattern.test(name))?.icon ?? 'church'
}

export function ministryStyle(name: string, index: number) {
  return { icon: ministryIcon(name), colour: MINISTRY_COLOURS[index % MINISTRY_COLOURS.length] }
}
