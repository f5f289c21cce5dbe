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
