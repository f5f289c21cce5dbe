'use client'

import { useRef, useState } from 'react'
import styled from 'styled-components'
import useSWR from 'swr'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import type { NewsletterJson } from '@/lib/contract/types'
import { labelOf, NEWSLETTER_STATUSES } from '@/lib/contract/values'
import { formatShortDateTime } from '@/lib/format'

import { AdminPage } from '@/ui/admin/AdminPage'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button, ButtonLink, ButtonRow } from '@/ui/admin/Button'
import { Card, CardActions, CardBody, CardGrid, CardMeta, EmptyState } from '@/ui/admin/CardGrid'
import { ConfirmDialog } from '@/ui/admin/ConfirmDialog'
import { Spinner } from '@/ui/admin/Spinner'
import { StatusBadge } from '@/ui/admin/StatusBadge'
import { useFocusAfterRemoval } from '@/ui/admin/useFocusAfterRemoval'
import { isFinal, type NewsletterPageJson, STATUS_TONES } from './newsletterJson'
import { deliveredText, progressText } from './SendProgress'

const Pager = styled(ButtonRow)`
  justify-content: center;
  margin-top: 1.5rem;
`

const Figures = styled(CardMeta)`
  font-variant-numeric: tabular-nums;
`

/** When a newsletter went, goes, or was last changed, on the church's clock. */
function WhenLine({ newsletter }: { newsletter: NewsletterJson }) {
  const { status, sent_at, send_at, updated_at } = newsletter
  const [words, at] =
    status === 'sent'
      ? ['Sent', sent_at]
      : status === 'scheduled'
        ? ['Scheduled for', send_at]
        : status === 'sending'
          ? ['Sending since', send_at ?? updated_at]
          : ['Last changed', updated_at]
  return (
    <CardMeta>
      {words} {at ? <time dateTime={at}>{formatShortDateTime(at)}</time> : 'an unknown time'}{' '}
      (Dallas time)
    </CardMeta>
  )
}

/**
 * Newsletters (office and administrators), newest first, 20 a page: each with its status,
 * when it went or goes, and its figures; write a new one, open one, delete one that has not
 * gone out (a sent one stays in the archive).
 */
export function NewslettersScreen() {
  const [page, setPage] = useState(1)
  const { data, error, isLoading, mutate } = useSWR<NewsletterPageJson>(
    `/newsletters?page=${page}`,
    { keepPreviousData: true },
  )
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const [deleting, setDeleting] = useState<NewsletterJson | null>(null)
  const list = useRef<HTMLUListElement>(null)
  const messageBox = useRef<HTMLDivElement>(null)
  const focusAfterRemoval = useFocusAfterRemoval(data?.items, { list, message: messageBox })

  const remove = async () => {
    if (!deleting) return
    const target = deleting
    setMessage(null)
    try {
      await apiFetch(`/newsletters/${target.id}`, { method: 'DELETE' })
      focusAfterRemoval(target.id)
      setMessage({ tone: 'success', text: `“${target.subject}” was deleted.` })
    } catch (failure) {
      setMessage({
        tone: 'error',
        text: errorDetail(failure) ?? 'Failed to delete the newsletter',
      })
    } finally {
      setDeleting(null)
      await mutate()
    }
  }

  const items = data?.items ?? []
  const pages = data?.pages ?? 1

  return (
    <AdminPage
      title="Newsletters"
      description="Write the newsletter, send it to the subscribers now or later, and see how each send went."
      actions={<ButtonLink href="/admin/newsletters/new">+ New newsletter</ButtonLink>}
    >
      <Alert ref={messageBox} message={message} />
      {error ? (
        <Alert
          message={{ tone: 'error', text: errorDetail(error) ?? 'Failed to load newsletters' }}
        />
      ) : isLoading || !data ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState>
          <h2>No newsletters yet</h2>
          <p>Write the first one: it goes to everyone who subscribed on the website.</p>
          <ButtonLink href="/admin/newsletters/new">+ New newsletter</ButtonLink>
        </EmptyState>
      ) : (
        <>
          <CardGrid ref={list}>
            {items.map((newsletter) => {
              const final = isFinal(newsletter.status)
              return (
                <Card key={newsletter.id}>
                  <CardBody>
                    <h2>{newsletter.subject}</h2>
                    <div>
                      <StatusBadge tone={STATUS_TONES[newsletter.status]}>
                        {labelOf(NEWSLETTER_STATUSES, newsletter.status)}
                      </StatusBadge>
                    </div>
                    <WhenLine newsletter={newsletter} />
                    {newsletter.status === 'sent' ? (
                      <Figures>{deliveredText(newsletter)}</Figures>
                    ) : (
                      newsletter.status === 'sending' &&
                      newsletter.total !== null && <Figures>{progressText(newsletter)}</Figures>
                    )}
                  </CardBody>
                  <CardActions>
                    <ButtonLink
                      href={`/admin/newsletters/${newsletter.id}`}
                      $variant="secondary"
                      $small
                    >
                      {final ? 'View' : 'Edit'}
                      <span className="visually-hidden"> “{newsletter.subject}”</span>
                    </ButtonLink>
                    {!final && (
                      <Button
                        $variant="danger"
                        $small
                        onClick={() => {
                          setMessage(null)
                          setDeleting(newsletter)
                        }}
                      >
                        Delete<span className="visually-hidden"> “{newsletter.subject}”</span>
                      </Button>
                    )}
                  </CardActions>
                </Card>
              )
            })}
          </CardGrid>
          {pages > 1 && (
            <Pager as="nav" aria-label="Pages of newsletters">
              <Button
                $variant="secondary"
                $small
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                Newer
              </Button>
              <span aria-live="polite">
                Page {data.page} of {pages}
              </span>
              <Button
                $variant="secondary"
                $small
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                Older
              </Button>
            </Pager>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        question={
          deleting
            ? `Delete “${deleting.subject}”? It is gone for good${deleting.status === 'scheduled' ? ', and it will not be sent' : ''}.`
            : ''
        }
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  )
}
