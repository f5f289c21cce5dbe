'use client'

import { useState } from 'react'
import styled from 'styled-components'

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  overflow-wrap: anywhere;

  button {
    min-height: 44px;
    padding: 0.4rem 1rem;
    border: 2px solid currentColor;
    border-radius: 999px;
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`

/**
 * The page's own address to pass on: a plain link anyone can copy, and a button that copies
 * it where the browser allows (the result is announced politely).
 */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const [status, setStatus] = useState('')

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setStatus('Link copied')
    } catch {
      setStatus('Copying is not available here: select the link to copy it')
    }
  }

  return (
    <>
      <Row>
        <a href={url}>
          {url}
          <span className="visually-hidden"> (link to {title})</span>
        </a>
        <button type="button" onClick={copy}>
          Copy link
        </button>
      </Row>
      <p role="status">{status}</p>
    </>
  )
}
