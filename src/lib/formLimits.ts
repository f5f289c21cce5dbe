/**
 * Field limits of the API contract, and the footer newsletter's hand-written check. Kept
 * apart from the zod schemas so that the footer, on every page, loads no validation library.
 */
export const LIMITS = { name: 120, email: 254, phone: 40, subject: 200, message: 5000 } as const

export function newsletterErrors(values: {
  first_name: string
  last_name: string
  email: string
}): string | null {
  if (!values.first_name.trim()) return 'First name is required'
  if (!values.last_name.trim()) return 'Last name is required'
  if (!values.email.trim()) return 'Email is required'
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) {
    return 'Please enter a valid email address'
  }
  return null
}
