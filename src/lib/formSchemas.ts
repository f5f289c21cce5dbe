import { z } from 'zod/mini'

import { LIMITS } from './formLimits'

/**
 * The public forms' rules (spec §5) with the API contract's field limits. Written with
 * zod's tree-shakable "mini" build: the full build would add some 40 KB to every page.
 */
export { LIMITS }

export const MESSAGE_TYPE_OPTIONS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'prayer', label: 'Prayer Request' },
  { value: 'visit', label: 'Planning a Visit' },
  { value: 'ministry', label: 'Ministry Information' },
  { value: 'support', label: 'Support' },
  { value: 'feedback', label: 'Feedback' },
] as const

const MESSAGE_TYPES = MESSAGE_TYPE_OPTIONS.map((o) => o.value) as [string, ...string[]]

const required = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    )

const optionalText = (label: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`))

const emailSchema = z.email()

const emailFormat = () =>
  z.string().check(
    z.trim(),
    z.maxLength(LIMITS.email, `Email must be at most ${LIMITS.email} characters`),
    z.refine(
      (value) => value === '' || emailSchema.safeParse(value).success,
      'Please enter a valid email address',
    ),
  )

const requiredEmail = () =>
  emailFormat().check(z.refine((value) => value !== '', 'Email is required'))

export const contactSchema = z.object({
  name: required('Name', LIMITS.name),
  email: requiredEmail(),
  phone: optionalText('Phone', LIMITS.phone),
  subject: required('Subject', LIMITS.subject),
  message: required('Message', LIMITS.message),
  message_type: z
    .string()
    .check(z.refine((value) => MESSAGE_TYPES.includes(value), 'Please choose a message type')),
  contact_preference: z.enum(['email', 'phone']),
})
export type ContactValues = z.infer<typeof contactSchema>

export const contactDefaults: ContactValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  message_type: '',
  contact_preference: 'email',
}

export const prayerSchema = z.object({
  name: required('Name', LIMITS.name),
  email: emailFormat(),
  phone: optionalText('Phone', LIMITS.phone),
  subject: required('Subject', LIMITS.subject),
  message: required('Prayer request', LIMITS.message),
  is_public: z.boolean(),
  is_urgent: z.boolean(),
})
export type PrayerValues = z.infer<typeof prayerSchema>

export const prayerDefaults: PrayerValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  is_public: false,
  is_urgent: false,
}
