import { preload } from 'react-dom'
import styled from 'styled-components'

import { LogoMark } from './LogoMark'

const Home = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.7rem;
  text-decoration: none;
  color: var(--white);
  min-height: 44px;
  flex-shrink: 0;

  &:hover {
    color: var(--white);
  }

  .logo-fallback {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    width: 52px;
    height: 52px;
    border-radius: 50%;
    background: var(--gold);
    color: var(--navy-dark);
    font-family: var(--font-serif);
    font-weight: 700;
    line-height: 1;

    span:first-child {
      font-size: 0.85rem;
    }
    span:last-child {
      font-size: 0.65rem;
      margin-top: 2px;
    }
  }
`

const Name = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.15;
  font-family: var(--font-serif);

  white-space: nowrap;

  strong {
    font-size: 1.05rem;
  }

  /* With the full desktop navigation showing, the emblem alone leaves the links room;
     the name stays for screen readers as the link's accessible name. */
  @media (min-width: 1180px) and (max-width: 1439px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }

  small {
    font-family: var(--font-sans);
    font-size: 0.72rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--gold-soft);
  }

  @media (max-width: 420px) {
    strong {
      font-size: 0.95rem;
    }
  }

  @media (max-width: 359px) {
    strong {
      font-size: 0.85rem;
    }

    small {
      font-size: 0.64rem;
      letter-spacing: 0.04em;
    }
  }
`

/** The header logo; if the image cannot load, the church's initials and 1961 show instead. */
export function Logo({ churchName }: { churchName: string }) {
  const initials = churchName
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('')
  preload('/logo.svg', { as: 'image' })
  return (
    <Home href="/">
      <LogoMark initials={initials || 'GFBC'} />
      <Name>
        <strong>{churchName.replace(/ Church$/, '')}</strong>
        <small>Dallas, Texas · Since 1961</small>
      </Name>
    </Home>
  )
}
