import styled from 'styled-components'

/** Parts the site's cards share: the line of details under a title, and a row of small links. */

/** The icon-and-text details under a card's title (date, time, place). */
export const Meta = styled.ul`
  list-style: none;
  margin: 0 0 0.6rem;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  color: var(--muted);
  font-size: 0.95rem;

  li {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }

  svg {
    color: var(--burgundy);
  }
`

export const SmallLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin: 0.4rem 0 0;
  font-size: 0.92rem;
  font-weight: 600;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
  }
`
