'use client'

import type React from 'react'
import { useId, useState } from 'react'
import styled from 'styled-components'

import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@/lib/contract/audit'

import { Button } from '@/ui/admin/Button'
import { Panel } from '@/ui/admin/CardGrid'
import { controlRow, Input, Select } from '@/ui/admin/FormField'
import { adminTheme } from '@/ui/admin/adminTheme'

/** What the audit log is narrowed to: each empty string means "any". */
export type AuditFilterValues = {
  user: string
  entity: string
  action: string
  from: string
  to: string
}

export const NO_FILTERS: AuditFilterValues = { user: '', entity: '', action: '', from: '', to: '' }

const Form = styled(Panel)`
  ${controlRow}
  margin-bottom: 1.25rem;
  label {
    flex: 1 1 11rem;
  }
  @media (max-width: 480px) {
    label {
      flex: 1 1 100%;
    }
  }
`

const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
`

const Problem = styled.p`
  flex: 1 1 100%;
  margin: 0;
  color: ${adminTheme.danger};
  font-weight: 500;
`

/**
 * The audit screen's filters: a person (username), what was changed, the action and a range of
 * Dallas dates. They apply when sent (a button or Enter), so that typing a name asks nothing.
 */
export function AuditFilters({
  applied,
  usernames,
  onApply,
}: {
  applied: AuditFilterValues
  /** The people seen in the entries shown, offered as the username is typed. */
  usernames: string[]
  onApply: (filters: AuditFilterValues) => void
}) {
  const id = useId()
  const [draft, setDraft] = useState(applied)
  const backwards = Boolean(draft.from && draft.to && draft.from > draft.to)
  const set = (key: keyof AuditFilterValues) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }))

  return (
    <Form
      as="form"
      role="search"
      aria-label="Filter the audit log"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault()
        if (!backwards) onApply({ ...draft, user: draft.user.trim() })
      }}
    >
      <label htmlFor={`${id}-user`}>
        Person (username)
        <Input
          id={`${id}-user`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          list={`${id}-usernames`}
          value={draft.user}
          onChange={(event) => set('user')(event.target.value)}
        />
        <datalist id={`${id}-usernames`}>
          {usernames.map((username) => (
            <option key={username} value={username} />
          ))}
        </datalist>
      </label>
      <label htmlFor={`${id}-entity`}>
        Entity
        <Select
          id={`${id}-entity`}
          value={draft.entity}
          onChange={(event) => set('entity')(event.target.value)}
        >
          <option value="">All entities</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity.value} value={entity.value}>
              {entity.label}
            </option>
          ))}
        </Select>
      </label>
      <label htmlFor={`${id}-action`}>
        Action
        <Select
          id={`${id}-action`}
          value={draft.action}
          onChange={(event) => set('action')(event.target.value)}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action.value} value={action.value}>
              {action.label}
            </option>
          ))}
        </Select>
      </label>
      <label htmlFor={`${id}-from`}>
        From (date)
        <Input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          aria-invalid={backwards}
          aria-describedby={backwards ? `${id}-problem` : undefined}
          onChange={(event) => set('from')(event.target.value)}
        />
      </label>
      <label htmlFor={`${id}-to`}>
        To (date)
        <Input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          aria-invalid={backwards}
          aria-describedby={backwards ? `${id}-problem` : undefined}
          onChange={(event) => set('to')(event.target.value)}
        />
      </label>
      <Buttons>
        <Button type="submit" aria-disabled={backwards}>
          Apply Filters
        </Button>
        <Button
          $variant="secondary"
          onClick={() => {
            setDraft(NO_FILTERS)
            onApply(NO_FILTERS)
          }}
        >
          Clear
        </Button>
      </Buttons>
      {backwards && (
        <Problem id={`${id}-problem`} role="alert">
          The first date must come first
        </Problem>
      )}
    </Form>
  )
}
