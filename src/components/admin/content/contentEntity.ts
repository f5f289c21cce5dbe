import type React from 'react'
import type { $ZodType } from 'zod/v4/core'

export type FormValues = Record<string, string>
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
  name: string
  label: string
  kind: 'text' | 'textarea' | 'date' | 'email' | 'tel' | 'url'
  required?: boolean
  hint?: string
  upload?: ContentUpload
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
