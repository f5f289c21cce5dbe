import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { isAdmin } from '../src/access'
import { forgiveSignIn, guardSignIn } from './hooks/guardSignIn'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Administrator', plural: 'Administrators' },
  admin: {
    group: 'Settings',
    useAsTitle: 'username',
    defaultColumns: ['username', 'full_name', 'email', 'updatedAt'],
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
  hooks: { beforeOperation: [guardSignIn], afterLogin: [forgiveSignIn] },
  access: {
    admin: isAdmin,
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
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
  ],
}
