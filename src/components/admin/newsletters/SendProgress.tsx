'use client'

import styled from 'styled-components'

import type { NewsletterJson } from '@/lib/contract/types'

import { adminTheme } from '../adminTheme'
import { ButtonAnchor } from '../Button'
import { Panel } from '../CardGrid'
import { formatDallasLong } from './newsletterJson'

const Box = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  margin-bottom: 1.25rem;
  h2 {
    font-size: 1.2rem;
  }
  p {
    margin: 0;
  }
`

const Bar = styled.progress`
  appearance: none;
  width: 100%;
  height: 1rem;
  border: 1px solid #6b7280;
  border-radius: 999px;
  background: #e5e7eb;
  overflow: hidden;
  &::-webkit-progress-bar {
    background: #e5e7eb;
  }
  &::-webkit-progress-value {
    background: ${adminTheme.primary};
  }
  &::-moz-progress-bar {
    background: ${adminTheme.primary};
  }
`

const Note = styled.p`
  color: ${adminTheme.muted};
  font-size: 0.9rem;
`

const Figures = styled.p`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`

/** "Sent X · Failed Y · Remaining Z of TOTAL", the figures of a send as the server counts them. */
export function progressText({ sent, failed, total }: NewsletterJson): string {
  const all = total ?? 0
  const remaining = Math.max(0, all - sent - failed)
  return `Sent ${sent} · Failed ${failed} · Remaining ${remaining} of ${all}`
}

/** "Delivered to X of TOTAL subscribers · Y failed", the figures of a finished send. */
export function deliveredText({ sent, failed, total }: NewsletterJson): string {
  const all = total ?? sent + failed
  return `Delivered to ${sent} of ${all} subscribers${failed > 0 ? ` · ${failed} failed` : ''}`
}

/**
 * A send under way, as the server reports it (polled every 2 seconds): the server sends in
 * batches on its own, so closing this page does not stop it.
 */
export function SendProgress({ newsletter }: { newsletter: NewsletterJson }) {
  const { total, sent, failed } = newsletter
  return (
    <Box aria-labelledby="send-progress-title">
      <h2 id="send-progress-title">Sending</h2>
      <label htmlFor="send-progress" className="visually-hidden">
        Sending progress
      </label>
      {/* A determinate bar from the start (empty until the list is made): no indeterminate
          animation, for people who prefer reduced motion. */}
      <Bar id="send-progress" max={total || 1} value={total ? sent + failed : 0} />
      <Figures>
        {total === null ? 'Preparing the list of subscribers...' : progressText(newsletter)}
      </Figures>
      <Note>
        The server sends it in batches; it keeps going if you close this page or your browser.
      </Note>
    </Box>
  )
}

/** A sent newsletter: when, to how many, and its page in the public archive. */
export function SentSummary({ newsletter }: { newsletter: NewsletterJson }) {
  const { sent_at, slug } = newsletter
  return (
    <Box aria-labelledby="sent-summary-title">
      <h2 id="sent-summary-title">Sent</h2>
      <p>
        Sent on{' '}
        {sent_at ? <time dateTime={sent_at}>{formatDallasLong(sent_at)}</time> : 'an unknown date'}{' '}
        (Dallas time).
      </p>
      <Figures>{deliveredText(newsletter)}</Figures>
      {slug && (
        <div>
          <ButtonAnchor href={`/newsletter/${slug}`} $variant="secondary" $small>
            View it in the newsletter archive
          </ButtonAnchor>
        </div>
      )}
    </Box>
  )
}
