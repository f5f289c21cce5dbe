'use client'

import { useState } from 'react'
import { get, useForm } from 'react-hook-form'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { LIMITS } from '@/lib/contract/limits'
import { registrationBody } from '@/lib/contract/schemas'
import type { RegistrationResultJson } from '@/lib/contract/types'
import { contractResolver } from '@/lib/formResolver'

import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button, DialogActions } from '@/ui/admin/Button'
import { Dialog } from '@/ui/admin/Dialog'
import { describedBy, Field, Input, Select, TextArea } from '@/ui/admin/FormField'
import { partyText } from './RosterList'

type Values = { name: string; email: string; phone: string; party_size: string; notes: string }

const EMPTY: Values = { name: '', email: '', phone: '', party_size: '1', notes: '' }
const { party_size } = LIMITS.registration
const SIZES = Array.from(
  { length: party_size.max - party_size.min + 1 },
  (_, i) => party_size.min + i,
)

/** What became of a registration added by hand, in the office's words. */
export function addedText(name: string, result: RegistrationResultJson): string {
  if (result.already_registered) {
    return `${name}’s email was already registered for this event; their email was sent again.`
  }
  return result.status === 'confirmed'
    ? `${name} is registered and confirmed.`
    : `${name} is on the waiting list (number ${result.position}).`
}

const FIELDS: {
  name: keyof Values
  label: string
  type?: string
  required?: boolean
  autoComplete?: string
  max: number
}[] = [
  {
    name: 'name',
    label: 'Name',
    required: true,
    autoComplete: 'off',
    max: LIMITS.registration.name,
  },
  { name: 'email', label: 'Email', type: 'email', required: true, max: LIMITS.registration.email },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', max: LIMITS.registration.phone },
]

/**
 * Adding someone by hand (a phone call, a note at the welcome desk): the same form as the
 * event page's, sent with the office's session. It may be added after registration has closed,
 * and one that does not fit joins the waiting list even if the event keeps none.
 */
export function AddRegistrationDialog({
  eventId,
  open,
  onClose,
  onAdded,
}: {
  eventId: string | number
  open: boolean
  onClose: () => void
  onAdded: (message: string) => Promise<void>
}) {
  return (
    <Dialog open={open} title="Add a registration" onClose={onClose}>
      {open && <AddForm eventId={eventId} onClose={onClose} onAdded={onAdded} />}
    </Dialog>
  )
}

function AddForm({
  eventId,
  onClose,
  onAdded,
}: {
  eventId: string | number
  onClose: () => void
  onAdded: (message: string) => Promise<void>
}) {
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: contractResolver<Values>(registrationBody),
    defaultValues: EMPTY,
  })

  const onSubmit = async (values: Values) => {
    setMessage(null)
    try {
      const result = await apiFetch<RegistrationResultJson>(`/events/${eventId}/registrations`, {
        method: 'POST',
        body: { ...values, phone: values.phone || undefined, notes: values.notes || undefined },
      })
      await onAdded(addedText(values.name.trim(), result))
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to add the registration' })
    }
  }

  const control = (name: keyof Values, hint?: string) => {
    const id = `add-registration-${name}`
    const error = (get(errors, name) as { message?: string } | undefined)?.message
    return {
      id,
      error,
      props: {
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(id, hint, error),
        ...register(name),
      },
    }
  }

  const party = control('party_size')
  const notes = control('notes')
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Alert message={message} />
      {FIELDS.map((field) => {
        const { id, error, props } = control(field.name)
        return (
          <Field
            key={field.name}
            id={id}
            label={field.label}
            required={field.required}
            error={error}
          >
            <Input
              type={field.type ?? 'text'}
              maxLength={field.max}
              autoComplete={field.autoComplete}
              aria-required={field.required || undefined}
              {...props}
            />
          </Field>
        )
      })}
      <Field id={party.id} label="Party size" required error={party.error}>
        <Select aria-required {...party.props}>
          {SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {partyText(size)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={notes.id} label="Notes (optional)" error={notes.error}>
        <TextArea rows={3} maxLength={LIMITS.registration.notes} {...notes.props} />
      </Field>
      <DialogActions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Adding...' : 'Add registration'}
        </Button>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </form>
  )
}
