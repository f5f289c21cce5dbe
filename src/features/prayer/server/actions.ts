'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { ApiError } from '@/platform/api/errors'
import { clientAddress } from '@/platform/api/rateLimit'
import { getPayloadClient } from '@/platform/payload/client'
import { takeDownPage } from './notes'
import { prayFor } from './prayed'
import { takeDownLink } from './takeDown'

/**
 * The prayer wall's buttons posted without JavaScript (with it, "I prayed" calls the API and
 * updates the count in place): each acts, then sends the browser back to its page, which now
 * shows the outcome.
 */

/** A page of the wall, from a form's `page` field; page 1 for anything else. */
function wallPagePath(page: unknown): string {
  const n = typeof page === 'string' && /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1
  return n > 1 ? `/prayer-wall/page/${n}` : '/prayer-wall'
}

/**
 * "I prayed": counted as the API counts it, then back to the wall's page at the request. A
 * press past the limit, or for a request that has just left the wall, changes nothing.
 */
export async function prayFromWall(formData: FormData): Promise<void> {
  const id = String(formData.get('id') ?? '')
  try {
    await prayFor(await getPayloadClient(), id, clientAddress({ headers: await headers() }))
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
  }
  const anchor = /^\d{1,15}$/.test(id) ? `#prayer-${id}` : ''
  redirect(`${wallPagePath(formData.get('page'))}${anchor}`)
}

/** The take-down page's button (src/app/(site)/prayer-wall/take-down/[token]). */
export async function takeDownByLink(token: string): Promise<void> {
  await takeDownLink(await getPayloadClient(), token, { act: true })
  redirect(takeDownPage(token))
}
