'use client'

import { useState } from 'react'
import {
  type FieldError,
  type FieldErrors,
  useForm,
  type UseFormRegisterReturn,
  useWatch,
} from 'react-hook-form'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { LIMITS } from '@/lib/contract/limits'
import {
  personCreateBody,
  type PersonCreateBody,
  personEditBody,
  type PersonEditBody,
} from '@/lib/contract/schemas'
import type { PersonJson } from '@/lib/contract/types'
import { contractResolver } from '@/lib/formResolver'

import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button, DialogActions } from '@/ui/admin/Button'
import { Dialog } from '@/ui/admin/Dialog'
import { describedBy, Field, Input } from '@/ui/admin/FormField'
import { RoleCheckboxes } from './RoleCheckboxes'

/** Null while closed; `{ person: null }` adds someone, `{ person }` edits them. */
export type PersonFormTarget = { person: PersonJson | null } | null

type PersonFormDialogProps = {
  target: PersonFormTarget
  onClose: () => void
  onSaved: (message: string) => Promise<void>
}

export function PersonFormDialog({ target, onClose, onSaved }: PersonFormDialogProps) {
  return (
    <Dialog
      open={target !== null}
      title={target?.person ? `Edit ${target.person.full_name}` : 'Add Person'}
      onClose={onClose}
      wide
    >
      {target &&
        (target.person ? (
          <EditPersonForm person={target.person} onClose={onClose} onSaved={onSaved} />
        ) : (
          <AddPersonForm onClose={onClose} onSaved={onSaved} />
        ))}
    </Dialog>
  )
}

/** One labelled text input of these forms, with its hint and error announced. */
function TextField({
  id,
  label,
  type = 'text',
  required,
  hint,
  error,
  autoComplete,
  maxLength,
  field,
}: {
  id: string
  label: string
  type?: 'text' | 'email' | 'password'
  required?: boolean
  hint?: string
  error?: { message?: string }
  autoComplete?: string
  maxLength?: number
  field: UseFormRegisterReturn
}) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error?.message}>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error?.message)}
        {...field}
      />
    </Field>
  )
}

type FormProps = { onClose: () => void; onSaved: (message: string) => Promise<void> }

function AddPersonForm({ onClose, onSaved }: FormProps) {
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PersonCreateBody>({
    resolver: contractResolver<PersonCreateBody>(personCreateBody),
    defaultValues: { username: '', full_name: '', email: '', roles: [], password: '' },
  })
  const [password, email] = useWatch({ control, name: ['password', 'email'] })

  const onSubmit = async (values: PersonCreateBody) => {
    setMessage(null)
    try {
      const person = await apiFetch<PersonJson>('/admin/users', {
        method: 'POST',
        body: { ...values, password: values.password || undefined },
      })
      await onSaved(
        values.password
          ? `${person.full_name} was added and can sign in now.`
          : `${person.full_name} was added. An invitation was emailed to ${person.email}.`,
      )
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to add the person' })
    }
  }

  const invitationNote = password
    ? 'They sign in with this password; ask them to change it from their profile.'
    : `An invitation will be emailed${email ? ` to ${email}` : ''}, with a link to choose their own password.`

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Alert message={message} />
      <TextField
        id="person-username"
        label="Username"
        required
        hint="What they sign in with: letters, digits, dots, dashes and underscores."
        autoComplete="off"
        maxLength={LIMITS.user.username}
        error={errors.username}
        field={register('username')}
      />
      <PersonFields idPrefix="person" register={register} errors={errors} />
      <TextField
        id="person-password"
        label="Password (optional)"
        type="password"
        hint={invitationNote}
        autoComplete="new-password"
        maxLength={LIMITS.user.password.max}
        error={errors.password}
        field={register('password')}
      />
      <DialogActions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Adding...' : 'Add Person'}
        </Button>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </form>
  )
}

type SharedField = 'full_name' | 'email' | 'roles'

/** The fields of both forms: full name, email and roles. */
function PersonFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string
  register: (name: SharedField) => UseFormRegisterReturn
  errors: FieldErrors<Pick<PersonEditBody, SharedField>>
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-full-name`}
        label="Full name"
        required
        autoComplete="off"
        maxLength={LIMITS.user.full_name}
        error={errors.full_name}
        field={register('full_name')}
      />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        required
        autoComplete="off"
        maxLength={LIMITS.contact.email}
        error={errors.email}
        field={register('email')}
      />
      <RoleCheckboxes
        idPrefix={idPrefix}
        field={register('roles')}
        error={(errors.roles as FieldError | undefined)?.message}
      />
    </>
  )
}

function EditPersonForm({ person, onClose, onSaved }: FormProps & { person: PersonJson }) {
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PersonEditBody>({
    resolver: contractResolver<PersonEditBody>(personEditBody),
    defaultValues: { full_name: person.full_name, email: person.email ?? '', roles: person.roles },
  })

  const onSubmit = async (values: PersonEditBody) => {
    setMessage(null)
    try {
      const saved = await apiFetch<PersonJson>(`/admin/users/${person.id}`, {
        method: 'PUT',
        body: values,
      })
      await onSaved(`${saved.full_name} was updated.`)
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to save the changes' })
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Alert message={message} />
      <p>
        Username: <strong>{person.username}</strong>
      </p>
      <PersonFields idPrefix="person-edit" register={register} errors={errors} />
      <DialogActions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </form>
  )
}
