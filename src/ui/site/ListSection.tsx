import type { ReactNode } from 'react'

import { SectionHeader, Stack } from './kit'

/**
 * One titled list of a listing page (upcoming and past events, recent and archived sermons):
 * its heading (with "page n of m" for screen readers on a paged list), its cards, or, when
 * there are none, its empty state; `footer` follows either (pagination, a calendar link).
 */
export function ListSection({
  id,
  title,
  paging,
  empty,
  footer,
  children,
}: {
  id: string
  title: string
  paging?: { page: number; totalPages: number }
  /** Shown instead of the cards when there are none (an `EmptyState`, as a rule). */
  empty: ReactNode
  footer?: ReactNode
  /** The cards, one per item; an empty array when there are none. */
  children: ReactNode[]
}) {
  return (
    <section aria-labelledby={id}>
      <SectionHeader $align="left">
        <h2 id={id}>
          {title}
          {paging && paging.totalPages > 1 && (
            <span className="visually-hidden">
              , page {paging.page} of {paging.totalPages}
            </span>
          )}
        </h2>
      </SectionHeader>
      {children.length > 0 ? <Stack>{children}</Stack> : empty}
      {footer}
    </section>
  )
}
