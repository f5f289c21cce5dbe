'use client'

import { useId } from 'react'
import styled from 'styled-components'

import { Alert } from '@/ui/admin/Alert'
import { Panel } from '@/ui/admin/CardGrid'
import { controlRow, Input, Select } from '@/ui/admin/FormField'
import { type Period, type Preset, PRESETS } from './analyticsPeriod'

/** The Analytics tab's period picker: a preset, or a first and last month of its own. */

const Toolbar = styled(Panel)`
  ${controlRow}
  margin-bottom: 1.25rem;
  input,
  select {
    min-width: 10rem;
  }
  @media (max-width: 480px) {
    label {
      flex: 1 1 100%;
    }
  }
`

export function AnalyticsToolbar({
  preset,
  draft,
  onPreset,
  onMonth,
}: {
  preset: Preset
  /** The months as typed, which may not yet make a valid period. */
  draft: Period
  onPreset: (value: Preset) => void
  onMonth: (key: keyof Period, value: string) => void
}) {
  const id = useId()
  const invalid = draft.from > draft.to
  return (
    <Toolbar as="div" role="group" aria-label="Report period">
      <label htmlFor={`${id}-preset`}>
        Period
        <Select
          id={`${id}-preset`}
          value={preset}
          onChange={(event) => onPreset(event.target.value as Preset)}
        >
          {PRESETS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </Select>
      </label>
      <label htmlFor={`${id}-from`}>
        From (month)
        <Input
          id={`${id}-from`}
          type="month"
          value={draft.from}
          aria-invalid={invalid}
          onChange={(event) => onMonth('from', event.target.value)}
        />
      </label>
      <label htmlFor={`${id}-to`}>
        To (month)
        <Input
          id={`${id}-to`}
          type="month"
          value={draft.to}
          aria-invalid={invalid}
          onChange={(event) => onMonth('to', event.target.value)}
        />
      </label>
      {invalid && <Alert message={{ tone: 'error', text: 'The first month must come first' }} />}
    </Toolbar>
  )
}
