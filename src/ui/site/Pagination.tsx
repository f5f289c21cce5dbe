import styled from 'styled-components'

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  margin-top: 1.5rem;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.5rem 1rem;
    border: 2px solid var(--burgundy);
    border-radius: 999px;
    color: var(--burgundy);
    font-weight: 700;
    text-decoration: none;
  }

  a:hover {
    background: var(--burgundy);
    color: var(--white);
  }

  p {
    margin: 0;
  }
`

/** A list page's address: the list itself for page 1, `<base>/<n>` after it. */
export function pageHref(firstPage: string, base: string, page: number): string {
  return page <= 1 ? firstPage : `${base}/${page}`
}

/**
 * Links to the previous and next page of a bounded list (plain links: each page is its own
 * prerendered address), with where the visitor is.
 */
export function Pagination({
  label,
  page,
  totalPages,
  firstPage,
  base,
  previousText,
  nextText,
}: {
  label: string
  page: number
  totalPages: number
  /** Address of page 1, e.g. `/events`. */
  firstPage: string
  /** Prefix of later pages, e.g. `/events/page`. */
  base: string
  previousText: string
  nextText: string
}) {
  if (totalPages <= 1) return null
  return (
    <Nav aria-label={label}>
      {page > 1 && (
        <a href={pageHref(firstPage, base, page - 1)} rel="prev">
          ← {previousText}
        </a>
      )}
      <p>
        Page {page} of {totalPages}
      </p>
      {page < totalPages && (
        <a href={pageHref(firstPage, base, page + 1)} rel="next">
          {nextText} →
        </a>
      )}
    </Nav>
  )
}
