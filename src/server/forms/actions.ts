'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import type { PublicFormState } from '@/lib/formState'

import { acceptContactMessage, acceptPrayerRequest } from '../api/forms'
import { ApiError } from '@/platform/api/errors'
import { acceptSubscription } from '../api/newsletter'
import { confirmationLink, unsubscribeLink } from '../newsletter/links'
import { confirmationPage, unsubscribePage } from '../newsletter/subscription'
import { clientAddress } from '@/platform/api/rateLimit'
import { getPayloadClient } from '@/platform/payload/client'
import { emailChangeLink, emailChangePage } from '../people/emailChange'
import { siteUrl } from '@/platform/site/siteUrl'

/**
 * The visitor's forms posted without JavaScript (a browser with scripts off, a text browser):
 * each page form's `action`, so that the page answers the post with its result. The same
 * checks and storage as the JSON API (src/server/api/forms.ts, newsletter.ts), the same limits.
 */

/** Checkboxes post "on" when ticked and nothing when not. */
const CHECKBOXES = new Set(['is_public', 'is_urgent', 'anonymous'])

function fieldsOf(formData: FormData): Record<string, string | boolean> {
  const fields: Record<string, string | boolean> = {}
  for (const [name, value] of formData) {
    if (name.startsWith('$ACTION') || typeof value !== 'string') continue
    fields[name] = CHECKBOXES.has(name) ? value === 'on' : value
  }
  for (const name of CHECKBOXES) fields[name] ??= false
  return fields
}

/** What the form shows after `work`: success, the fields to correct, or a failure. */
async function answer(
  formData: FormData,
  work: (fields: Record<string, string | boolean>, client: string) => Promise<unknown>,
): Promise<PublicFormState> {
  const fields = fieldsOf(formData)
  const { website: _honeypot, ...values } = fields
  try {
    await work(fields, clientAddress({ headers: await headers() }))
    return { result: 'success' }
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.errors) {
      const errors = Object.fromEntries(error.errors.map((e) => [e.field, e.message]))
      return { result: null, errors, values }
    }
    if (!(error instanceof ApiError))
      console.error('A form posted without JavaScript failed', error)
    return { result: 'error', values }
  }
}

export async function sendContactMessage(
  _previous: PublicFormState,
  formData: FormData,
): Promise<PublicFormState> {
  const payload = await getPayloadClient()
  return answer(formData, (fields, client) =>
    acceptContactMessage(payload, client, () => ({
      ...fields,
      phone: fields.phone || undefined,
      submitted_at: new Date().toISOString(),
    })),
  )
}

export async function sendPrayerRequest(
  _previous: PublicFormState,
  formData: FormData,
): Promise<PublicFormState> {
  const payload = await getPayloadClient()
  return answer(formData, (fields, client) =>
    acceptPrayerRequest(payload, client, () => ({
      ...fields,
      email: fields.email || undefined,
      phone: fields.phone || undefined,
      submitted_at: new Date().toISOString(),
    })),
  )
}

export async function subscribeToNewsletter(
  _previous: PublicFormState,
  formData: FormData,
): Promise<PublicFormState> {
  const payload = await getPayloadClient()
  return answer(formData, (fields, client) =>
    acceptSubscription(payload, client, () => fields, siteUrl()),
  )
}

/**
 * The buttons of the newsletter links' pages (src/app/(site)/newsletter/): confirm, or
 * unsubscribe. The page then shows what the link now leads to.
 */
/**
 * The newsletter link pages' button: makes the change, then sends the browser back to the
 * same page (a redirect after the post, with or without JavaScript), which now shows the outcome.
 */
export async function confirmByLink(token: string): Promise<void> {
  await confirmationLink(await getPayloadClient(), token, { act: true })
  redirect(confirmationPage(token))
}

export async function unsubscribeByLink(token: string): Promise<void> {
  await unsubscribeLink(await getPayloadClient(), token, { act: true })
  redirect(unsubscribePage(token))
}

export async function confirmEmailByLink(token: string): Promise<void> {
  await emailChangeLink(await getPayloadClient(), token, { act: true })
  redirect(emailChangePage(token))
}
