import type { Access, CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { ROLES } from '../src/lib/contract/roles'
import { selectOptions } from '../src/lib/contract/values'
import { isActivePerson, isAdmin, isAdminField, isSignedIn } from '../src/platform/access'
import { endSessionsOnDeactivation } from './hooks/endSessionsOnDeactivation'
import { forgiveSignIn, guardSignIn } from './hooks/guardSignIn'
import { guardOwnAccount } from './hooks/ownAccount'
import {
  keepAnAdministrator,
  keepAnAdministratorOnDelete,
  releaseAdministrators,
} from './hooks/lastAdministrator'

/** An administrator sees everyone; anyone else, only their own account. */
const selfOrAdmin: Access = (args) => {
  if (isAdmin(args)) return true
  const { user } = args.req
  return isActivePerson(user) ? { id: { equals: (user as { id: number }).id } } : false
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Person', plural: 'People' },
  admin: {
    group: 'Settings',
    useAsTitle: 'username',
    defaultColumns: ['username', 'full_name', 'email', 'roles', 'active', 'last_login_at'],
    listSearchableFields: ['username', 'full_name', 'email'],
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false },
    // No account is ever locked: failed sign-ins are limited per client and per account
    // from one client by the guard below, so a stranger cannot keep the owner out.
    maxLoginAttempts: 0,
    tokenExpiration: 60 * 60 * 8,
    useAPIKey: false,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  hooks: {
    beforeOperation: [guardSignIn],
    afterLogin: [forgiveSignIn],
    // One's own password, username and email change only as ownAccount.ts says; the last
    // active administrator stays one; a deactivated person is signed out at once.
    beforeChange: [guardOwnAccount, keepAnAdministrator, endSessionsOnDeactivation],
    beforeDelete: [keepAnAdministratorOnDelete],
    afterOperation: [releaseAdministrators],
  },
  access: {
    // Everyone with an active account may open the panel; it lists only their collections.
    admin: isSignedIn,
    read: selfOrAdmin,
    create: isAdmin,
    update: selfOrAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    {
      name: 'full_name',
      label: 'Full name',
      type: 'text',
      required: true,
      maxLength: LIMITS.user.full_name,
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      options: selectOptions(ROLES),
      // Only an administrator gives or takes roles, their own included.
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'What this person may see and change' },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: 'A deactivated person cannot sign in; their sessions end at once',
      },
    },
    {
      name: 'last_login_at',
      label: 'Last sign-in',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
