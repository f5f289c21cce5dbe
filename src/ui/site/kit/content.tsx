import styled, { css } from 'styled-components'

/** What goes inside a section: cards, badges, icon circles, lists, prose and muted text. */

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

export const Prose = styled.div`
  max-width: 760px;
  margin: 0 auto;

  p {
    font-size: 1.1rem;
  }
`
