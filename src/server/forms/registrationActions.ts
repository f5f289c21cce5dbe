'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import type { RegistrationFormState } from '@/lib/eventRegistration'

import { ApiError } from '@/platform/api/errors'
import { clientAddress } from '@/platform/api/rateLimit'
import { getPayloadClient } from '@/platform/payload/client'
import { cancelByLink } from '../registrations/cancel'
import { cancelPage } from '../registrations/cancelLink'
import { register } from '../registrations/register'

/**
 * The event page's registration form and the cancel link's button, posted without JavaScript:
 * the same checks and storage as the API (src/server/registrations/), the same limits; the
 * page comes back with the result.
 */

function fieldsOf(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of formData) {
    if (name.startsWith('$ACTION') || typeof value !== 'string') continue
    fields[name] = value
  }
  return fields
}

/** The registration form's action for one event (bound to its id by the page). */
export async function registerForEvent(
  eventId: number,
  _previous: RegistrationFormState,
  formData: FormData,
): Promise<RegistrationFormState> {
  const fields = fieldsOf(formData)
  const { website: _honeypot, ...values } = fields
  try {
    const payload = await getPayloadClient()
    const visitor = new Headers(await headers())
    const { result } = await register(
      payload,
      eventId,
      () => ({ ...fields, phone: fields.phone || undefined, notes: fields.notes || undefined }),
      { client: clientAddress({ headers: visitor }), caller: { headers: visitor } },
    )
    return {
      result: result.status,
      ...(result.position ? { position: result.position } : {}),
      ...(result.already_registered ? { alreadyRegistered: true } : {}),
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.errors) {
      const errors = Object.fromEntries(error.errors.map((e) => [e.field, e.message]))
      return { result: null, errors, values }
    }
    if (error instanceof ApiError && (error.status === 409 || error.status === 429)) {
      return { result: 'refused', message: error.detail, values }
    }
    if (!(error instanceof ApiError))
      console.error('A registration posted without JavaScript failed', error)
    return { result: 'error', values }
  }
}

/**
 * The cancel link page's button: cancels, then sends the browser back to the same page (a
 * redirect after the post, with or without JavaScript), which now shows the outcome.
 */
export async function cancelRegistrationByLink(token: string): Promise<void> {
  const visitor = new Headers(await headers())
  await cancelByLink(await getPayloadClient(), token, { act: true, headers: visitor })
  redirect(cancelPage(token))
}
