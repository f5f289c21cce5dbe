import type React from 'react'

import { Field, FieldError, Required } from './formStyles'

/** What a field's control needs to be tied to its label and its error message. */
export type ControlProps = {
  id: string
  'aria-required'?: true
  'aria-invalid': boolean
  'aria-describedby'?: string
}

type FormFieldProps = {
  id: string
  label: string
  required?: boolean
  error?: string
  children: (control: ControlProps) => React.ReactNode
}

/** A labelled form control with the required marker and its error message. */
export function FormField({ id, label, required = false, error, children }: FormFieldProps) {
  const errorId = `${id}-error`
  return (
    <Field>
      <label htmlFor={id}>
        {label}
        {required && (
          <>
            {' '}
            <Required aria-hidden="true">*</Required>
          </>
        )}
      </label>
      {children({
        id,
        'aria-required': required ? true : undefined,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  )
}
