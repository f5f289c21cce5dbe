import { z } from 'zod'

/**
 * Form schemas of the four content screens (spec section 5). Every value is a string while it is
 * in the form; the entity configuration shapes the request body.
 */
const required = (label: string) => z.string().trim().min(1, `${label} is required`)

const optionalUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value) || value.startsWith('/'), {
    message: 'Enter a full web address starting with https://, or upload a file',
  })

const optionalEmail = z
  .string()
  .trim()
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    message: 'Enter a valid email address',
  })

const calendarDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date is required')

export const staffSchema = z.object({
  name: required('Name'),
  title: required('Title'),
  bio: required('Bio'),
  photo: optionalUrl,
  email: optionalEmail,
  phone: z.string().trim(),
})

export const eventSchema = z.object({
  title: required('Title'),
  date: calendarDate,
  time: required('Time'),
  location: required('Location'),
  description: required('Description'),
})

export const ministrySchema = z.object({
  name: required('Name'),
  leader: required('Leader'),
  meeting_time: required('Meeting time'),
  description: required('Description'),
})

export const sermonSchema = z.object({
  title: required('Title'),
  preacher: required('Preacher'),
  date: calendarDate,
  scripture: required('Scripture'),
  summary: required('Summary'),
  audio_url: optionalUrl,
})

export const churchInfoSchema = z.object({
  name: required('Church name'),
  tagline: required('Tagline'),
  mission: required('Mission'),
  address: required('Address'),
  phone: required('Phone'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
})

export const churchHistorySchema = z.object({
  founding: z
    .string()
    .trim()
    .min(1, 'Founding year is required')
    .regex(/^\d{4}$/, 'Enter the founding year as four digits'),
  founder_name: required('Founder name'),
  milestones: z.array(z.object({ year: required('Year'), event: required('Event') })),
})
