'use client'

import styled from 'styled-components'

import { type DataTable, formatCell } from '@/lib/admin/analyticsTables'

import { adminTheme } from '@/ui/admin/adminTheme'

/** An analytics report's numbers as a table, for screen readers and keyboards. */

const TableScroll = styled.div`
  overflow-x: auto;
  margin-top: 0.5rem;
  &:focus-visible {
    outline: 3px solid ${adminTheme.focus};
  }
`

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.9rem;
  caption {
    text-align: left;
    font-weight: 600;
    padding: 0.25rem 0;
  }
  th,
  td {
    padding: 0.4rem 0.6rem;
    border-bottom: 1px solid ${adminTheme.border};
    white-space: nowrap;
  }
  th {
    text-align: left;
    background: ${adminTheme.page};
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`

export function DataTableView({ caption, table }: { caption: string; table: DataTable }) {
  return (
    // A wide table scrolls inside its own focusable box on a phone.
    <TableScroll tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.kind === 'text' ? undefined : 'number'}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {formatCell(table.columns[c].kind, cell)}
                  </th>
                ) : (
                  <td key={c} className="number">
                    {formatCell(table.columns[c].kind, cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  )
}
