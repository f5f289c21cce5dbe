import styled from 'styled-components'

import { Container, Spinner } from './ui'

/*
 * The page's content replaces this as soon as the server has it, which for a prerendered or
 * cached page is before the first paint. So it holds the viewport's height (the footer does
 * not jump up and back when the page arrives) and shows itself only after 0.4 s.
 */
const Waiting = styled(Container)`
  min-height: 100vh;
  animation: site-loading-appear 0s 0.4s both;

  @keyframes site-loading-appear {
    from {
      visibility: hidden;
    }
  }
`

/** A page's loading state, with the spec's text. */
export function Loading({ text }: { text: string }) {
  return (
    <Waiting>
      <Spinner role="status" aria-live="polite">
        {text}
      </Spinner>
    </Waiting>
  )
}
