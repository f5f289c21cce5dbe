import {
  GraphQLError,
  Kind,
  type ASTNode,
  type FragmentDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

/** Refuses GraphQL documents nested deeper than `maxDepth` fields (fragments followed). */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition)
    }

    const depthOf = (node: ASTNode, depth: number, seen: Set<string>): number => {
      if (depth > maxDepth) return depth
      switch (node.kind) {
        case Kind.FIELD: {
          if (!node.selectionSet) return depth
          return Math.max(
            depth,
            ...node.selectionSet.selections.map((s) => depthOf(s, depth + 1, seen)),
          )
        }
        case Kind.FRAGMENT_SPREAD: {
          const name = node.name.value
          const fragment = fragments.get(name)
          if (!fragment || seen.has(name)) return depth
          return depthOf(fragment, depth, new Set(seen).add(name))
        }
        case Kind.INLINE_FRAGMENT:
        case Kind.FRAGMENT_DEFINITION:
        case Kind.OPERATION_DEFINITION:
          return Math.max(
            depth,
            ...node.selectionSet.selections.map((s) => depthOf(s, depth, seen)),
          )
        default:
          return depth
      }
    }

    for (const definition of context.getDocument().definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue
      const depth = depthOf(definition, 0, new Set())
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`Query is nested ${depth} levels deep; the limit is ${maxDepth}.`),
        )
      }
    }
    return {}
  }
}
