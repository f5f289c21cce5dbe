import type { CollectionBeforeChangeHook } from 'payload'

import { isAdmin } from '../../src/platform/access'
import { askToConfirmEmail } from '../../src/server/people/emailChange'
import { RequestRefused } from '../../src/platform/collections/requestRefused'

/**
 * Set by the one place that checks a person's current password before changing it
 * (PUT /api/admin/profile/password, under the sign-in limits). A client cannot set a
 * request's context, so no other path can claim it.
 */
export const CURRENT_PASSWORD_CHECKED = 'currentPasswordChecked'

export const OWN_PASSWORD_MESSAGE =
  'Change your own password from your profile, with your current password'
export const OWN_USERNAME_MESSAGE = 'Only an administrator changes a username'

/**
 * A person's own account, on every path (/api, /cms-api, GraphQL, the panel, the Local API on
 * their behalf), so that a stolen session cannot become a takeover:
 * - a new password needs the current one, checked only by the profile's password route;
 * - a username is changed by an administrator, never by its owner;
 * - a new email address is kept aside and emailed a confirmation link; it takes effect when
 *   the link is used (src/server/people/emailChange.ts).
 * Writes of the server itself (no person) and an administrator's changes of someone else are
 * left to the collection's access rules.
 */
export const guardOwnAccount: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const user = req.user
  if (operation !== 'update' || !user || user.collection !== 'users') return data
  if (!originalDoc || user.id !== originalDoc.id) return data
  if (typeof data.password === 'string' && data.password) {
    if (req.context[CURRENT_PASSWORD_CHECKED] !== true) {
      throw new RequestRefused(OWN_PASSWORD_MESSAGE, 403)
    }
  }
  if (typeof data.username === 'string' && data.username !== originalDoc.username) {
    if (!isAdmin({ req })) throw new RequestRefused(OWN_USERNAME_MESSAGE, 403)
  }
  if (typeof data.email === 'string' && data.email && data.email !== originalDoc.email) {
    await askToConfirmEmail(req, originalDoc, data.email)
    return { ...data, email: originalDoc.email }
  }
  return data
}
