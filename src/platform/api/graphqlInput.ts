import 'server-only'

import { type DocumentNode, Kind, parse, visit } from 'graphql'

/**
 * GraphQL documents that would cost the server far more than their size before any rule of
 * Payload's could refuse them, refused first with a 400:
 * - braces nested deeper than `MAX_NESTING` (the parser and every rule recurse per level);
 * - more than `MAX_TOKENS` tokens;
 * - a fragment that spreads itself, directly or through others (the complexity rule follows
 *   spreads without end: a stack overflow and a 500 otherwise).
 * A document that does not parse is left to Payload, which answers its own 400.
 */
export const MAX_NESTING = 64
export const MAX_TOKENS = 20_000

/** The deepest brace nesting outside strings and comments. */
function nesting(query: string): number {
  let depth = 0
  let deepest = 0
  for (let i = 0; i < query.length; i++) {
    const char = query[i]
    if (char === '#') {
      while (i < query.length && query[i] !== '\n') i++
    } else if (char === '"') {
      for (i++; i < query.length && query[i] !== '"'; i++) if (query[i] === '\\') i++
    } else if (char === '{' || char === '(' || char === '[') {
      deepest = Math.max(deepest, ++depth)
    } else if (char === '}' || char === ')' || char === ']') {
      depth--
    }
  }
  return deepest
}

/** The name of a fragment that reaches itself through spreads, or null. */
function fragmentCycle(document: DocumentNode): string | null {
  const spreads = new Map<string, string[]>()
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue
    const names: string[] = []
    visit(definition, { FragmentSpread: (node) => void names.push(node.name.value) })
    spreads.set(definition.name.value, names)
  }
  const done = new Set<string>()
  const onPath = new Set<string>()
  const reaches = (name: string): string | null => {
    if (onPath.has(name)) return name
    if (done.has(name)) return null
    onPath.add(name)
    for (const next of spreads.get(name) ?? []) {
      const found = reaches(next)
      if (found) return found
    }
    onPath.delete(name)
    done.add(name)
    return null
  }
  for (const name of spreads.keys()) {
    const found = reaches(name)
    if (found) return found
  }
  return null
}

/** What is wrong with a GraphQL request body's query, or null. */
export function graphqlProblem(body: unknown): string | null {
  const query = (body as { query?: unknown } | null)?.query
  if (typeof query !== 'string') return null
  if (nesting(query) > MAX_NESTING) {
    return `The query is nested more than ${MAX_NESTING} levels deep`
  }
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: MAX_TOKENS, noLocation: true })
  } catch (error) {
    const message = (error as Error).message
    return /maximum number of tokens/i.test(message)
      ? `The query has more than ${MAX_TOKENS} tokens`
      : null
  }
  const cycle = fragmentCycle(document)
  return cycle ? `Cannot spread fragment "${cycle}" within itself` : null
}
