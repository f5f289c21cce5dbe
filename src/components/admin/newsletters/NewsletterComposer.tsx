'use client'

import { useCallback, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { LIMITS } from '@/lib/contract/limits'
import { type NewsletterBody, newsletterBody } from '@/lib/contract/schemas'
import type { NewsletterJson } from '@/lib/contract/types'
import { contractResolver } from '@/lib/formResolver'
import { adminTheme } from '@/ui/admin/adminTheme'
import type { AlertMessage } from '@/ui/admin/Alert'
import { Button } from '@/ui/admin/Button'
import { ConfirmDialog } from '@/ui/admin/ConfirmDialog'
import { describedBy, Field, Input } from '@/ui/admin/FormField'
import { type BodyJson, isEmptyBody, normalizeBody } from './bodyJson'
import { NewsletterEditor } from './NewsletterEditor'
import { formatDallasLong } from './newsletterJson'
import { NewsletterPreview } from './NewsletterPreview'
import { SendDialog } from './SendDialog'
import {
  Layout,
  FormPanel,
  BodyLabel,
  Hint,
  Check,
  Counter,
  Actions,
  Scheduled,
} from './composerStyles'

type Values = Pick<NewsletterBody, 'subject' | 'include_events'> & { preview_text: string }

const BODY_HINT =
  'Ctrl+B bold, Ctrl+I italic, Ctrl+U underline, Ctrl+Z undo. In the toolbar, the arrow keys move between the buttons; Tab leaves the editor.'
const EVENTS_HINT =
  'The next events on the calendar, as they are when the newsletter goes out, after your text.'

type ComposerProps = {
  /** Null for a newsletter not saved yet. */
  newsletter: NewsletterJson | null
  /** After each save: the screen keeps the server's answer (and the new address of a new one). */
  onSaved: (newsletter: NewsletterJson) => Promise<void> | void
  onMessage: (message: AlertMessage | null) => void
}

/**
 * Writing a newsletter (a draft, a cancelled send, or one scheduled and not yet gone): subject,
 * preview text, the body in the editor, the upcoming events or not; then Save, Preview, Send
 * me a test, Send. Each of the last three saves first when something changed.
 */
export function NewsletterComposer({ newsletter, onSaved, onMessage }: ComposerProps) {
  const [initialBody] = useState<BodyJson | null>(() => normalizeBody(newsletter?.body))
  const body = useRef<BodyJson | null>(initialBody)
  const [bodyChanged, setBodyChanged] = useState(false)
  const [busy, setBusy] = useState<null | 'save' | 'preview' | 'test' | 'send' | 'cancel'>(null)
  const [previewing, setPreviewing] = useState(false)
  const [sending, setSending] = useState<NewsletterJson | null>(null)
  const [asking, setAsking] = useState(false)
  const previewHeading = useRef<HTMLHeadingElement>(null)
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<Values>({
    resolver: contractResolver<Values>(newsletterBody),
    defaultValues: {
      subject: newsletter?.subject ?? '',
      preview_text: newsletter?.preview_text ?? '',
      include_events: newsletter?.include_events ?? false,
    },
  })
  const changed = isDirty || bodyChanged
  const [subject, previewText] = useWatch({ control, name: ['subject', 'preview_text'] })
  const subjectLength = subject.length
  const previewLength = previewText.length

  const onBodyChange = useCallback((next: BodyJson) => {
    body.current = next
    setBodyChanged(true)
  }, [])

  const onUnreadable = useCallback(
    () =>
      onMessage({
        tone: 'error',
        text: 'This newsletter’s text has parts this editor cannot show; it starts empty here. Edit it in the CMS (/cms) instead, or write it again.',
      }),
    [onMessage],
  )

  /** Sends what is on the page (POST the first time, PUT after); the server's answer. */
  const write = async (values: Values): Promise<NewsletterJson> => {
    const payload: NewsletterBody = {
      subject: values.subject.trim(),
      preview_text: values.preview_text.trim(),
      body: isEmptyBody(body.current) ? null : body.current,
      include_events: values.include_events,
    }
    const saved = newsletter
      ? await apiFetch<NewsletterJson>(`/newsletters/${newsletter.id}`, {
          method: 'PUT',
          body: payload,
        })
      : await apiFetch<NewsletterJson>('/newsletters', { method: 'POST', body: payload })
    reset(values)
    setBodyChanged(false)
    await onSaved(saved)
    return saved
  }

  /**
   * The newsletter as saved, saving first when the page holds changes (or it is new); null
   * when the fields are not valid (their errors show) or the save failed (the alert says why).
   */
  const saved = async (): Promise<NewsletterJson | null> => {
    let result: NewsletterJson | null = null
    // An invalid field gets the focus and shows its error (react-hook-form's own behaviour).
    await handleSubmit(async (values) => {
      result = newsletter && !changed ? newsletter : await write(values)
    })()
    return result
  }

  /** Runs one of the page's actions, with its failure shown in the alert. */
  const act = async (
    kind: NonNullable<typeof busy>,
    action: () => Promise<void>,
    failure: string,
  ) => {
    onMessage(null)
    setBusy(kind)
    try {
      await action()
    } catch (error) {
      onMessage({ tone: 'error', text: errorDetail(error) ?? failure })
    } finally {
      setBusy(null)
    }
  }

  const save = () =>
    act(
      'save',
      async () => {
        if (await saved()) onMessage({ tone: 'success', text: 'Newsletter saved' })
      },
      'Failed to save the newsletter',
    )

  const preview = () =>
    act(
      'preview',
      async () => {
        if (!(await saved())) return
        setPreviewing(true)
        // After the panel has rendered: its heading takes the focus, so the reader is there.
        requestAnimationFrame(() => previewHeading.current?.focus())
      },
      'Failed to save the newsletter',
    )

  const sendTest = () =>
    act(
      'test',
      async () => {
        const current = await saved()
        if (!current) return
        const answer = await apiFetch<{ success: true; to: string }>(
          `/newsletters/${current.id}/test`,
          { method: 'POST' },
        )
        onMessage({ tone: 'success', text: `Test sent to ${answer.to}` })
      },
      'Failed to send the test',
    )

  const openSend = () =>
    act(
      'send',
      async () => {
        const current = await saved()
        if (current) setSending(current)
      },
      'Failed to save the newsletter',
    )

  const cancelSend = async () => {
    if (!newsletter) return
    await act(
      'cancel',
      async () => {
        const answer = await apiFetch<NewsletterJson>(`/newsletters/${newsletter.id}/cancel`, {
          method: 'POST',
        })
        await onSaved(answer)
        onMessage({
          tone: 'success',
          text: 'Sending cancelled. The newsletter was not sent; you can change it and send it again.',
        })
      },
      'Failed to cancel sending',
    )
    setAsking(false)
  }

  const subjectError = errors.subject?.message
  const previewError = errors.preview_text?.message
  const subjectHint = `${subjectLength}/${LIMITS.newsletter.subject} characters`
  const previewHint = `Shown by mail programs beside the subject. ${previewLength}/${LIMITS.newsletter.preview_text} characters`
  const scheduled = newsletter?.status === 'scheduled'

  return (
    <Layout>
      {scheduled && (
        <Scheduled aria-label="Scheduled send">
          <p>
            Scheduled for{' '}
            <time dateTime={newsletter.send_at ?? undefined}>
              {formatDallasLong(newsletter.send_at)}
            </time>{' '}
            (Dallas time)
          </p>
          <Button $variant="danger" onClick={() => setAsking(true)} disabled={busy !== null}>
            Cancel sending
          </Button>
        </Scheduled>
      )}
      <FormPanel>
        <form
          noValidate
          aria-label="Newsletter"
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <Field
            id="newsletter-subject"
            label="Subject"
            required
            hint={subjectHint}
            error={subjectError}
          >
            <Input
              id="newsletter-subject"
              type="text"
              autoComplete="off"
              maxLength={LIMITS.newsletter.subject}
              aria-required
              aria-invalid={Boolean(subjectError)}
              aria-describedby={describedBy('newsletter-subject', subjectHint, subjectError)}
              {...register('subject')}
            />
          </Field>
          <Field
            id="newsletter-preview-text"
            label="Preview text"
            hint={previewHint}
            error={previewError}
          >
            <Input
              id="newsletter-preview-text"
              type="text"
              autoComplete="off"
              maxLength={LIMITS.newsletter.preview_text}
              aria-invalid={Boolean(previewError)}
              aria-describedby={describedBy('newsletter-preview-text', previewHint, previewError)}
              {...register('preview_text')}
            />
          </Field>
          <div>
            <BodyLabel id="newsletter-body-label">Body</BodyLabel>
            <NewsletterEditor
              labelledBy="newsletter-body-label"
              describedBy="newsletter-body-hint"
              initialBody={initialBody}
              onChange={onBodyChange}
              onUnreadable={onUnreadable}
            />
            <Hint id="newsletter-body-hint">{BODY_HINT}</Hint>
          </div>
          <Check>
            <input
              id="newsletter-include-events"
              type="checkbox"
              aria-describedby="newsletter-include-events-hint"
              {...register('include_events')}
            />
            <label htmlFor="newsletter-include-events">Add the upcoming events</label>
            <p id="newsletter-include-events-hint">{EVENTS_HINT}</p>
          </Check>
          <Actions>
            <Button type="submit" disabled={busy !== null}>
              {busy === 'save' ? 'Saving...' : 'Save'}
            </Button>
            <Button $variant="secondary" onClick={preview} disabled={busy !== null}>
              {busy === 'preview' ? 'Preparing...' : 'Preview'}
            </Button>
            <Button $variant="secondary" onClick={sendTest} disabled={busy !== null}>
              {busy === 'test' ? 'Sending the test...' : 'Send me a test'}
            </Button>
            {!scheduled && (
              <Button onClick={openSend} disabled={busy !== null}>
                Send...
              </Button>
            )}
            <Counter aria-live="polite" style={{ color: adminTheme.muted, fontSize: '0.9rem' }}>
              {changed ? 'Unsaved changes' : newsletter ? 'All changes saved' : ''}
            </Counter>
          </Actions>
        </form>
      </FormPanel>
      {previewing && newsletter && (
        <NewsletterPreview
          newsletterId={newsletter.id}
          revision={newsletter.updated_at}
          headingRef={previewHeading}
        />
      )}
      <SendDialog
        newsletter={sending}
        onClose={() => setSending(null)}
        onSent={async (answer) => {
          setSending(null)
          await onSaved(answer)
          onMessage({
            tone: 'success',
            text:
              answer.status === 'scheduled'
                ? 'The newsletter is scheduled. Until it goes out, you can still change it or cancel sending.'
                : 'Sending started',
          })
        }}
      />
      <ConfirmDialog
        open={asking}
        question="Cancel sending? The newsletter stays as it is and is not sent; you can change it and send it again."
        confirmLabel="Cancel sending"
        busyLabel="Cancelling..."
        tone="danger"
        onConfirm={cancelSend}
        onCancel={() => setAsking(false)}
      />
    </Layout>
  )
}
