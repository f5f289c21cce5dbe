import type { CollectionAfterChangeHook } from 'payload'

/**
 * Hands the id of a new row to the caller once it is stored and read back, when the caller asks
 * with `context.stored` (the public forms, src/server/api/forms.ts). On SQLite, where a
 * failure in a later hook cannot undo the INSERT, this is how the form still answers
 * with the stored id. Keep it the first afterChange hook.
 */
export const reportStoredId: CollectionAfterChangeHook = ({ doc, context, operation }) => {
  const stored = context.stored as { id?: unknown } | undefined
  if (operation === 'create' && stored && typeof stored === 'object') stored.id = doc.id
  return doc
}
