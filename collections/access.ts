import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../src/access'

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
