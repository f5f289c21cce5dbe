import styled from 'styled-components'

export const Timeline = styled.ol`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 820px;
  position: relative;

  &::before {
    content: '';
    position: absolute;
    left: 27px;
    top: 0;
    bottom: 0;
    width: 3px;
    background: linear-gradient(var(--gold), var(--burgundy));
    border-radius: 2px;
  }

  li {
    position: relative;
    padding: 0 0 2rem 76px;
  }

  li:last-child {
    padding-bottom: 0;
  }
`

export const TimelineYear = styled.span`
  position: absolute;
  left: 0;
  top: 0;
  width: 58px;
  height: 58px;
  border-radius: 50%;
  background: var(--navy);
  color: var(--gold);
  border: 3px solid var(--gold);
  display: flex;
  align-items: center;
  justify-content: center;
  font-family: var(--font-serif);
  font-weight: 700;
  font-size: 0.85rem;
`

export const TimelineBody = styled.div`
  background: var(--white);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 1.1rem 1.4rem;
  min-height: 58px;

  p {
    margin: 0;
  }
`

export const Pillar = styled.article`
  background: var(--white);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 1.75rem;
  position: relative;
  overflow: hidden;

  .number {
    font-family: var(--font-serif);
    font-size: 3rem;
    font-weight: 700;
    line-height: 1;
    color: var(--gold-text);
    margin-bottom: 0.5rem;
    display: block;
  }
`

export const Scripture = styled.figure`
  margin: 0;
  background: var(--white);
  border-left: 5px solid var(--gold);
  border-radius: var(--radius-sm);
  padding: 1.25rem 1.5rem;
  box-shadow: var(--shadow);

  blockquote {
    margin: 0 0 0.5rem;
    font-family: var(--font-serif);
    font-size: 1.15rem;
    font-style: italic;
    color: var(--ink);
  }

  figcaption {
    font-weight: 700;
    color: var(--burgundy);
  }
`
