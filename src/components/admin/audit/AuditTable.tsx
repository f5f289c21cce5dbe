'use client'

import styled from 'styled-components'

import { auditActionLabel, auditEntityLabel } from '@/lib/contract/audit'
import type { AuditEntryJson } from '@/lib/contract/types'
import { formatShortDateTime } from '@/lib/format'

import { adminTheme } from '@/ui/admin/adminTheme'

const Scroll = styled.div`
  /* Positioned, so that the hidden words of empty cells scroll with the table, not the page. */
  position: relative;
  overflow-x: auto;
  background: ${adminTheme.surface};
  border: 1px solid ${adminTheme.border};
  border-radius: ${adminTheme.radius};
  box-shadow: ${adminTheme.shadow};
  &:focus-visible {
    outline: 3px solid ${adminTheme.focus};
    outline-offset: 2px;
  }
`

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.92rem;
  th,
  td {
    padding: 0.6rem 0.75rem;
    border-bottom: 1px solid ${adminTheme.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${adminTheme.page};
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: none;
  }
  .when,
  .address {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .fields {
    min-width: 10rem;
    overflow-wrap: anywhere;
  }
`

/** An empty cell, read as "none" rather than as a dash. */
function None() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">none</span>
    </>
  )
}

/**
 * The audit entries as a table, newest first: when (Dallas time), who, what was done to which
 * record, the names of the fields changed and the client's address. A wide table scrolls
 * inside its own box on a phone, which the keyboard can reach.
 */
export function AuditTable({ entries }: { entries: AuditEntryJson[] }) {
  return (
    <Scroll tabIndex={0} role="region" aria-labelledby="audit-entries-caption">
      <Table>
        <caption id="audit-entries-caption" className="visually-hidden">
          Audit entries, newest first (times in Dallas)
        </caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Entity</th>
            <th scope="col">Id</th>
            <th scope="col">Fields changed</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" className="when">
                <time dateTime={entry.at}>{formatShortDateTime(entry.at)}</time>
              </th>
              <td>{entry.user ?? <None />}</td>
              <td>{auditActionLabel(entry.action)}</td>
              <td>{entry.entity ? auditEntityLabel(entry.entity) : <None />}</td>
              <td>{entry.entity_id ?? <None />}</td>
              <td className="fields">
                {entry.fields.length > 0 ? entry.fields.join(', ') : <None />}
              </td>
              <td className="address">{entry.ip ?? <None />}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  )
}
