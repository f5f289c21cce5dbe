'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'
import styled from 'styled-components'

import { ROLES } from '@/lib/contract/roles'

import { adminTheme } from '@/ui/admin/adminTheme'

const Group = styled.fieldset`
  border: none;
  margin: 0 0 1rem;
  padding: 0;
  legend {
    font-weight: 600;
    font-size: 0.92rem;
    margin-bottom: 0.35rem;
  }
`

const Choice = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 0.6rem;
  align-items: start;
  padding: 0.45rem 0;
  input {
    width: 20px;
    height: 20px;
    margin: 0.15rem 0 0;
    accent-color: ${adminTheme.primary};
  }
  label {
    font-weight: 600;
    cursor: pointer;
  }
`

const Description = styled.p`
  grid-column: 2;
  margin: 0;
  color: ${adminTheme.muted};
  font-size: 0.85rem;
`

const Required = styled.span`
  color: ${adminTheme.danger};
`

const ErrorText = styled.p`
  margin: 0.2rem 0 0;
  color: ${adminTheme.danger};
  font-size: 0.85rem;
  font-weight: 500;
`

/**
 * The roles a person holds, one checkbox each, with what each role may do. `field` is
 * react-hook-form's registration of `roles`: the checked values make the list.
 */
export function RoleCheckboxes({
  idPrefix,
  field,
  error,
}: {
  idPrefix: string
  field: UseFormRegisterReturn
  error?: string
}) {
  const errorId = `${idPrefix}-roles-error`
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <legend>
        Roles<Required aria-hidden="true"> *</Required>
      </legend>
      {ROLES.map((role) => {
        const id = `${idPrefix}-role-${role.value}`
        return (
          <Choice key={role.value}>
            <input
              id={id}
              type="checkbox"
              value={role.value}
              aria-describedby={`${id}-description`}
              {...field}
            />
            <label htmlFor={id}>{role.label}</label>
            <Description id={`${id}-description`}>{role.description}</Description>
          </Choice>
        )
      })}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Group>
  )
}
