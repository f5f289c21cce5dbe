import type { Access, CollectionConfig, FieldAccess, GlobalConfig, PayloadRequest } from 'payload'

import { type Area, mayUse } from '../../lib/contract/roles'

/**
 * Who may do what through Payload, on every path (/api through the Local API with the person,
 * /cms-api, GraphQL and the /cms panel): small named predicates over the signed-in person's
 * roles (src/lib/contract/roles.ts). Every operation of every collection and global is named
 * here; none falls back to Payload's default of "anyone signed in".
 */

type Person = { collection?: string; roles?: readonly string[] | null; active?: boolean | null }

/** Anyone, signed in or not: the public parts of the site. */
export const anyone: Access = () => true

/** No one through Payload's APIs (records the server writes itself). */
export const nobody: Access = () => false

/**
 * An active account of the `users` collection. The check names the collection so that a
 * future auth collection can never borrow these rights by accident.
 */
export const isActivePerson = (user: unknown): user is Person =>
  Boolean(user) && (user as Person).collection === 'users' && (user as Person).active !== false

/** Anyone with an active account, whatever their roles (their own profile, the panel). */
export const isSignedIn = ({ req: { user } }: { req: PayloadRequest }): boolean =>
  isActivePerson(user)

/** A person who may use `area`. */
export const allowed =
  (area: Area) =>
  ({ req: { user } }: { req: PayloadRequest }): boolean =>
    isActivePerson(user) && mayUse(user.roles, area)

/** An administrator: people, giving settings, the audit log, sent mail and jobs. */
export const isAdmin = allowed('administration')

export const isAdminField: FieldAccess = isAdmin

/** A field the server keeps itself (a count, a stamp): no person writes it through Payload. */
export const keptByServer: FieldAccess = () => false

/** Content the public site shows: anyone reads, the people of `area` write. */
export const publicContent = (area: Area = 'content'): CollectionConfig['access'] => ({
  read: anyone,
  create: allowed(area),
  update: allowed(area),
  delete: allowed(area),
})

/** Private records (inbox, giving, prayer): the people of `area` only, for reading too. */
export const privateTo = (area: Area): CollectionConfig['access'] => ({
  read: allowed(area),
  create: allowed(area),
  update: allowed(area),
  delete: allowed(area),
})

/** A global the public site shows: anyone reads, the people of `area` change it. */
export const publicGlobal = (area: Area): GlobalConfig['access'] => ({
  read: anyone,
  update: allowed(area),
})

/** The /cms panel lists a collection or global only to the people of its area. */
export const hiddenUnless =
  (area: Area) =>
  ({ user }: { user: unknown }): boolean =>
    !(isActivePerson(user) && mayUse((user as Person).roles, area))
