import type React from 'react'
import type { $ZodType } from 'zod/v4/core'

/** A form's values: text as typed, ticks as booleans, a group's values under its name. */
export type FormValue = string | boolean
export type FormValues = Record<string, FormValue | Record<string, FormValue>>
export type ContentItem = { id: string | number }

export type ContentUpload = {
  accept: 'image/*' | 'audio/*'
  buttonLabel: string
  note?: string
  checkFile: (file: File) => string | null
  successText: string
  failureText: string
}

export type ContentField = {
  /** The body key; `group.key` for a key of a group (an event's `registration.capacity`). */
  name: string
  label: string
  kind:
    | 'text'
    | 'textarea'
    | 'date'
    | 'email'
    | 'tel'
    | 'url'
    | 'number'
    | 'datetime-local'
    | 'checkbox'
  required?: boolean
  hint?: string
  upload?: ContentUpload
  /** Consecutive fields of one section are shown together under its name. */
  section?: string
}

/**
 * Everything that differs between the staff, events, ministries and sermons screens. The screen
 * itself (card grid, form dialog, delete confirmation) is written once in ContentScreen.
 */
export type ContentEntity<T extends ContentItem> = {
  /** Path below /api for the list, POST, and `{path}/{id}` for PUT and DELETE. */
  path: string
  title: string
  description: string
  addLabel: string
  dialogTitles: { add: string; edit: string }
  messages: {
    loadFailed: string
    added: string
    updated: string
    deleted: string
    saveFailed: string
    deleteFailed: string
    confirmDelete: string
  }
  empty: { title: string; text: string }
  /** The contract's request schema; the form validates its text values with it. */
  schema: $ZodType
  fields: ContentField[]
  toFormValues: (item: T | null) => FormValues
  toBody: (values: FormValues) => Record<string, unknown>
  itemName: (item: T) => string
  CardContent: (props: { item: T }) => React.ReactNode
}
