'use client'

import type React from 'react'
import styled, { css } from 'styled-components'

import { adminTheme } from './adminTheme'

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
`

const Label = styled.label`
  font-weight: 600;
  font-size: 0.92rem;
`

const Required = styled.span`
  color: ${adminTheme.danger};
`

const Hint = styled.p`
  margin: 0;
  color: ${adminTheme.muted};
  font-size: 0.85rem;
`

const ErrorText = styled.p`
  margin: 0;
  color: ${adminTheme.danger};
  font-size: 0.85rem;
  font-weight: 500;
`

/**
 * A row of controls each under its label (a period picker, a year with its buttons), wrapping
 * on narrow screens.
 */
export const controlRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.3rem;
    font-weight: 600;
    font-size: 0.92rem;
  }
`

const control = css`
  width: 100%;
  min-height: 44px;
  padding: 0.55rem 0.7rem;
  border: 1px solid #9ca3af;
  border-radius: 8px;
  background: #fff;
  color: ${adminTheme.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${adminTheme.danger};
  }
`

export const Input = styled.input`
  ${control}
`

export const TextArea = styled.textarea`
  ${control}
  resize: vertical;
`

export const Select = styled.select`
  ${control}
`

type FieldProps = {
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  children: React.ReactNode
}

/**
 * A labelled form control with its hint and error. The control itself must use `id`,
 * `aria-describedby={describedBy(id, ...)}` and `aria-invalid` so the messages are announced.
 */
export function Field({ id, label, required, hint, error, children }: FieldProps) {
  return (
    <Wrapper>
      {/* The asterisk sits beside the label, not in it: the control's name stays exactly the
          label, and `aria-required` on the control tells assistive technology instead. */}
      <div>
        <Label htmlFor={id}>{label}</Label>
        {required && <Required aria-hidden="true"> *</Required>}
      </div>
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Wrapper>
  )
}

/** The aria-describedby value matching what Field renders for these messages. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}
