import type { CollectionConfig } from 'payload'

import { hiddenUnless, isAdmin, nobody } from '../src/platform/access'
import { AUDIT_ACTIONS } from '../src/lib/contract/audit'
import { selectOptions } from '../src/lib/contract/values'

/**
 * Who changed what, and when: one entry per create, update, delete, status or role change,
 * sign-in (and failed sign-in), password change or reset, export, statement email and
 * newsletter send, whichever path it came by (/api, Payload's REST, GraphQL, the panel). The
 * entry of a change is written in the change's own transaction (./hooks/audit.ts), so there is
 * no change without its entry. It names the fields that changed, never their values. Written
 * only by the server; administrators read it; pruned after AUDIT_RETENTION_DAYS.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    hidden: hiddenUnless('administration'),
    group: 'Settings',
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'username', 'action', 'entity', 'entity_id', 'ip'],
    listSearchableFields: ['username', 'entity', 'ip'],
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'user_id',
      label: 'Person id',
      type: 'number',
      index: true,
      admin: { description: 'Kept when the account is removed' },
    },
    {
      name: 'username',
      label: 'Who',
      type: 'text',
      admin: { description: 'The username (for a failed sign-in, the one tried)' },
    },
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: selectOptions(AUDIT_ACTIONS),
    },
    { name: 'entity', type: 'text', index: true },
    { name: 'entity_id', label: 'Entity id', type: 'text' },
    {
      name: 'fields',
      label: 'Fields changed',
      type: 'json',
      admin: { description: 'The names of the fields that changed, never their values' },
    },
    { name: 'ip', label: 'Client address', type: 'text' },
  ],
}
