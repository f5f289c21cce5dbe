'use client'

import { useRef, useState } from 'react'
import styled from 'styled-components'
import useSWR from 'swr'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { ROLES } from '@/lib/contract/roles'
import type { PersonJson } from '@/lib/contract/types'
import { labelOf } from '@/lib/contract/values'
import { formatShortDateTime } from '@/lib/format'

import { AdminPage } from '@/ui/admin/AdminPage'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { useAuth } from '../AuthProvider'
import { Button } from '@/ui/admin/Button'
import { Card, CardActions, CardBody, CardGrid, CardMeta } from '@/ui/admin/CardGrid'
import { ConfirmDialog } from '@/ui/admin/ConfirmDialog'
import { Spinner } from '@/ui/admin/Spinner'
import { StatusBadge } from '@/ui/admin/StatusBadge'
import { useFocusAfterRemoval } from '@/ui/admin/useFocusAfterRemoval'
import { PersonFormDialog, type PersonFormTarget } from './PersonFormDialog'

const Badges = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`

type Question = {
  person: PersonJson
  action: 'deactivate' | 'reactivate' | 'remove'
}

/** What each question asks, and how its button reads. */
const QUESTIONS = {
  deactivate: {
    question: (p: PersonJson) =>
      `Deactivate ${p.full_name} (${p.username})? They are signed out at once and cannot sign in until reactivated.`,
    confirmLabel: 'Deactivate',
    busyLabel: 'Deactivating...',
    tone: 'danger',
    done: (p: PersonJson) => `${p.full_name} was deactivated and signed out.`,
  },
  reactivate: {
    question: (p: PersonJson) =>
      `Reactivate ${p.full_name} (${p.username})? They can sign in again.`,
    confirmLabel: 'Reactivate',
    busyLabel: 'Reactivating...',
    tone: 'primary',
    done: (p: PersonJson) => `${p.full_name} was reactivated.`,
  },
  remove: {
    question: (p: PersonJson) =>
      `Remove ${p.full_name} (${p.username})? Their account is deleted; the audit log keeps what they did.`,
    confirmLabel: 'Remove',
    busyLabel: 'Removing...',
    tone: 'danger',
    done: (p: PersonJson) => `${p.full_name} was removed.`,
  },
} as const

/**
 * People (administrators only): who may sign in to the admin and with which roles. Add someone
 * (with a password, or invited by email), change their name, email and roles, deactivate or
 * reactivate them, remove them. The server's refusals (the last administrator, a taken
 * username) are shown as it words them.
 */
export function PeopleScreen() {
  const { user } = useAuth()
  const { data: people, error, isLoading, mutate } = useSWR<PersonJson[]>('/admin/users')
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const [formTarget, setFormTarget] = useState<PersonFormTarget>(null)
  const [question, setQuestion] = useState<Question | null>(null)
  const list = useRef<HTMLUListElement>(null)
  const messageBox = useRef<HTMLDivElement>(null)
  const focusAfterRemoval = useFocusAfterRemoval(people, { list, message: messageBox })

  const openForm = (person: PersonJson | null) => {
    setMessage(null)
    setFormTarget({ person })
  }

  const onSaved = async (text: string) => {
    setFormTarget(null)
    setMessage({ tone: 'success', text })
    await mutate()
  }

  const answer = async () => {
    if (!question) return
    const { person, action } = question
    setMessage(null)
    try {
      if (action === 'remove') {
        await apiFetch(`/admin/users/${person.id}`, { method: 'DELETE' })
        focusAfterRemoval(person.id)
      } else {
        await apiFetch(`/admin/users/${person.id}`, {
          method: 'PUT',
          body: { active: action === 'reactivate' },
        })
      }
      setMessage({ tone: 'success', text: QUESTIONS[action].done(person) })
    } catch (failure) {
      setMessage({
        tone: 'error',
        text: errorDetail(failure) ?? `Failed to ${action} ${person.full_name}`,
      })
    } finally {
      setQuestion(null)
      await mutate()
    }
  }

  const asked = question ? QUESTIONS[question.action] : null

  return (
    <AdminPage
      title="People"
      description="Who may sign in to the admin, and what each person may see and change."
      actions={<Button onClick={() => openForm(null)}>+ Add Person</Button>}
    >
      <Alert ref={messageBox} message={message} />
      {error ? (
        <Alert message={{ tone: 'error', text: errorDetail(error) ?? 'Failed to load people' }} />
      ) : isLoading || !people ? (
        <Spinner />
      ) : (
        <CardGrid ref={list}>
          {people.map((person) => {
            const isYou = person.id === user?.id
            return (
              <Card key={person.id}>
                <CardBody>
                  <h2>
                    {person.full_name}
                    {isYou && ' (you)'}
                  </h2>
                  <CardMeta>
                    Username: {person.username}
                    <br />
                    {person.email ?? 'No email address'}
                  </CardMeta>
                  <Badges aria-label="Roles">
                    {person.roles.map((role) => (
                      <li key={role}>
                        <StatusBadge tone="blue">{labelOf(ROLES, role)}</StatusBadge>
                      </li>
                    ))}
                  </Badges>
                  <div>
                    {person.active ? (
                      <StatusBadge tone="green">Active</StatusBadge>
                    ) : (
                      <StatusBadge tone="gray">Deactivated</StatusBadge>
                    )}
                  </div>
                  <CardMeta>
                    Last sign-in:{' '}
                    {person.last_login_at ? (
                      <time dateTime={person.last_login_at}>
                        {formatShortDateTime(person.last_login_at)}
                      </time>
                    ) : (
                      'never'
                    )}
                  </CardMeta>
                </CardBody>
                <CardActions>
                  <Button
                    $variant="secondary"
                    $small
                    aria-label={`Edit ${person.full_name}`}
                    onClick={() => openForm(person)}
                  >
                    Edit
                  </Button>
                  {!isYou && (
                    <>
                      <Button
                        $variant={person.active ? 'danger' : 'secondary'}
                        $small
                        aria-label={`${person.active ? 'Deactivate' : 'Reactivate'} ${person.full_name}`}
                        onClick={() => {
                          setMessage(null)
                          setQuestion({
                            person,
                            action: person.active ? 'deactivate' : 'reactivate',
                          })
                        }}
                      >
                        {person.active ? 'Deactivate' : 'Reactivate'}
                      </Button>
                      <Button
                        $variant="danger"
                        $small
                        aria-label={`Remove ${person.full_name}`}
                        onClick={() => {
                          setMessage(null)
                          setQuestion({ person, action: 'remove' })
                        }}
                      >
                        Remove
                      </Button>
                    </>
                  )}
                </CardActions>
              </Card>
            )
          })}
        </CardGrid>
      )}
      <PersonFormDialog target={formTarget} onClose={() => setFormTarget(null)} onSaved={onSaved} />
      <ConfirmDialog
        open={question !== null}
        question={question && asked ? asked.question(question.person) : ''}
        confirmLabel={asked?.confirmLabel}
        busyLabel={asked?.busyLabel}
        tone={asked?.tone}
        onConfirm={answer}
        onCancel={() => setQuestion(null)}
      />
    </AdminPage>
  )
}
