import type { Field, TextField } from 'payload'

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A calendar date kept as `YYYY-MM-DD`: the church's day, with no time zone to drift. */
export function calendarDate(name: string, overrides: Partial<TextField> = {}): TextField {
  return {
    name,
    type: 'text',
    index: true,
    admin: { description: 'YYYY-MM-DD', placeholder: '2026-12-24' },
    validate: (value: unknown) => {
      if (value === null || value === undefined || value === '') {
        return overrides.required ? 'This field is required.' : true
      }
      if (typeof value !== 'string' || !CALENDAR_DATE.test(value)) return 'Use the form YYYY-MM-DD.'
      const parsed = new Date(`${value}T12:00:00Z`)
      return parsed.toISOString().slice(0, 10) === value ? true : 'Not a real calendar date.'
    },
    ...overrides,
  } as TextField
}

/** Manual ordering for lists the administrators arrange themselves. */
export const sortOrder: Field = {
  name: 'sort_order',
  type: 'number',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
}

export const submittedAt: Field = {
  name: 'submitted_at',
  type: 'date',
  admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
}
