'use client'

import { useForm } from 'react-hook-form'

import { HREF_MESSAGE, isSafeHref } from '@/lib/contract/links'

import { Button, DialogActions } from '@/ui/admin/Button'
import { Dialog } from '@/ui/admin/Dialog'
import { describedBy, Field, Input } from '@/ui/admin/FormField'

/** Null while closed; the button's words and link when editing one. */
export type ButtonTarget = { label: string; url: string; editing: boolean } | null

type Values = { label: string; url: string }

/** The newsletter editor's `button` block: collections/richText.ts gives its limits. */
const LABEL_MAX = 80
const URL_MAX = 1000
const URL_HINT = 'Where it leads: https://..., a /page of this site, or a mailto: or tel: link.'

/** A link drawn as a button in the email: its words and where it leads. */
export function ButtonDialog({
  target,
  onClose,
  onSave,
}: {
  target: ButtonTarget
  onClose: () => void
  onSave: (label: string, url: string) => void
}) {
  return (
    <Dialog
      open={target !== null}
      title={target?.editing ? 'Edit button' : 'Add a button'}
      onClose={onClose}
    >
      {target && <ButtonForm target={target} onClose={onClose} onSave={onSave} />}
    </Dialog>
  )
}

function ButtonForm({
  target,
  onClose,
  onSave,
}: {
  target: NonNullable<ButtonTarget>
  onClose: () => void
  onSave: (label: string, url: string) => void
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { label: target.label, url: target.url } })
  const labelError = errors.label?.message
  const urlError = errors.url?.message

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The dialog sits in a portal: its submit must not reach the newsletter's form.
        event.stopPropagation()
        void handleSubmit(({ label, url }) => onSave(label.trim(), url.trim()))(event)
      }}
    >
      <Field id="button-label" label="Button text" required error={labelError}>
        <Input
          id="button-label"
          type="text"
          autoComplete="off"
          maxLength={LABEL_MAX}
          aria-required
          aria-invalid={Boolean(labelError)}
          aria-describedby={describedBy('button-label', undefined, labelError)}
          {...register('label', {
            validate: (value) => value.trim() !== '' || 'Write the words of the button',
          })}
        />
      </Field>
      <Field id="button-url" label="Button link" required hint={URL_HINT} error={urlError}>
        <Input
          id="button-url"
          type="text"
          inputMode="url"
          autoComplete="off"
          maxLength={URL_MAX}
          aria-required
          aria-invalid={Boolean(urlError)}
          aria-describedby={describedBy('button-url', URL_HINT, urlError)}
          {...register('url', { validate: (value) => isSafeHref(value.trim()) || HREF_MESSAGE })}
        />
      </Field>
      <DialogActions>
        <Button type="submit">{target.editing ? 'Save button' : 'Add button'}</Button>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </form>
  )
}
