import styled, { css } from 'styled-components'

/** Buttons, links styled as buttons, a row of them, and a plain link to another page. */

/** A button's look, for a link drawn as one inside styled content (a newsletter's button). */
export const buttonStyles = css<{
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

/**
 * A text link to another public page: a plain anchor (every page is prerendered and served
 * whole, so the client router's link code would be weight), in the surrounding text's colour.
 */
export const PageLink = styled.a`
  color: inherit;
`
