'use client'

import type React from 'react'
import styled from 'styled-components'
import useSWR from 'swr'

import { csvValue, type DataTable } from '@/lib/admin/analyticsTables'
import { saveBlob } from '@/lib/admin/download'
import { csvText } from '@/lib/csv'

import { adminTheme } from '@/ui/admin/adminTheme'
import { Alert } from '@/ui/admin/Alert'
import { Button } from '@/ui/admin/Button'
import { Panel } from '@/ui/admin/CardGrid'
import { Spinner } from '@/ui/admin/Spinner'
import type { Period } from './analyticsPeriod'
import { DataTableView } from './analyticsTable'

/** The frame every analytics report shares: heading, CSV export, load states, chart, tables. */

const ReportHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  h2 {
    font-size: 1.15rem;
    margin: 0;
  }
  p {
    margin: 0.2rem 0 0;
    color: ${adminTheme.muted};
    font-size: 0.88rem;
  }
`

const Details = styled.details`
  margin-top: 0.75rem;
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${adminTheme.primary};
    min-height: 44px;
    display: flex;
    align-items: center;
  }
`

const Empty = styled.p`
  margin: 0;
  padding: 2rem 1rem;
  text-align: center;
  color: ${adminTheme.muted};
  border: 1px dashed ${adminTheme.border};
  border-radius: ${adminTheme.radius};
`

export type ReportProps = { query: string; period: Period }

/** One report: its heading, export button, load states, chart and data table(s). */
export function Report<T>({
  slug,
  title,
  summary,
  path,
  empty,
  tables,
  children,
  period,
}: {
  slug: string
  title: string
  summary: string
  path: string
  empty: (data: T) => boolean
  tables: (data: T) => { caption: string; table: DataTable }[]
  children: (data: T) => React.ReactNode
  period: Period
}) {
  const { data, error, isLoading } = useSWR<T>(path)
  const headingId = `report-${slug}`
  const exportCsv = () => {
    if (!data) return
    const lines: (string | number)[][] = []
    for (const { caption, table } of tables(data)) {
      if (lines.length) lines.push([])
      if (tables(data).length > 1) lines.push([caption])
      lines.push(table.columns.map((c) => c.label))
      for (const row of table.rows) {
        lines.push(row.map((cell, i) => csvValue(table.columns[i].kind, cell)))
      }
    }
    saveBlob(
      new Blob([csvText(lines)], { type: 'text/csv;charset=utf-8' }),
      `${slug}-${period.from}-to-${period.to}.csv`,
    )
  }
  return (
    <Panel aria-labelledby={headingId} data-report={slug}>
      <ReportHead>
        <div>
          <h2 id={headingId}>{title}</h2>
          <p>{summary}</p>
        </div>
        <Button
          $variant="secondary"
          $small
          onClick={exportCsv}
          disabled={!data || empty(data)}
          aria-label={`Export CSV of ${title.toLowerCase()}`}
        >
          Export CSV
        </Button>
      </ReportHead>
      {error ? (
        <Alert message={{ tone: 'error', text: `Failed to load ${title.toLowerCase()}` }} />
      ) : isLoading || !data ? (
        <Spinner label={`Loading ${title.toLowerCase()}...`} />
      ) : empty(data) ? (
        <Empty>No gifts in this period</Empty>
      ) : (
        <>
          <div data-chart={slug} aria-hidden="true">
            {children(data)}
          </div>
          <Details>
            <summary>Show the data table</summary>
            {tables(data).map(({ caption, table }) => (
              <DataTableView key={caption} caption={caption} table={table} />
            ))}
          </Details>
        </>
      )}
    </Panel>
  )
}
