'use client'

import { useState } from 'react'
import styled from 'styled-components'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import type { NewsletterJson } from '@/lib/contract/types'

import { adminTheme } from '@/ui/admin/adminTheme'
import type { AlertMessage } from '@/ui/admin/Alert'
import { Button, ButtonAnchor } from '@/ui/admin/Button'
import { Panel } from '@/ui/admin/CardGrid'
import { ConfirmDialog } from '@/ui/admin/ConfirmDialog'
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

const uncertainText = (uncertain: number) => (uncertain > 0 ? ` · ${uncertain} uncertain` : '')

/**
 * "Sent X · Failed Y · Remaining Z of TOTAL" (and "· N uncertain" when some are), the figures
 * of a send as the server counts them.
 */
export function progressText({ sent, failed, uncertain, total }: NewsletterJson): string {
  const all = total ?? 0
  const remaining = Math.max(0, all - sent - failed - uncertain)
  return `Sent ${sent} · Failed ${failed} · Remaining ${remaining} of ${all}${uncertainText(uncertain)}`
}

/** "Delivered to X of TOTAL subscribers · Y failed · Z uncertain", the figures of a finished send. */
export function deliveredText({ sent, failed, uncertain, total }: NewsletterJson): string {
  const all = total ?? sent + failed + uncertain
  return `Delivered to ${sent} of ${all} subscribers${failed > 0 ? ` · ${failed} failed` : ''}${uncertainText(uncertain)}`
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
      <Bar
        id="send-progress"
        max={total || 1}
        value={total ? sent + failed + newsletter.uncertain : 0}
      />
      <Figures>
        {total === null ? 'Preparing the list of subscribers...' : progressText(newsletter)}
      </Figures>
      <Note>
        The server sends it in batches; it keeps going if you close this page or your browser.
      </Note>
    </Box>
  )
}

const uncertainQuestion = (uncertain: number) =>
  `Send the ${uncertain === 1 ? 'uncertain copy' : `${uncertain} uncertain copies`} again? ` +
  'The server sending them stopped as they went out, so some of these subscribers may already ' +
  'have it and would get it twice.'

/**
 * Copies whose server stopped as they went out (they may or may not have arrived): what that
 * means, and a button that sends them again once the office has weighed it.
 */
function UncertainCopies({
  newsletter,
  onChanged,
}: {
  newsletter: NewsletterJson
  onChanged: (next: NewsletterJson, message: AlertMessage) => void
}) {
  const [asking, setAsking] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { uncertain } = newsletter

  const resend = async () => {
    try {
      const next = await apiFetch<NewsletterJson>(
        `/newsletters/${newsletter.id}/resend-uncertain`,
        { method: 'POST' },
      )
      setFailure(null)
      onChanged(next, {
        tone: 'success',
        text: 'The uncertain copies are going out again in the next batches.',
      })
    } catch (error) {
      setFailure(errorDetail(error) ?? 'Failed to send the uncertain copies again')
    } finally {
      setAsking(false)
    }
  }

  return (
    <>
      <Note>
        {uncertain === 1 ? '1 copy is' : `${uncertain} copies are`} uncertain: the server sending{' '}
        {uncertain === 1 ? 'it' : 'them'} stopped as {uncertain === 1 ? 'it' : 'they'} went out, so{' '}
        {uncertain === 1 ? 'it' : 'they'} may or may not have arrived. The list is in
        Payload&rsquo;s panel, under Newsletter recipients.
      </Note>
      {failure && <p role="alert">{failure}</p>}
      <div>
        <Button type="button" $variant="secondary" $small onClick={() => setAsking(true)}>
          Send the uncertain copies again
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        question={uncertainQuestion(uncertain)}
        confirmLabel="Send them again"
        busyLabel="Sending..."
        tone="primary"
        onConfirm={resend}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}

/** A sent newsletter: when, to how many, and its page in the public archive. */
export function SentSummary({
  newsletter,
  onChanged,
}: {
  newsletter: NewsletterJson
  onChanged: (next: NewsletterJson, message: AlertMessage) => void
}) {
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
      {newsletter.uncertain > 0 && (
        <UncertainCopies newsletter={newsletter} onChanged={onChanged} />
      )}
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
