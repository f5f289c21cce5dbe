import type { Access, CollectionConfig, FieldAccess, PayloadRequest } from 'payload'

/** Anyone, signed in or not: the public parts of the site. */
export const anyone: Access = () => true

/**
 * A signed-in administrator. The site has one role, so every user of the `users`
 * collection is an administrator; the check names the collection so that a future
 * auth collection can never borrow these rights by accident.
 */
export const isAdmin = ({ req: { user } }: { req: PayloadRequest }): boolean =>
  Boolean(user && user.collection === 'users')

export const isAdminField: FieldAccess = isAdmin

/** Content the public site shows: anyone reads, administrators write. */
export const publicContent: CollectionConfig['access'] = {
  read: anyone,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}

/** Private records (inbox, giving): administrators only, for reading too. */
export const adminOnly: CollectionConfig['access'] = {
  read: isAdmin,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}
