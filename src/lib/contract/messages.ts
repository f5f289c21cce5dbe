/**
 * Messages shared by the schemas and by checks that load no validation library (the footer's
 * newsletter form), so that both say the same thing.
 */
export const EMAIL_MESSAGE = 'Enter a valid email address'
export const LINK_MESSAGE = 'Enter an http(s) URL or a /media/... path'

export const requiredMessage = (label: string) => `${label} is required`
