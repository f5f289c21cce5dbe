/**
 * Messages shared by the schemas and by checks that load no validation library (the footer's
 * newsletter form), so that both say the same thing.
 */
export const EMAIL_MESSAGE = 'Enter a valid email address'

export const requiredMessage = (label: string) => `${label} is required`

/** The NUL character (U+0000): no field keeps it (PostgreSQL cannot store it in text). */
export const NUL = '\u0000'
export const nulMessage = (label: string) =>
  `${label} contains a character that is not allowed (NUL)`

/** The refusals of every upload path (/api/admin/upload, Payload's panel, the seed, a restore). */
export const UPLOAD_MESSAGES = {
  unsupported:
    'Unsupported file type: upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP3, M4A, OGG or WAV recording',
  imageTooLarge: 'Image file size must be less than 5MB',
  audioTooLarge: 'Audio file size must be less than 200MB',
  tooManyPixels: 'Image dimensions are too large: at most 60 megapixels',
  unreadable: 'The image could not be read',
} as const

/** The refusals of the newsletter routes (docs/api.md, "Newsletters") and of every write path. */
export const NEWSLETTER_MESSAGES = {
  sentIsFinal: 'A newsletter that has been sent cannot be edited',
  notDraft: 'Only a draft or cancelled newsletter can be sent',
  notScheduled: 'Only a scheduled newsletter can be cancelled',
  sendAtPast: 'The send time must be in the future',
  noSubject: 'Write a subject before sending',
  noRecipients: 'There are no active subscribers to send it to',
  deleteSent: 'A newsletter that has been sent, or is being sent, stays in the archive',
  noUncertain: 'This newsletter has no uncertain copies to send again',
} as const
