import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { isAdmin } from '../src/access'

export const LOCKOUT_ATTEMPTS = 5
export const LOCKOUT_MS = 10 * 60 * 1000

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
    maxLoginAttempts: LOCKOUT_ATTEMPTS,
    lockTime: LOCKOUT_MS,
    tokenExpiration: 60 * 60 * 8,
    useAPIKey: false,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  access: {
    admin: isAdmin,
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [{ name: 'full_name', type: 'text', required: true, maxLength: LIMITS.user.full_name }],
}
