import 'server-only'

import { randomBytes } from 'node:crypto'

import { createLocalReq, type Payload } from 'payload'

import { personCreateBody, personUpdateBody } from '@/lib/contract/schemas'

import { serializePerson } from '../data/serializers'
import { inPayloadTransaction } from '@/platform/payload/transactions'
import { sendPasswordLink } from '../people/passwordLinks'
import { originFor } from '@/platform/site/siteUrl'
import { type AdminUser, requireAdmin } from '@/platform/api/auth'
import { notFoundAs, rowId, validationFailed } from '@/platform/api/errors'
import { asPayloadError, json, readBody } from '@/platform/api/http'

/**
 * People and their roles (administrators only): list, add (with a password, or invited by
 * email to choose one), change, remove. Every write goes through Payload's Local API as the
 * administrator, so the users collection's rules hold here as on every other path: roles and
 * `active` are an administrator's to set, the last active administrator stays one (409,
 * collections/hooks/lastAdministrator.ts), a deactivated person's sessions end in the same
 * write, and each change leaves its audit entry.
 */

const NOT_FOUND = 'Person not found'
const USERNAME_TAKEN = 'That username is already taken'
const usernameTaken = () => validationFailed([{ field: 'username', message: USERNAME_TAKEN }])

const parseId = (raw: string) => rowId(raw, NOT_FOUND)

/** The administrator's request as Payload's, so that audit entries name them and the client. */
const requestOf = (payload: Payload, req: Request, user: AdminUser) =>
  createLocalReq({ user, req: { headers: req.headers } }, payload)

/** `GET /api/admin/users`: everyone, by username. */
export async function listPeople(req: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'administration')
  const { docs } = await payload.find({
    collection: 'users',
    sort: 'username',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return json(docs.map(serializePerson))
}

/**
 * `POST /api/admin/users`: 201 with the person. Without a password, the account gets one
 * nobody knows and the person an invitation to choose theirs; account and invitation are
 * stored together or not at all.
 */
export async function addPerson(req: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'administration')
  const body = await readBody(req, personCreateBody)
  const taken = await payload.count({
    collection: 'users',
    where: { username: { equals: body.username } },
    overrideAccess: true,
  })
  if (taken.totalDocs > 0) throw usernameTaken()
  const localReq = await requestOf(payload, req, user)
  const person = await inPayloadTransaction(localReq, async () => {
    const doc = await payload
      .create({
        collection: 'users',
        data: {
          username: body.username,
          full_name: body.full_name,
          email: body.email,
          roles: body.roles,
          active: true,
          password: body.password ?? randomBytes(32).toString('base64url'),
        },
        depth: 0,
        overrideAccess: false,
        req: localReq,
      })
      .catch((error: unknown) => {
        // Two administrators adding the same username at once: the unique index takes one.
        const fields = asPayloadError(error)?.data?.errors ?? []
        if (fields.some((field) => field.path === 'username')) throw usernameTaken()
        throw error
      })
    if (!body.password) {
      await sendPasswordLink(payload, doc, 'invitation', {
        origin: originFor(req),
        req: localReq,
        invitedBy: user.full_name,
      })
    }
    return doc
  })
  return json(serializePerson(person), 201)
}

/** `PUT /api/admin/users/{id}`: changes the fields sent; 200 with the person. */
export async function changePerson(req: Request, params: { id: string }): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'administration')
  const id = parseId(params.id)
  const body = await readBody(req, personUpdateBody)
  const data = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined))
  const doc = await payload
    .update({
      collection: 'users',
      id,
      data,
      depth: 0,
      overrideAccess: false,
      req: await requestOf(payload, req, user),
    })
    .catch(notFoundAs(NOT_FOUND))
  return json(serializePerson(doc))
}

/** `DELETE /api/admin/users/{id}`: the person's audit entries stay (they keep name and id). */
export async function removePerson(req: Request, params: { id: string }): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'administration')
  const id = parseId(params.id)
  await payload
    .delete({
      collection: 'users',
      id,
      depth: 0,
      overrideAccess: false,
      req: await requestOf(payload, req, user),
    })
    .catch(notFoundAs(NOT_FOUND))
  return json({ success: true })
}
