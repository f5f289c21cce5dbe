'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import useSWRInfinite from 'swr/infinite'

import { errorDetail } from '@/lib/admin/apiClient'
import { AUDIT_PAGE } from '@/lib/contract/audit'
import type { AuditEntryJson } from '@/lib/contract/types'

import { AdminPage } from '@/ui/admin/AdminPage'
import { adminTheme } from '@/ui/admin/adminTheme'
import { Alert } from '@/ui/admin/Alert'
import { Button } from '@/ui/admin/Button'
import { EmptyState } from '@/ui/admin/CardGrid'
import { Spinner } from '@/ui/admin/Spinner'
import { AuditFilters, type AuditFilterValues, NO_FILTERS } from './AuditFilters'
import { AuditTable } from './AuditTable'

/** The path of one page of entries: the filters, and the cursor after the previous page. */
function auditPath(filters: AuditFilterValues, before?: AuditEntryJson['id']) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value)
  params.set('limit', String(AUDIT_PAGE.default))
  if (before !== undefined) params.set('before', String(before))
  return `/admin/audit?${params}`
}

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin-top: 1rem;
  p {
    margin: 0;
    color: ${adminTheme.muted};
  }
`

export function AuditScreen() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS)
  const { data, error, size, setSize, isValidating } = useSWRInfinite<AuditEntryJson[]>(
    (index, previous: AuditEntryJson[] | null) => {
      if (index === 0) return auditPath(filters)
      if (!previous || previous.length < AUDIT_PAGE.default) return null
      return auditPath(filters, previous[previous.length - 1].id)
    },
    { revalidateFirstPage: false },
  )
  const entries = useMemo(() => (data ?? []).flat(), [data])
  const usernames = useMemo(
    () => [...new Set(entries.map((entry) => entry.user).filter((u): u is string => !!u))].sort(),
    [entries],
  )
  const lastPage = data?.[data.length - 1]
  const moreToLoad = lastPage !== undefined && lastPage.length === AUDIT_PAGE.default
  const loadingOlder = isValidating && data !== undefined && size > data.length
  const filtered = Object.values(filters).some(Boolean)

  // The Load older button goes once every entry is shown: focus moves to the sentence that
  // says so, not to the top of the page.
  const summary = useRef<HTMLParagraphElement>(null)
  const [askedForOlder, setAskedForOlder] = useState(false)
  useEffect(() => {
    if (askedForOlder && !loadingOlder && !moreToLoad) summary.current?.focus()
  }, [askedForOlder, loadingOlder, moreToLoad])

  const apply = (next: AuditFilterValues) => {
    setAskedForOlder(false)
    setFilters(next)
  }

  return (
    <AdminPage
      title="Audit Log"
      description="Who changed what, and when: every change, sign-in, export and statement email, with the names of the fields changed (never their values). Times are Dallas time."
    >
      <AuditFilters applied={filters} usernames={usernames} onApply={apply} />
      {error ? (
        <Alert
          message={{
            tone: 'error',
            text: errorDetail(error) ?? 'Failed to load the audit log',
          }}
        />
      ) : !data ? (
        <Spinner label="Loading the audit log..." />
      ) : entries.length === 0 ? (
        <EmptyState>
          <h2>No entries</h2>
          <p>
            {filtered ? 'No audit entries match these filters.' : 'Nothing has been recorded yet.'}
          </p>
        </EmptyState>
      ) : (
        <>
          <AuditTable entries={entries} />
          <Footer>
            <p ref={summary} tabIndex={-1} role="status">
              {moreToLoad
                ? `Showing the newest ${entries.length} entries.`
                : `All ${entries.length} ${entries.length === 1 ? 'entry is' : 'entries are'} shown.`}
            </p>
            {moreToLoad && (
              <Button
                $variant="secondary"
                aria-disabled={loadingOlder}
                onClick={() => {
                  if (loadingOlder) return
                  setAskedForOlder(true)
                  setSize(size + 1)
                }}
              >
                {loadingOlder ? 'Loading...' : 'Load Older'}
              </Button>
            )}
          </Footer>
        </>
      )}
    </AdminPage>
  )
}
