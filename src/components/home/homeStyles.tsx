import styled from 'styled-components'

export const Quote = styled.blockquote`
  margin: 0 auto;
  max-width: 820px;
  text-align: center;
  font-family: var(--font-serif);
  font-size: clamp(1.35rem, 3vw, 1.85rem);
  line-height: 1.5;
  color: var(--navy);
  position: relative;
  padding: 1rem 0;

  &::before {
    content: '“';
    display: block;
    font-size: 5rem;
    line-height: 0.6;
    color: var(--gold);
  }
`

export const ServiceCard = styled.div`
  background: var(--white);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 1.5rem 1rem;
  text-align: center;
  border-bottom: 4px solid var(--burgundy);

  p {
    margin: 0;
  }

  .time {
    font-family: var(--font-serif);
    font-size: clamp(1.45rem, 6vw, 1.9rem);
    font-weight: 700;
    color: var(--burgundy);
    white-space: nowrap;
  }

  .day {
    text-transform: uppercase;
    letter-spacing: 0.12em;
    font-size: 0.8rem;
    font-weight: 700;
    color: var(--gold-text);
  }

  h3 {
    margin: 0.25rem 0 0;
    font-size: 1.15rem;
  }
`

export const AddressBar = styled.div`
  margin-top: 2rem;
  background: var(--navy);
  color: var(--white);
  border-radius: var(--radius);
  padding: 1.5rem;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;

  p {
    margin: 0;
    display: flex;
    gap: 0.6rem;
    align-items: center;
    font-size: 1.1rem;
  }

  svg {
    color: var(--gold);
  }
`

export const Closing = styled.section`
  background:
    radial-gradient(circle at 20% 20%, rgba(212, 167, 44, 0.25), transparent 40%),
    linear-gradient(135deg, var(--burgundy-dark), var(--burgundy) 60%, #8e2a43);
  color: var(--white);
  text-align: center;
  padding: 4.5rem 0;

  h2 {
    color: var(--white);
  }

  p {
    color: #f6e9ec;
    max-width: 640px;
    margin: 0 auto;
    font-size: 1.15rem;
  }
`
