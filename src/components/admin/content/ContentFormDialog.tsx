'use client'

import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import styled from 'styled-components'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { contractResolver } from '@/lib/formResolver'

import { Alert, type AlertMessage } from '../Alert'
import { Button, DialogActions } from '../Button'
import { Dialog } from '../Dialog'
import { describedBy, Field, Input, TextArea } from '../FormField'
import { UploadControl, useFileUpload } from '../UploadControl'
import type { ContentEntity, ContentItem, FormValues } from './contentEntity'

const Preview = styled.img`
  display: block;
  max-height: 160px;
  width: auto;
  max-width: 100%;
  margin: -0.25rem 0 1rem;
  border-radius: 8px;
  border: 1px solid #d9dee7;
`

type ContentFormDialogProps<T extends ContentItem> = {
  entity: ContentEntity<T>
  /** Null while closed; `{ item: null }` adds, `{ item }` edits. */
  target: { item: T | null } | null
  onClose: () => void
  onSaved: (message: string) => Promise<void>
}

export function ContentFormDialog<T extends ContentItem>({
  entity,
  target,
  onClose,
  onSaved,
}: ContentFormDialogProps<T>) {
  return (
    <Dialog
      open={target !== null}
      title={target?.item ? entity.dialogTitles.edit : entity.dialogTitles.add}
      onClose={onClose}
      wide
    >
      {target && (
        <ContentForm entity={entity} item={target.item} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  )
}

function ContentForm<T extends ContentItem>({
  entity,
  item,
  onClose,
  onSaved,
}: {
  entity: ContentEntity<T>
  item: T | null
  onClose: () => void
  onSaved: (message: string) => Promise<void>
}) {
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const upload = useFileUpload()
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormValues>({
    resolver: contractResolver<FormValues>(entity.schema),
    defaultValues: entity.toFormValues(item),
  })
  const values = useWatch({ control })
  const idPrefix = `${entity.path.slice(1)}-form`

  const onSubmit = async (values: FormValues) => {
    setMessage(null)
    try {
      await apiFetch(item ? `${entity.path}/${item.id}` : entity.path, {
        method: item ? 'PUT' : 'POST',
        body: entity.toBody(values),
      })
      await onSaved(item ? entity.messages.updated : entity.messages.added)
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? entity.messages.saveFailed })
    }
  }

  const submitLabel = upload.uploading
    ? 'Uploading...'
    : isSubmitting
      ? 'Saving...'
      : item
        ? 'Save Changes'
        : entity.addLabel

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Alert message={message} />
      {entity.fields.map((field) => {
        const id = `${idPrefix}-${field.name}`
        const error = errors[field.name]?.message
        const controlProps = {
          id,
          'aria-invalid': Boolean(error),
          'aria-required': field.required || undefined,
          'aria-describedby': describedBy(id, field.hint, error),
          ...register(field.name),
        }
        return (
          <div key={field.name}>
            <Field
              id={id}
              label={field.label}
              required={field.required}
              hint={field.hint}
              error={error}
            >
              {field.kind === 'textarea' ? (
                <TextArea rows={4} {...controlProps} />
              ) : (
                <Input type={field.kind} {...controlProps} />
              )}
            </Field>
            {field.upload && (
              <UploadControl
                upload={upload}
                accept={field.upload.accept}
                buttonLabel={field.upload.buttonLabel}
                note={field.upload.note}
                checkFile={field.upload.checkFile}
                successText={field.upload.successText}
                failureText={field.upload.failureText}
                onUploaded={(url) => setValue(field.name, url, { shouldValidate: true })}
                onMessage={setMessage}
              />
            )}
            {field.upload?.accept === 'image/*' && values[field.name] && !error && (
              // A plain <img>: the address may be any host the administrator typed.
              <Preview
                src={values[field.name]}
                alt={`Preview of the ${field.label.toLowerCase()}`}
              />
            )}
          </div>
        )
      })}
      <DialogActions>
        <Button type="submit" disabled={isSubmitting || upload.uploading}>
          {submitLabel}
        </Button>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </form>
  )
}
