'use client'

import { useForm } from 'react-hook-form'

import { HREF_MESSAGE, isSafeHref } from '@/lib/contract/links'

import { Button, DialogActions } from '@/ui/admin/Button'
import { Dialog } from '@/ui/admin/Dialog'
import { describedBy, Field, Input } from '@/ui/admin/FormField'

/** Null while closed; the link's address when editing one, and whether to ask for its words. */
export type LinkTarget = { url: string; askText: boolean; editing: boolean } | null

type Values = { url: string; text: string }

const URL_HINT = 'A web address (https://...), a /page of this site, or a mailto: or tel: link.'
const TEXT_HINT = 'Empty: the address itself is shown.'

/** The address of a link in the newsletter (and its words, when no text was selected). */
export function LinkDialog({
  target,
  onClose,
  onSave,
  onRemove,
}: {
  target: LinkTarget
  onClose: () => void
  onSave: (url: string, text: string) => void
  onRemove: () => void
}) {
  return (
    <Dialog
      open={target !== null}
      title={target?.editing ? 'Edit link' : 'Add a link'}
      onClose={onClose}
    >
      {target && <LinkForm target={target} onClose={onClose} onSave={onSave} onRemove={onRemove} />}
    </Dialog>
  )
}

function LinkForm({
  target,
  onClose,
  onSave,
  onRemove,
}: {
  target: NonNullable<LinkTarget>
  onClose: () => void
  onSave: (url: string, text: string) => void
  onRemove: () => void
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { url: target.url, text: '' } })
  const error = errors.url?.message

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The dialog sits in a portal: its submit must not reach the newsletter's form.
        event.stopPropagation()
        void handleSubmit(({ url, text }) => onSave(url.trim(), text.trim()))(event)
      }}
    >
      <Field id="link-url" label="Link address" required hint={URL_HINT} error={error}>
        <Input
          id="link-url"
          type="text"
          inputMode="url"
          autoComplete="off"
          maxLength={1000}
          aria-required
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy('link-url', URL_HINT, error)}
          {...register('url', {
            validate: (value) => isSafeHref(value.trim()) || HREF_MESSAGE,
          })}
        />
      </Field>
      {target.askText && (
        <Field id="link-text" label="Link text" hint={TEXT_HINT}>
          <Input
            id="link-text"
            type="text"
            autoComplete="off"
            maxLength={200}
            aria-describedby="link-text-hint"
            {...register('text')}
          />
        </Field>
      )}
      <DialogActions>
        <Button type="submit">{target.editing ? 'Save link' : 'Add link'}</Button>
        {target.editing && (
          <Button $variant="danger" onClick={onRemove}>
            Remove link
          </Button>
        )}
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </form>
  )
}
