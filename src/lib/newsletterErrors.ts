import { EMAIL_MESSAGE, requiredMessage } from './contract/messages'

/**
 * The footer newsletter's check, by hand: the footer is on every page, so it loads no
 * validation library. The server checks the same body with the contract's `subscribeBody`.
 */
export function newsletterErrors(values: {
  first_name: string
  last_name: string
  email: string
}): string | null {
  if (!values.first_name.trim()) return requiredMessage('First name')
  if (!values.last_name.trim()) return requiredMessage('Last name')
  if (!values.email.trim()) return requiredMessage('Email')
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) {
    return EMAIL_MESSAGE
  }
  return null
}
