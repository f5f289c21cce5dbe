import styled, { css } from 'styled-components'

/** The page frame of the public site: widths, sections and their headings, grids, columns. */

export const Container = styled.div`
  width: 100%;
  max-width: var(--max);
  margin: 0 auto;
  padding: 0 1.25rem;

  @media (min-width: 768px) {
    padding: 0 2rem;
  }
`

export const Section = styled.section<{ $tone?: 'cream' | 'white' | 'navy' | 'sand' }>`
  padding: 3.5rem 0;

  @media (min-width: 768px) {
    padding: 5rem 0;
  }

  ${({ $tone }) =>
    $tone === 'white' &&
    css`
      background: var(--white);
    `}
  ${({ $tone }) =>
    $tone === 'sand' &&
    css`
      background: var(--cream-dark);
    `}
  ${({ $tone }) =>
    $tone === 'navy' &&
    css`
      background: var(--navy);
      color: #f4efe6;

      h2,
      h3 {
        color: var(--white);
      }
      p a,
      li a {
        color: var(--gold-soft);
      }
    `}
`

export const Eyebrow = styled.p`
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: var(--burgundy);
  margin: 0 0 0.5rem;
`

export const SectionHeader = styled.header<{ $align?: 'center' | 'left' }>`
  text-align: ${({ $align }) => $align ?? 'center'};
  max-width: 760px;
  margin: ${({ $align }) => ($align === 'left' ? '0 0 2.5rem' : '0 auto 2.5rem')};

  p {
    color: var(--muted);
    font-size: 1.1rem;
  }

  &::after {
    content: '';
    display: block;
    width: 64px;
    height: 3px;
    background: var(--gold);
    margin: ${({ $align }) => ($align === 'left' ? '1rem 0 0' : '1rem auto 0')};
    border-radius: 2px;
  }
`

const GRID_GAP_PX = 24

/**
 * Rows of at most `max` cards, each at least `min` px wide; a last row that is not full is
 * centred instead of leaving a gap at its end. The column count follows the grid's own width.
 */
function balancedRows(max: number, min: number) {
  const columns = Array.from({ length: max - 1 }, (_, i) => i + 2).map(
    (count) => `
      @container (min-width: ${count * min + (count - 1) * GRID_GAP_PX}px) {
        > * {
          flex-basis: calc((100% - ${(count - 1) * GRID_GAP_PX}px) / ${count});
        }
      }
    `,
  )
  return css`
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    container-type: inline-size;

    > * {
      flex: 0 0 100%;
      min-width: 0;
    }

    ${columns.join('')}
  `
}

/**
 * Cards in columns at least `$min` px wide; `$fit` stretches a short row across the width.
 * `$max` caps the columns and centres a last row that is not full.
 */
export const Grid = styled.div<{ $min?: number; $fit?: boolean; $max?: number }>`
  display: grid;
  gap: ${GRID_GAP_PX}px;
  grid-template-columns: repeat(
    ${({ $fit }) => ($fit ? 'auto-fit' : 'auto-fill')},
    minmax(min(100%, ${({ $min }) => $min ?? 280}px), 1fr)
  );

  ${({ $max, $min }) => $max && balancedRows($max, $min ?? 280)}
`

/**
 * A main column and a side column (one above the other on narrow screens). `$stickyAside`
 * keeps the side column in view beside a long main column, on screens tall enough to show it
 * whole.
 */
export const TwoColumn = styled.div<{ $ratio?: string; $stickyAside?: boolean }>`
  display: grid;
  gap: 2rem;

  @media (min-width: 960px) {
    grid-template-columns: ${({ $ratio }) => $ratio ?? '2fr 1fr'};
    align-items: start;
  }

  ${({ $stickyAside }) =>
    $stickyAside &&
    css`
      /* The side columns (Events, Sermons) are up to 770 px tall from 1200 px wide, up to
         900 px narrower: only on a screen that shows them whole do they stay in view. */
      @media (min-width: 1200px) and (min-height: 860px),
        (min-width: 960px) and (min-height: 1000px) {
        > :last-child {
          position: sticky;
          top: 88px;
        }
      }
    `}
`

export const Stack = styled.div<{ $gap?: string }>`
  display: grid;
  gap: ${({ $gap }) => $gap ?? '1.5rem'};
`

export const PageHero = styled.header`
  position: relative;
  background:
    radial-gradient(circle at 85% 15%, rgba(212, 167, 44, 0.22), transparent 45%),
    linear-gradient(135deg, var(--navy-dark) 0%, var(--navy) 55%, var(--burgundy-dark) 100%);
  color: #f4efe6;
  padding: 4rem 0 3.5rem;
  text-align: center;

  @media (min-width: 768px) {
    padding: 6rem 0 5rem;
  }

  h1 {
    color: var(--white);
    margin-bottom: 0.75rem;
  }

  p {
    max-width: 680px;
    margin: 0 auto;
    font-size: 1.15rem;
    color: #ece4d6;
  }
`
