import type { Access, FieldAccess, PayloadRequest } from 'payload'

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
