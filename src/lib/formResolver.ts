import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { $ZodType } from 'zod/v4/core'

/**
 * A form validated by the contract's schema of its request (src/lib/contract/schemas.ts): the
 * person sees the server's own rules and messages, while the form keeps the values as typed
 * (`raw`), and the server parses the sent body with the same schema.
 */
export function contractResolver<Values extends FieldValues>(schema: $ZodType): Resolver<Values> {
  return zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<Values>
}
