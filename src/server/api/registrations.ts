import 'server-only'

import { registrationCancelBody, registrationUpdateBody } from '@/lib/contract/schemas'

import { getPayloadClient } from '@/platform/payload/client'
import { cancelByLink } from '../registrations/cancel'
import { eventIdFrom, register } from '../registrations/register'
import { findEvent, rosterCsv, rosterOf, updateRegistration } from '../registrations/roster'
import { recordRequestAudit } from './audit'
import { requireAdmin } from '@/platform/api/auth'
import { ApiError, rowId } from '@/platform/api/errors'
import { json, readBody, readJson } from '@/platform/api/http'
import { clientAddress } from '@/platform/api/rateLimit'

/**
 * The routes of event registrations (docs/api.md, "Event registrations"): the public form's
 * post, the cancel link, and the office's roster (`registrations` part of the roles).
 */

type EventParams = { id: string }

/**
 * POST /api/events/{id}/registrations: 201 `{id, status, position?}` for a new registration,
 * and for a visitor whose email is registered already the same answer a new one would get (the
 * details emailed to the address); the office gets 200 with `already_registered`. A request with
 * `Authorization: Bearer` is the office adding someone by hand (the `registrations` part).
 */
export async function postRegistration(req: Request, params: EventParams): Promise<Response> {
  const eventId = eventIdFrom(params.id)
  const byHand = req.headers.has('authorization') ? await requireAdmin(req, 'registrations') : null
  const payload = byHand?.payload ?? (await getPayloadClient())
  await findEvent(payload, eventId)
  const { result, created } = await register(payload, eventId, () => readJson(req), {
    client: clientAddress(req),
    caller: { user: byHand?.user ?? null, headers: req.headers },
  })
  return json(result, created ? 201 : 200)
}

/** GET /api/events/{id}/registrations: the roster, oldest first. */
export async function listRegistrations(req: Request, params: EventParams): Promise<Response> {
  const { payload } = await requireAdmin(req, 'registrations')
  const event = await findEvent(payload, eventIdFrom(params.id))
  return json(await rosterOf(payload, event))
}

/** GET /api/events/{id}/registrations.csv: the roster as a spreadsheet, recorded in the audit log. */
export async function exportRegistrations(req: Request, params: EventParams): Promise<Response> {
  const admin = await requireAdmin(req, 'registrations')
  const event = await findEvent(admin.payload, eventIdFrom(params.id))
  const csv = rosterCsv(await rosterOf(admin.payload, event))
  await recordRequestAudit(req, admin, {
    action: 'export',
    entity: 'event-registrations',
    entity_id: event.id,
  })
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="registrations-${event.slug || event.id}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}

/** PUT /api/registrations/{id}: `{status?, checked_in?}`; 200 with the registration. */
export async function putRegistration(req: Request, params: { id: string }): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'registrations')
  const id = rowId(params.id, 'Registration not found')
  const body = await readBody(req, registrationUpdateBody)
  return json(await updateRegistration(payload, id, body, { user, headers: req.headers }))
}

/** POST /api/registrations/cancel: `{token}` of an email's link; 200 once cancelled. */
export async function cancelRegistration(req: Request): Promise<Response> {
  const { token } = await readBody(req, registrationCancelBody)
  const state = await cancelByLink(await getPayloadClient(), token, {
    act: true,
    headers: req.headers,
  })
  if (state.kind !== 'done') throw new ApiError(400, state.message.text)
  return json({
    success: true,
    id: state.registration.id,
    status: state.registration.status,
    message: state.message.text,
  })
}
