import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A deactivated person is signed out everywhere at once: the write that deactivates them also
 * empties their sessions (so every token they hold stops working, in the site's admin and in
 * Payload's panel) and voids any password link they were sent. Field access has already been
 * applied when this runs, so it holds whoever may set `active`.
 */
export const endSessionsOnDeactivation: CollectionBeforeChangeHook = ({
  data,
  operation,
  originalDoc,
}) => {
  if (operation !== 'update' || data.active !== false || originalDoc?.active === false) return data
  return { ...data, sessions: [], resetPasswordToken: null, resetPasswordExpiration: null }
}
