import type { Field, TextField } from 'payload'

import { isSafeLink, LINK_MESSAGE } from '../src/lib/contract/links'
import { isCalendarDate } from '../src/lib/contract/limits'
import { portableMediaReference } from './hooks/portableMedia'

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
      return typeof value === 'string' && isCalendarDate(value)
        ? true
        : 'Use a real date, YYYY-MM-DD.'
    },
    ...overrides,
  } as TextField
}

/** Manual ordering for lists the administrators arrange themselves. */
export const sortOrder: Field = {
  name: 'sort_order',
  label: 'Sort order',
  type: 'number',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
}

export const submittedAt: Field = {
  name: 'submitted_at',
  label: 'Submitted at',
  type: 'date',
  admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
}

/** A page address (`/events/<slug>`), set by the collection's slugFromTitle hook. */
export const slugField: Field = {
  name: 'slug',
  type: 'text',
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: 'The page address, made from the first title and kept when it changes',
  },
}

/**
 * A stored link to a picture or a recording: an http(s) URL or a /media/... path, by the
 * site's one link rule (src/lib/contract/links.ts), on every write path. An address of one of
 * the site's own uploads is stored as `/media/<name>` (portableMediaReference).
 */
export function mediaLink(
  name: string,
  { maxLength, required = false, ...overrides }: Partial<TextField> & { maxLength: number },
): TextField {
  return {
    name,
    type: 'text',
    required,
    maxLength,
    admin: { description: 'Image URL or /media/... path' },
    hooks: { beforeValidate: [portableMediaReference] },
    validate: (value: unknown) => {
      if (value === null || value === undefined || value === '') {
        return required ? 'This field is required.' : true
      }
      return typeof value === 'string' && isSafeLink(value) ? true : LINK_MESSAGE
    },
    ...overrides,
  } as TextField
}
