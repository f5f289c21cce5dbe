'use client'

import { Container, Spinner } from './ui'

export function Loading({ text }: { text: string }) {
  return (
    <Container>
      <Spinner role="status" aria-live="polite">
        {text}
      </Spinner>
    </Container>
  )
}
