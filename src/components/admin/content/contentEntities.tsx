'use client'

import Link from 'next/link'

import { eventBody, ministryBody, sermonBody, staffBody } from '@/lib/contract/schemas'
import type {
  EventJson as ChurchEvent,
  MinistryJson as Ministry,
  SermonJson as Sermon,
  StaffJson as StaffMember,
} from '@/lib/contract/types'
import { churchWallClock } from '@/lib/churchClock'
import { eventStart, seatsLeftText } from '@/lib/eventRegistration'
import { formatClockTime, formatLongDate } from '@/lib/format'
import { imageFileProblem } from '@/lib/admin/uploadFile'

import { CardBody, CardMeta, Clamped } from '@/ui/admin/CardGrid'
import { FallbackImage } from '@/ui/admin/FallbackImage'
import { StatusBadge } from '@/ui/admin/StatusBadge'
import type { ContentEntity, FormValues } from './contentEntity'

/** Picks the named fields of a record as form strings ('' for a missing value). */
function formValuesOf(item: object | null, names: string[]): FormValues {
  const record = (item ?? {}) as Record<string, unknown>
  return Object.fromEntries(names.map((name) => [name, String(record[name] ?? '')]))
}

export const staffEntity: ContentEntity<StaffMember> = {
  path: '/staff',
  title: 'Staff Members',
  description: 'The pastors and staff shown on the Pastor & Staff page.',
  addLabel: 'Add Staff Member',
  dialogTitles: { add: 'Add Staff Member', edit: 'Edit Staff Member' },
  messages: {
    loadFailed: 'Failed to load staff members',
    added: 'Staff member added successfully',
    updated: 'Staff member updated successfully',
    deleted: 'Staff member deleted successfully',
    saveFailed: 'Failed to save staff member',
    deleteFailed: 'Failed to delete staff member',
    confirmDelete: 'Are you sure you want to delete this staff member?',
  },
  empty: {
    title: 'No staff members yet',
    text: 'Add your pastors and staff; they appear on the public Pastor & Staff page.',
  },
  schema: staffBody,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    {
      name: 'title',
      label: 'Title',
      kind: 'text',
      required: true,
      hint: 'For example: Senior Pastor',
    },
    { name: 'bio', label: 'Bio', kind: 'textarea', required: true },
    {
      name: 'photo',
      label: 'Photo URL',
      kind: 'url',
      hint: 'Paste a web address, or upload a photo below.',
      upload: {
        accept: 'image/*',
        buttonLabel: 'Upload Photo',
        note: 'Max 5MB',
        checkFile: imageFileProblem,
        successText: 'Photo uploaded successfully',
        failureText: 'Failed to upload photo',
      },
    },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phone', label: 'Phone', kind: 'tel' },
  ],
  toFormValues: (item) => formValuesOf(item, ['name', 'title', 'bio', 'photo', 'email', 'phone']),
  toBody: (values) => values,
  itemName: (item) => item.name,
  CardContent: function StaffCard({ item }) {
    return (
      <>
        <FallbackImage src={item.photo} alt={`Photo of ${item.name}`} />
        <CardBody>
          <h2>{item.name}</h2>
          <div>
            <StatusBadge tone="blue">{item.title}</StatusBadge>
          </div>
          <Clamped $lines={3}>{item.bio}</Clamped>
          {item.email && <CardMeta>Email: {item.email}</CardMeta>}
          {item.phone && <CardMeta>Phone: {item.phone}</CardMeta>}
        </CardBody>
      </>
    )
  },
}

export const eventEntity: ContentEntity<ChurchEvent> = {
  path: '/events',
  title: 'Events',
  description: 'Church events; upcoming and past ones are sorted on the public Events page.',
  addLabel: 'Add Event',
  dialogTitles: { add: 'Add Event', edit: 'Edit Event' },
  messages: {
    loadFailed: 'Failed to load events',
    added: 'Event added successfully',
    updated: 'Event updated successfully',
    deleted: 'Event deleted successfully',
    saveFailed: 'Failed to save event',
    deleteFailed: 'Failed to delete event',
    confirmDelete: 'Are you sure you want to delete this event?',
  },
  empty: {
    title: 'No events yet',
    text: 'Add an event; it appears on the public Events page and the home page.',
  },
  schema: eventBody,
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'date', label: 'Date', kind: 'date', required: true },
    {
      name: 'time',
      label: 'Time',
      kind: 'text',
      required: true,
      hint: 'A clock time such as 7:00 PM, or text such as "All day".',
    },
    { name: 'location', label: 'Location', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', required: true },
    {
      name: 'registration.enabled',
      label: 'Take registrations on the event page',
      kind: 'checkbox',
      section: 'Registration',
    },
    {
      name: 'registration.capacity',
      label: 'Capacity (people)',
      kind: 'number',
      hint: 'Leave empty for no limit.',
      section: 'Registration',
    },
    {
      name: 'registration.waitlist',
      label: 'Waiting list when full',
      kind: 'checkbox',
      hint: 'Without it, a registration that does not fit is refused.',
      section: 'Registration',
    },
    {
      name: 'registration.closes_at',
      label: 'Registration closes (Dallas time)',
      kind: 'datetime-local',
      hint: 'Leave empty to close when the event starts.',
      section: 'Registration',
    },
  ],
  toFormValues: (item) => ({
    ...formValuesOf(item, ['title', 'date', 'time', 'location', 'description']),
    registration: registrationFormValues(item),
  }),
  toBody: (values) => values,
  itemName: (item) => item.title,
  CardContent: function EventCard({ item }) {
    return (
      <CardBody>
        <h2>{item.title}</h2>
        <CardMeta>
          {formatLongDate(item.date)} · {formatClockTime(item.time)}
        </CardMeta>
        <CardMeta>{item.location}</CardMeta>
        <Clamped $lines={3}>{item.description}</Clamped>
        {item.registration && (
          <CardMeta>
            <StatusBadge tone="green">Registration</StatusBadge>{' '}
            {seatsLeftText(item.registration) ?? 'No limit'}
            {item.registration.waitlist ? ' · waiting list' : ''} ·{' '}
            <Link href={`/admin/registrations/${item.id}`}>
              Roster<span className="visually-hidden"> of {item.title}</span>
            </Link>
          </CardMeta>
        )}
      </CardBody>
    )
  },
}

/**
 * An event's registration settings as the form shows them: a closing time that is the
 * event's start (the default) shows empty, so that it keeps following the event's date.
 */
function registrationFormValues(item: ChurchEvent | null) {
  const settings = item?.registration
  const defaultClosing = item ? eventStart(item.date, item.time).toISOString() : null
  return {
    enabled: Boolean(settings),
    capacity: settings?.capacity == null ? '' : String(settings.capacity),
    waitlist: Boolean(settings?.waitlist),
    closes_at:
      settings && settings.closes_at !== defaultClosing
        ? churchWallClock(new Date(settings.closes_at))
        : '',
  }
}

export const ministryEntity: ContentEntity<Ministry> = {
  path: '/ministries',
  title: 'Ministries',
  description: 'The ministries listed on the public Ministries page and the home page.',
  addLabel: 'Add Ministry',
  dialogTitles: { add: 'Add Ministry', edit: 'Edit Ministry' },
  messages: {
    loadFailed: 'Failed to load ministries',
    added: 'Ministry added successfully',
    updated: 'Ministry updated successfully',
    deleted: 'Ministry deleted successfully',
    saveFailed: 'Failed to save ministry',
    deleteFailed: 'Failed to delete ministry',
    confirmDelete: 'Are you sure you want to delete this ministry?',
  },
  empty: {
    title: 'No ministries yet',
    text: 'Add a ministry; it appears on the public Ministries page.',
  },
  schema: ministryBody,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'leader', label: 'Leader', kind: 'text', required: true },
    {
      name: 'meeting_time',
      label: 'Meeting Time',
      kind: 'text',
      required: true,
      hint: 'For example: Sundays at 9:30 AM',
    },
    { name: 'description', label: 'Description', kind: 'textarea', required: true },
  ],
  toFormValues: (item) => formValuesOf(item, ['name', 'leader', 'meeting_time', 'description']),
  toBody: (values) => values,
  itemName: (item) => item.name,
  CardContent: function MinistryCard({ item }) {
    return (
      <CardBody>
        <h2>{item.name}</h2>
        <CardMeta>Leader: {item.leader}</CardMeta>
        <CardMeta>Meets: {item.meeting_time}</CardMeta>
        <Clamped $lines={4}>{item.description}</Clamped>
      </CardBody>
    )
  },
}

export const sermonEntity: ContentEntity<Sermon> = {
  path: '/sermons',
  title: 'Sermons',
  description: 'Sermons with their audio; recent ones and the archive show on the Sermons page.',
  addLabel: 'Add Sermon',
  dialogTitles: { add: 'Add Sermon', edit: 'Edit Sermon' },
  messages: {
    loadFailed: 'Failed to load sermons',
    added: 'Sermon added successfully',
    updated: 'Sermon updated successfully',
    deleted: 'Sermon deleted successfully',
    saveFailed: 'Failed to save sermon',
    deleteFailed: 'Failed to delete sermon',
    confirmDelete: 'Are you sure you want to delete this sermon?',
  },
  empty: {
    title: 'No sermons yet',
    text: 'Add a sermon; it appears on the public Sermons page.',
  },
  schema: sermonBody,
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'preacher', label: 'Preacher', kind: 'text', required: true },
    { name: 'date', label: 'Date', kind: 'date', required: true },
    {
      name: 'scripture',
      label: 'Scripture',
      kind: 'text',
      required: true,
      hint: 'For example: John 3:16',
    },
    { name: 'summary', label: 'Summary', kind: 'textarea', required: true },
    {
      name: 'audio_url',
      label: 'Audio URL',
      kind: 'url',
      hint: 'Paste a web address, or upload an audio file below.',
      upload: {
        accept: 'audio/*',
        buttonLabel: 'Upload Audio',
        checkFile: (file) =>
          file.type.startsWith('audio/') ? null : 'Please select a valid audio file',
        successText: 'Audio file uploaded successfully',
        failureText: 'Failed to upload audio file',
      },
    },
  ],
  toFormValues: (item) =>
    formValuesOf(item, ['title', 'preacher', 'date', 'scripture', 'summary', 'audio_url']),
  toBody: (values) => values,
  itemName: (item) => item.title,
  CardContent: function SermonCard({ item }) {
    return (
      <CardBody>
        <h2>{item.title}</h2>
        <CardMeta>
          {item.preacher} · {formatLongDate(item.date)}
        </CardMeta>
        <CardMeta>{item.scripture}</CardMeta>
        <Clamped $lines={3}>{item.summary}</Clamped>
        {item.audio_url ? (
          <CardMeta>
            <a href={item.audio_url} target="_blank" rel="noopener noreferrer">
              Listen to audio
              <span className="visually-hidden"> of {item.title} (opens in a new tab)</span>
            </a>
          </CardMeta>
        ) : (
          <CardMeta>No audio yet</CardMeta>
        )}
      </CardBody>
    )
  },
}
