import 'server-only'

import type { Payload } from 'payload'

import { MAX_AUDIO_BYTES } from '@/lib/contract/limits'
import { UPLOAD_MESSAGES } from '@/lib/contract/messages'

import type { AdminUser } from '@/platform/api/auth'
import { ApiError, validationFailed } from '@/platform/api/errors'

export type StoredUpload = { file_url: string; mime_type: string; size: number }

/** Room for the multipart envelope around the largest file. */
const MAX_BODY_BYTES = MAX_AUDIO_BYTES + 1024 * 1024

/** The request's body, refused with a 413 as soon as it outgrows the largest upload. */
async function readBody(req: Request): Promise<Buffer> {
  if (Number(req.headers.get('content-length') || 0) > MAX_BODY_BYTES) {
    throw new ApiError(413, UPLOAD_MESSAGES.audioTooLarge)
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = req.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      throw new ApiError(413, UPLOAD_MESSAGES.audioTooLarge)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * The contract's upload (`POST /api/admin/upload`, multipart field `file`): the file becomes a
 * document of the `media` collection through Payload, whose hook (collections/hooks/
 * secureUpload.ts) decides the type by the bytes, re-encodes images, names the file and
 * refuses what the contract refuses; Payload stores it and its sizes.
 */
export async function receiveUpload(
  req: Request,
  payload: Payload,
  user: AdminUser,
): Promise<StoredUpload> {
  const contentType = req.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(contentType) || !req.body) {
    throw new ApiError(415, 'Send the file as multipart/form-data in a field named "file"')
  }
  const body = await readBody(req)
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData()
  } catch {
    throw new ApiError(400, 'Malformed multipart body')
  }
  const file = form.get('file')
  if (!(file instanceof Blob)) {
    throw validationFailed([{ field: 'file', message: 'Choose a file to upload' }])
  }
  const data = Buffer.from(await file.arrayBuffer())
  const doc = await payload.create({
    collection: 'media',
    data: {},
    file: { data, mimetype: file.type, name: 'upload', size: data.length },
    user,
    overrideAccess: false,
  })
  return {
    file_url: `/media/${doc.filename}`,
    mime_type: doc.mimeType ?? '',
    size: doc.filesize ?? data.length,
  }
}
