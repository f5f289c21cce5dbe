'use client'

import styled from 'styled-components'

/** Form controls shared by the contact, prayer and newsletter forms. */
export const Form = styled.form`
  display: grid;
  gap: 1.1rem;
`

export const Row = styled.div`
  display: grid;
  gap: 1.1rem;

  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`

export const Field = styled.div`
  display: grid;
  gap: 0.35rem;

  label,
  legend {
    font-weight: 600;
    color: var(--navy);
  }

  input[type='text'],
  input[type='email'],
  input[type='tel'],
  select,
  textarea {
    width: 100%;
    font: inherit;
    color: var(--ink);
    background: var(--white);
    border: 1.5px solid #b9ad98;
    border-radius: var(--radius-sm);
    padding: 0.7rem 0.85rem;
    min-height: 46px;
  }

  textarea {
    resize: vertical;
  }

  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    border-color: var(--navy);
  }

  [aria-invalid='true'] {
    border-color: var(--error) !important;
  }
`

export const Required = styled.span`
  color: var(--error);
`

export const FieldError = styled.p`
  color: var(--error);
  font-size: 0.9rem;
  font-weight: 600;
  margin: 0;
`

export const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.4rem;

  legend {
    font-weight: 600;
    color: var(--navy);
    padding: 0;
    margin-bottom: 0.3rem;
  }
`

export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.55rem;
  min-height: 44px;
  margin-right: 1.25rem;
  font-weight: 500 !important;
  color: var(--ink) !important;
  cursor: pointer;

  input {
    flex-shrink: 0;
    width: 20px;
    height: 20px;
    accent-color: var(--burgundy);
  }
`

/** Off-screen trap field for bots: no person sees it and no screen reader announces it. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

export const SubmitButton = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0.75rem 1.8rem;
  border-radius: 999px;
  border: 0;
  background: var(--burgundy);
  color: var(--white);
  font-weight: 700;
  font-size: 1rem;
  cursor: pointer;

  &:hover {
    background: var(--burgundy-dark);
  }

  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`
