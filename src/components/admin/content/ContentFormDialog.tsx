'use client'

import { useState } from 'react'
import { get, useForm, useWatch } from 'react-hook-form'
import styled from 'styled-components'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { contractResolver } from '@/lib/formResolver'

import { adminTheme } from '@/ui/admin/adminTheme'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button, DialogActions } from '@/ui/admin/Button'
import { Dialog } from '@/ui/admin/Dialog'
import { describedBy, Field, Input, TextArea } from '@/ui/admin/FormField'
import { UploadControl, useFileUpload } from '@/ui/admin/UploadControl'
import type {
  ContentEntity,
  ContentField,
  ContentItem,
  FormValue,
  FormValues,
} from './contentEntity'

const Preview = styled.img`
  display: block;
  max-height: 160px;
  width: auto;
  max-width: 100%;
  margin: -0.25rem 0 1rem;
  border-radius: 8px;
  border: 1px solid #d9dee7;
`

/** A group of fields (an event's registration), framed under its name. */
const Section = styled.fieldset`
  margin: 0.5rem 0 1rem;
  padding: 0.75rem 1rem 0.25rem;
  border: 1px solid ${adminTheme.border};
  border-radius: 8px;
  legend {
    padding: 0 0.35rem;
    font-weight: 700;
  }
`

const CheckboxField = styled.div`
  margin-bottom: 1rem;
  label {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-height: 44px;
    font-weight: 600;
    font-size: 0.92rem;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    flex-shrink: 0;
    accent-color: ${adminTheme.primary};
  }
  p {
    margin: 0 0 0 calc(20px + 0.6rem);
    color: ${adminTheme.muted};
    font-size: 0.85rem;
  }
`

const CheckboxError = styled.p`
  color: ${adminTheme.danger} !important;
  font-weight: 500;
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

  /** The fields in runs: a field without a section alone, a section's fields together. */
  const runs: { section?: string; fields: ContentField[] }[] = []
  for (const field of entity.fields) {
    const last = runs.at(-1)
    if (field.section && last?.section === field.section) last.fields.push(field)
    else runs.push({ section: field.section, fields: [field] })
  }

  const renderField = (field: ContentField) => {
    const id = `${idPrefix}-${field.name.replace(/\./g, '-')}`
    const error = (get(errors, field.name) as { message?: string } | undefined)?.message
    const controlProps = {
      id,
      'aria-invalid': Boolean(error),
      'aria-required': field.required || undefined,
      'aria-describedby': describedBy(id, field.hint, error),
      ...register(field.name),
    }
    const value = get(values, field.name) as FormValue | undefined
    if (field.kind === 'checkbox') {
      return (
        <CheckboxField key={field.name}>
          <label htmlFor={id}>
            <input type="checkbox" {...controlProps} />
            {field.label}
          </label>
          {field.hint && <p id={`${id}-hint`}>{field.hint}</p>}
          {error && <CheckboxError id={`${id}-error`}>{error}</CheckboxError>}
        </CheckboxField>
      )
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
            <Input
              type={field.kind}
              {...(field.kind === 'number' ? { inputMode: 'numeric' as const, min: 1 } : {})}
              {...controlProps}
            />
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
        {field.upload?.accept === 'image/*' && typeof value === 'string' && value && !error && (
          // A plain <img>: the address may be any host the administrator typed.
          <Preview src={value} alt={`Preview of the ${field.label.toLowerCase()}`} />
        )}
      </div>
    )
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Alert message={message} />
      {runs.map((run) =>
        run.section ? (
          <Section key={run.section}>
            <legend>{run.section}</legend>
            {run.fields.map(renderField)}
          </Section>
        ) : (
          run.fields.map(renderField)
        ),
      )}
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
