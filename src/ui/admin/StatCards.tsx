import styled from 'styled-components'

import { adminTheme } from './adminTheme'

/** The admin's row of stat cards: two a row on a phone, four from 900 px. */
export const StatGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1.5rem;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: 900px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

export const StatCard = styled.li`
  background: ${adminTheme.surface};
  border: 1px solid ${adminTheme.border};
  border-radius: ${adminTheme.radius};
  box-shadow: ${adminTheme.shadow};
  padding: 1rem;
  min-width: 0;
`
