'use client'

import { useId, useState } from 'react'
import styled from 'styled-components'
import useSWR from 'swr'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { churchWallClock } from '@/lib/churchClock'
import { NEWSLETTER_MESSAGES } from '@/lib/contract/messages'
import type { DashboardStatsJson, NewsletterJson } from '@/lib/contract/types'

import { adminTheme } from '@/ui/admin/adminTheme'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button, DialogActions } from '@/ui/admin/Button'
import { Dialog } from '@/ui/admin/Dialog'
import { describedBy, Field, Input } from '@/ui/admin/FormField'
import { dallasWallClockIn, dallasWallClockToIso, formatDallasLong } from './newsletterJson'

const Choices = styled.fieldset`
  border: none;
  margin: 0 0 1rem;
  padding: 0;
  legend {
    font-weight: 600;
    font-size: 0.92rem;
    margin-bottom: 0.35rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${adminTheme.primary};
  }
`

const Audience = styled.p`
  margin: 0 0 1rem;
`

type When = 'now' | 'later'

/** Whether an instant has already passed. */
const isPast = (iso: string) => new Date(iso).getTime() <= Date.now()

/** The next whole hour at least an hour away, on the church's clock: a send time to start from. */
function suggestedTime(): string {
  return `${dallasWallClockIn(60).slice(0, 13)}:00`
}

/**
 * Sends the newsletter to every active subscriber, now or at a Dallas time. The server
 * refuses a time in the past, a newsletter without a subject and a list without anyone on it;
 * its words are shown here.
 */
export function SendDialog({
  newsletter,
  onClose,
  onSent,
}: {
  /** Null while closed. */
  newsletter: NewsletterJson | null
  onClose: () => void
  onSent: (newsletter: NewsletterJson) => Promise<void> | void
}) {
  return (
    <Dialog
      open={newsletter !== null}
      title={newsletter ? `Send “${newsletter.subject}”` : 'Send'}
      onClose={onClose}
    >
      {newsletter && <SendForm newsletter={newsletter} onClose={onClose} onSent={onSent} />}
    </Dialog>
  )
}

function SendForm({
  newsletter,
  onClose,
  onSent,
}: {
  newsletter: NewsletterJson
  onClose: () => void
  onSent: (newsletter: NewsletterJson) => Promise<void> | void
}) {
  const name = useId()
  const [when, setWhen] = useState<When>('now')
  const [at, setAt] = useState(suggestedTime)
  const [atError, setAtError] = useState<string | undefined>()
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const [busy, setBusy] = useState(false)
  const { data: stats } = useSWR<DashboardStatsJson>('/admin/dashboard/stats')
  const audience = stats?.total_newsletter_subscribers

  const hint = 'Dallas time (America/Chicago).'
  const sendAt = when === 'later' ? dallasWallClockToIso(at) : null

  const send = async () => {
    setMessage(null)
    setAtError(undefined)
    if (when === 'later') {
      if (!sendAt) return setAtError('Choose a date and a time')
      if (isPast(sendAt)) return setAtError(NEWSLETTER_MESSAGES.sendAtPast)
    }
    setBusy(true)
    try {
      const answer = await apiFetch<NewsletterJson>(`/newsletters/${newsletter.id}/send`, {
        method: 'POST',
        body: sendAt ? { send_at: sendAt } : {},
      })
      await onSent(answer)
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to send the newsletter' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        event.stopPropagation()
        void send()
      }}
    >
      <Alert message={message} />
      <Audience>
        {audience === undefined
          ? 'It goes to every active subscriber.'
          : audience === 1
            ? 'It goes to 1 active subscriber.'
            : `It goes to ${audience} active subscribers.`}
      </Audience>
      <Choices>
        <legend>When</legend>
        <label>
          <input
            type="radio"
            name={name}
            value="now"
            checked={when === 'now'}
            onChange={() => setWhen('now')}
          />
          Send now
        </label>
        <label>
          <input
            type="radio"
            name={name}
            value="later"
            checked={when === 'later'}
            onChange={() => setWhen('later')}
          />
          Schedule for later
        </label>
      </Choices>
      {when === 'later' && (
        <Field id="send-at" label="Send at" required hint={hint} error={atError}>
          <Input
            id="send-at"
            type="datetime-local"
            value={at}
            min={churchWallClock(new Date())}
            aria-required
            aria-invalid={Boolean(atError)}
            aria-describedby={describedBy('send-at', hint, atError)}
            onChange={(event) => setAt(event.target.value)}
          />
        </Field>
      )}
      {when === 'later' && sendAt && !atError && (
        <Audience>It will go out on {formatDallasLong(sendAt)} (Dallas time).</Audience>
      )}
      <DialogActions>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : when === 'now' ? 'Send now' : 'Schedule'}
        </Button>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </form>
  )
}
