import { z } from 'zod'

/** The public forms' rules (spec §5) with the API contract's field limits. */
export const LIMITS = { name: 120, email: 254, phone: 40, subject: 200, message: 5000 } as const

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
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`)

const emailFormat = z
  .string()
  .trim()
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    message: 'Please enter a valid email address',
  })

export const contactSchema = z.object({
  name: required('Name', LIMITS.name),
  email: emailFormat.refine((value) => value !== '', { message: 'Email is required' }),
  phone: optionalText('Phone', LIMITS.phone),
  subject: required('Subject', LIMITS.subject),
  message: required('Message', LIMITS.message),
  message_type: z
    .string()
    .refine((value) => MESSAGE_TYPES.includes(value), { message: 'Please choose a message type' }),
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
  email: emailFormat,
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

export const newsletterSchema = z.object({
  first_name: required('First name', LIMITS.name),
  last_name: required('Last name', LIMITS.name),
  email: emailFormat.refine((value) => value !== '', { message: 'Email is required' }),
})
export type NewsletterValues = z.infer<typeof newsletterSchema>
