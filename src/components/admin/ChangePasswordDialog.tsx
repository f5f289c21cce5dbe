'use client'

import type React from 'react'
import { useEffect, useEffectEvent, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { contractResolver } from '@/lib/formResolver'
import {
  MIN_PASSWORD_LENGTH,
  passwordChangeBody,
  type PasswordChangeBody,
} from '@/lib/contract/schemas'

import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button, DialogActions } from '@/ui/admin/Button'
import { Dialog } from '@/ui/admin/Dialog'
import { describedBy, Field, Input } from '@/ui/admin/FormField'

/** Spec section 9: the dialog closes itself this long after a successful change. */
export const PASSWORD_DIALOG_CLOSE_MS = 2000

const FIELDS: { name: keyof PasswordChangeBody; label: string; autoComplete: string }[] = [
  { name: 'current_password', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'new_password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'Confirm New Password', autoComplete: 'new-password' },
]

type ChangePasswordDialogProps = {
  open: boolean
  onClose: () => void
  /** More of the person's own account, below the form (the banner's Profile adds sign-out). */
  children?: React.ReactNode
}

export function ChangePasswordDialog({ open, onClose, children }: ChangePasswordDialogProps) {
  return (
    <Dialog open={open} title="Change Password" onClose={onClose}>
      <ChangePasswordForm onClose={onClose} />
      {children}
    </Dialog>
  )
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeBody>({
    resolver: contractResolver<PasswordChangeBody>(passwordChangeBody),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  })

  // An effect event, so that a re-render of the owner never restarts the two-second wait.
  const closeDialog = useEffectEvent(onClose)
  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => closeDialog(), PASSWORD_DIALOG_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [done])

  const values = useWatch({ control })
  const allFilled = FIELDS.every((field) => (values[field.name]?.length ?? 0) > 0)

  const onSubmit = async (body: PasswordChangeBody) => {
    setMessage(null)
    try {
      await apiFetch('/admin/profile/password', { method: 'PUT', body })
      setMessage({ tone: 'success', text: 'Password changed successfully!' })
      setDone(true)
    } catch (error) {
      setMessage({
        tone: 'error',
        text: errorDetail(error) ?? 'Failed to change password. Please try again.',
      })
    }
  }

  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
      <Alert message={message} />
      {FIELDS.map((field) => {
        const id = `password-${field.name}`
        const error = errors[field.name]?.message
        const hint =
          field.name === 'new_password' ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined
        return (
          <Field key={field.name} id={id} label={field.label} required hint={hint} error={error}>
            <Input
              id={id}
              type="password"
              autoComplete={field.autoComplete}
              required
              minLength={field.name === 'new_password' ? MIN_PASSWORD_LENGTH : undefined}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy(id, hint, error)}
              {...register(field.name)}
            />
          </Field>
        )
      })}
      <DialogActions>
        <Button type="submit" disabled={!allFilled || isSubmitting || done}>
          {isSubmitting ? 'Changing...' : 'Change Password'}
        </Button>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </form>
  )
}
