import styled, { css } from 'styled-components'

/**
 * Shared building blocks of the public pages. They are client modules only because
 * styled-components needs React context; the pages that use them stay server components.
 */
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

/** A white card's look, shared with client components styled from the server (the gallery). */
export const cardStyles = css`
  background: var(--white);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 1.75rem;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;

  h3 {
    margin-bottom: 0.35rem;
  }

  p:last-child {
    margin-bottom: 0;
  }
`

export const Card = styled.article<{ $accent?: boolean }>`
  ${cardStyles}
  border-top: ${({ $accent }) => ($accent ? '4px solid var(--gold)' : '0')};
`

export const Muted = styled.p`
  color: var(--muted);
`

const buttonStyles = css<{
  $variant?: 'primary' | 'secondary' | 'gold' | 'light' | 'outline-light'
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.7rem 1.4rem;
  border-radius: 999px;
  font-weight: 700;
  font-size: 1rem;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  border: 2px solid transparent;
  transition:
    background 0.15s ease,
    color 0.15s ease,
    transform 0.15s ease;
  font-family: var(--font-sans);

  &:hover {
    transform: translateY(-1px);
  }

  ${({ $variant }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: transparent;
          color: var(--burgundy);
          border-color: var(--burgundy);
          &:hover {
            background: var(--burgundy);
            color: var(--white);
          }
        `
      case 'gold':
        return css`
          background: var(--gold);
          color: var(--navy-dark);
          &:hover {
            background: #e2b842;
            color: var(--navy-dark);
          }
        `
      case 'light':
        return css`
          background: var(--white);
          color: var(--navy);
          &:hover {
            background: var(--cream);
            color: var(--navy);
          }
        `
      case 'outline-light':
        return css`
          background: transparent;
          color: var(--white);
          border-color: rgba(255, 255, 255, 0.85);
          &:hover {
            background: rgba(255, 255, 255, 0.12);
            color: var(--white);
          }
        `
      default:
        return css`
          background: var(--burgundy);
          color: var(--white);
          &:hover {
            background: var(--burgundy-dark);
            color: var(--white);
          }
        `
    }
  }}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
    transform: none;
  }
`

export const ButtonLink = styled.a<{
  $variant?: 'primary' | 'secondary' | 'gold' | 'light' | 'outline-light'
}>`
  ${buttonStyles}
`

export const Button = styled.button<{
  $variant?: 'primary' | 'secondary' | 'gold' | 'light' | 'outline-light'
}>`
  ${buttonStyles}
`

export const ButtonRow = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
`

const TONES = {
  error: {
    background: 'var(--error-bg)',
    colour: 'var(--error)',
    border: '#f2b8b8',
    after: '2rem',
  },
  success: {
    background: 'var(--success-bg)',
    colour: 'var(--success)',
    border: '#b9dfc6',
    after: '1.5rem',
  },
}

/** A red or green notice's look; ErrorBanner and SuccessBanner add their live-region role. */
export const bannerStyles = (tone: keyof typeof TONES) => css`
  background: ${TONES[tone].background};
  color: ${TONES[tone].colour};
  border: 1px solid ${TONES[tone].border};
  border-left: 5px solid ${TONES[tone].colour};
  border-radius: var(--radius-sm);
  padding: 1rem 1.25rem;
  margin: 0 0 ${TONES[tone].after};
  font-weight: 600;
`

export const ErrorBanner = styled.div.attrs({ role: 'alert' })`
  ${bannerStyles('error')}
`

export const SuccessBanner = styled.div.attrs({ role: 'status' })`
  ${bannerStyles('success')}
`

export const emptyStateStyles = css`
  text-align: center;
  background: var(--white);
  border: 2px dashed #d9cdb6;
  border-radius: var(--radius);
  padding: 3rem 1.5rem;
  color: var(--muted);

  h3 {
    color: var(--navy);
  }
`

export const EmptyState = styled.div`
  ${emptyStateStyles}
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

export const Badge = styled.span<{ $tone?: 'gold' | 'burgundy' | 'navy' }>`
  display: inline-block;
  align-self: flex-start;
  padding: 0.2rem 0.75rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  background: ${({ $tone }) =>
    $tone === 'navy' ? '#e3e9f5' : $tone === 'burgundy' ? '#f7e6ea' : 'var(--gold-soft)'};
  color: ${({ $tone }) =>
    $tone === 'navy'
      ? 'var(--navy)'
      : $tone === 'burgundy'
        ? 'var(--burgundy)'
        : 'var(--gold-text)'};
`

export const IconCircle = styled.span<{ $bg?: string; $fg?: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  background: ${({ $bg }) => $bg ?? 'var(--gold-soft)'};
  color: ${({ $fg }) => $fg ?? 'var(--burgundy)'};
  margin-bottom: 0.75rem;
  flex-shrink: 0;
`

export const InfoList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.6rem;

  li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
  }

  svg {
    flex-shrink: 0;
    margin-top: 0.3rem;
    color: var(--burgundy);
  }
`

export const ScheduleList = styled.dl`
  margin: 0;
  display: grid;
  gap: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.65rem 0;
    border-bottom: 1px solid #ebe3d3;
  }

  div:last-child {
    border-bottom: 0;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    color: var(--burgundy);
    font-weight: 700;
    white-space: nowrap;
  }
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

export const Prose = styled.div`
  max-width: 760px;
  margin: 0 auto;

  p {
    font-size: 1.1rem;
  }
`

export const Spinner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 5rem 1rem;
  color: var(--muted);

  &::before {
    content: '';
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 4px solid var(--gold-soft);
    border-top-color: var(--burgundy);
    animation: site-spin 0.9s linear infinite;
  }

  @keyframes site-spin {
    to {
      transform: rotate(360deg);
    }
  }
`

/**
 * A text link to another public page: a plain anchor (every page is prerendered and served
 * whole, so the client router's link code would be weight), in the surrounding text's colour.
 */
export const PageLink = styled.a`
  color: inherit;
`
