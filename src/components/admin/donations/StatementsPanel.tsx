'use client'

import { useState } from 'react'
import styled from 'styled-components'

import { apiDownload, apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { saveBlob } from '@/lib/admin/download'
import { churchDate } from '@/lib/churchClock'
import type { StatementEmailJson, StatementRecipientsJson } from '@/lib/contract/types'

import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button, ButtonRow } from '@/ui/admin/Button'
import { Panel } from '@/ui/admin/CardGrid'
import { ConfirmDialog } from '@/ui/admin/ConfirmDialog'
import { controlRow, Select } from '@/ui/admin/FormField'
import { Muted, PanelHead, plural } from './donationRows'

const STATEMENT_YEARS = 6

const StatementControls = styled.div`
  ${controlRow}
  select {
    min-width: 8rem;
  }
`

const Check = styled.label`
  && {
    flex-direction: row;
    align-items: center;
    min-height: 44px;
    font-weight: 500;
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
  }
`

/** The years a statement can be asked for: this one and the five before, newest first. */
export function statementYears() {
  const thisYear = Number(churchDate().slice(0, 4))
  return Array.from({ length: STATEMENT_YEARS }, (_, i) => thisYear - i)
}

/** How many donors an "Email statements" would write to now. */
export function emailCount(recipients: StatementRecipientsJson, resend: boolean) {
  return resend ? recipients.with_email : recipients.with_email - recipients.already_sent
}

/**
 * The question asked before statements are emailed: to how many people, for which year. Null
 * when there is nobody to write to.
 */
export function emailQuestion(recipients: StatementRecipientsJson, resend: boolean) {
  const count = emailCount(recipients, resend)
  if (count === 0) return null
  const again =
    resend && recipients.already_sent > 0 ? `, ${recipients.already_sent} of them again` : ''
  return `Email the ${recipients.year} contribution statement to ${plural(count, 'donor')}${again}? Each donor gets their own statement at the address on file.`
}

/**
 * Year-end contribution statements: all as a ZIP, or each donor's by email after a question
 * that says how many people will get one. The buttons stay focusable while they work (a
 * disabled button would drop the keyboard's focus to the page), and every result shows here,
 * under them.
 */
export function StatementsPanel({
  year,
  onYear,
  recipients,
  onSent,
}: {
  year: number
  onYear: (year: number) => void
  recipients: StatementRecipientsJson | undefined
  onSent: () => void
}) {
  const [busy, setBusy] = useState<'zip' | 'email' | null>(null)
  const [resend, setResend] = useState(false)
  const [asking, setAsking] = useState(false)
  const [message, setMessage] = useState<AlertMessage | null>(null)

  const downloadAll = async () => {
    if (busy) return
    setBusy('zip')
    setMessage(null)
    try {
      saveBlob(await apiDownload(`/donations/statements?year=${year}`), `statements-${year}.zip`)
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to prepare the statements' })
    } finally {
      setBusy(null)
    }
  }

  const askToEmail = () => {
    if (busy || !recipients) return
    setMessage(null)
    if (emailQuestion(recipients, resend)) setAsking(true)
    else
      setMessage({
        tone: 'error',
        text:
          recipients.with_email === 0
            ? `No donor with an email address gave in ${year}: there is no statement to send.`
            : `Every donor of ${year} already has their statement. Tick "Send again" to send it again.`,
      })
  }

  const emailAll = async () => {
    setBusy('email')
    try {
      const result = await apiFetch<StatementEmailJson>('/donations/statements/email', {
        method: 'POST',
        body: { year, resend },
      })
      const skipped = result.already_sent
        ? ` ${plural(result.already_sent, 'donor')} already had theirs and ${result.already_sent === 1 ? 'was' : 'were'} skipped.`
        : ''
      setMessage({
        tone: 'success',
        text: `${plural(result.queued, 'statement')} for ${year} queued for email.${skipped}`,
      })
      onSent()
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to email the statements' })
    } finally {
      setBusy(null)
      setAsking(false)
    }
  }

  const question = recipients && emailQuestion(recipients, resend)
  return (
    <Panel aria-labelledby="statements-title" style={{ marginBottom: '1.25rem' }}>
      <PanelHead>
        <h2 id="statements-title">Year-end statements</h2>
      </PanelHead>
      <Muted as="p" style={{ margin: '0 0 0.75rem' }}>
        A contribution statement for each donor: every gift of the year with date, fund and amount,
        and the total. Anonymous gifts are left out.
        {recipients &&
          ` ${year}: ${plural(recipients.donor_ids.length, 'donor')} with a statement, ${recipients.with_email} with an email address, ${recipients.already_sent} already sent.`}
      </Muted>
      <StatementControls>
        <label htmlFor="statement-year">
          Year
          <Select
            id="statement-year"
            value={year}
            onChange={(event) => {
              setMessage(null)
              onYear(Number(event.target.value))
            }}
          >
            {statementYears().map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </label>
        <ButtonRow>
          <Button $variant="secondary" onClick={downloadAll} aria-disabled={busy !== null}>
            {busy === 'zip' ? 'Preparing...' : 'Download all (ZIP)'}
          </Button>
          <Button onClick={askToEmail} aria-disabled={busy !== null || !recipients}>
            {busy === 'email' ? 'Sending...' : 'Email statements'}
          </Button>
        </ButtonRow>
        <Check>
          <input
            type="checkbox"
            checked={resend}
            onChange={(event) => setResend(event.target.checked)}
          />
          Send again to donors who already have theirs
        </Check>
      </StatementControls>
      <div style={{ marginTop: message ? '0.75rem' : 0 }}>
        <Alert message={message} />
      </div>
      <ConfirmDialog
        open={asking && Boolean(question)}
        question={question ?? ''}
        confirmLabel={`Send ${plural(recipients ? emailCount(recipients, resend) : 0, 'email')}`}
        busyLabel="Sending..."
        tone="primary"
        onConfirm={emailAll}
        onCancel={() => setAsking(false)}
      />
    </Panel>
  )
}
