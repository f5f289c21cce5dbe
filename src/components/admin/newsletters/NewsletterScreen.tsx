'use client'

import type React from 'react'
import { useCallback, useRef, useState } from 'react'
import styled from 'styled-components'
import useSWR, { useSWRConfig } from 'swr'

import { ApiError, errorDetail } from '@/lib/admin/apiClient'
import type { NewsletterJson } from '@/lib/contract/types'
import { labelOf, NEWSLETTER_STATUSES } from '@/lib/contract/values'

import { AdminPage } from '@/ui/admin/AdminPage'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { ButtonLink } from '@/ui/admin/Button'
import { EmptyState } from '@/ui/admin/CardGrid'
import { Spinner } from '@/ui/admin/Spinner'
import { StatusBadge } from '@/ui/admin/StatusBadge'
import { NewsletterComposer } from './NewsletterComposer'
import { isFinal, STATUS_TONES } from './newsletterJson'
import { NewsletterPreview } from './NewsletterPreview'
import { SendProgress, SentSummary } from './SendProgress'

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: -0.75rem 0 1.25rem;
`

const Report = styled.div`
  max-width: 1100px;
`

/** While a send is scheduled or under way, the newsletter is asked for again every 2 seconds. */
const POLL_MS = 2000
const polled = (newsletter: NewsletterJson) =>
  newsletter.status === 'sending' || newsletter.status === 'scheduled' ? POLL_MS : 0

/**
 * One newsletter (`/admin/newsletters/<id>`, or `/new` for one not saved yet): written and
 * sent while it is a draft (or scheduled, or cancelled); once it goes out, read-only, with
 * its progress, then what was sent and its page in the archive.
 */
export function NewsletterScreen({ id }: { id: string }) {
  const [savedId, setSavedId] = useState<string | null>(id === 'new' ? null : id)
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const previousStatus = useRef<NewsletterJson['status'] | null>(null)
  const { mutate: mutateKey } = useSWRConfig()
  const key = savedId ? `/newsletters/${savedId}` : null
  // A number, not a function of the data: SWR sets its timer again only when this changes.
  const [pollMs, setPollMs] = useState(0)
  const { data, error, isLoading } = useSWR<NewsletterJson>(key, {
    refreshInterval: pollMs,
    onSuccess: (next) => {
      setPollMs(polled(next))
      // The end of a send watched here is said once, politely.
      if (previousStatus.current === 'sending' && next.status === 'sent') {
        setMessage({ tone: 'success', text: 'The newsletter was sent.' })
      }
      previousStatus.current = next.status
    },
  })

  const onSaved = useCallback(
    async (saved: NewsletterJson) => {
      previousStatus.current = saved.status
      setPollMs(polled(saved))
      await mutateKey(`/newsletters/${saved.id}`, saved, { revalidate: false })
      if (!savedId) {
        // The page keeps its state (the editor, the message); only its address becomes the
        // newsletter's own.
        window.history.replaceState(null, '', `/admin/newsletters/${saved.id}`)
        setSavedId(String(saved.id))
      }
    },
    [savedId, mutateKey],
  )

  const newsletter = savedId ? data : null
  const title = savedId ? (data?.subject ?? 'Newsletter') : 'New newsletter'

  let content: React.ReactNode
  if (error instanceof ApiError && error.status === 404) {
    content = (
      <EmptyState>
        <h2>Newsletter not found</h2>
        <p>It may have been deleted.</p>
        <ButtonLink href="/admin/newsletters">Back to Newsletters</ButtonLink>
      </EmptyState>
    )
  } else if (error) {
    content = (
      <Alert
        message={{ tone: 'error', text: errorDetail(error) ?? 'Failed to load the newsletter' }}
      />
    )
  } else if (savedId && (isLoading || !data)) {
    content = <Spinner />
  } else if (newsletter && isFinal(newsletter.status)) {
    content = (
      <Report>
        {newsletter.status === 'sending' ? (
          <SendProgress newsletter={newsletter} />
        ) : (
          <SentSummary
            newsletter={newsletter}
            onChanged={async (next, note) => {
              setMessage(note)
              await mutateKey(`/newsletters/${next.id}`, next, { revalidate: false })
            }}
          />
        )}
        <NewsletterPreview newsletterId={newsletter.id} revision={newsletter.updated_at} />
      </Report>
    )
  } else {
    content = (
      <NewsletterComposer
        newsletter={newsletter ?? null}
        onSaved={onSaved}
        onMessage={setMessage}
      />
    )
  }

  return (
    <AdminPage
      title={title}
      description={
        newsletter && isFinal(newsletter.status)
          ? 'A newsletter that is going out, or has gone out, keeps its words: what subscribers get and what the archive shows stay the same.'
          : 'Write the newsletter, look at it as subscribers will, send yourself a test, then send it to every active subscriber.'
      }
      actions={
        <ButtonLink href="/admin/newsletters" $variant="secondary">
          All newsletters
        </ButtonLink>
      }
    >
      {newsletter && (
        <Status>
          <StatusBadge tone={STATUS_TONES[newsletter.status]}>
            {labelOf(NEWSLETTER_STATUSES, newsletter.status)}
          </StatusBadge>
        </Status>
      )}
      <Alert message={message} />
      {content}
    </AdminPage>
  )
}
