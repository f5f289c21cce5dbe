import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'

import { fileTypeFromBuffer } from 'file-type'
import type { CollectionBeforeOperationHook } from 'payload'
import sharp, { type Metadata } from 'sharp'

import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@/lib/contract/limits'
import { UPLOAD_MESSAGES } from '@/lib/contract/messages'
import { RequestRefused } from '@/platform/collections/requestRefused'

/** Accepted images, by what their bytes say, and the extension each is stored with. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
}

/** Accepted recordings, by what their bytes say: stored type and extension. */
export const AUDIO_TYPES: Record<string, { mime: string; ext: string }> = {
  'audio/mpeg': { mime: 'audio/mpeg', ext: 'mp3' },
  'audio/mp4': { mime: 'audio/mp4', ext: 'm4a' },
  'audio/x-m4a': { mime: 'audio/mp4', ext: 'm4a' },
  'audio/ogg': { mime: 'audio/ogg', ext: 'ogg' },
  'audio/opus': { mime: 'audio/ogg', ext: 'ogg' },
  'audio/wav': { mime: 'audio/wav', ext: 'wav' },
  'audio/x-wav': { mime: 'audio/wav', ext: 'wav' },
  'audio/vnd.wave': { mime: 'audio/wav', ext: 'wav' },
}

/** Enough leading bytes for file-type to recognise every accepted format. */
const SNIFF_BYTES = 4100

/** The name every stored file gets: a hash of its stored bytes, so a name never changes content. */
const contentName = (bytes: Buffer, ext: string) =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.${ext}`

/**
 * Re-encodes an image in its own format, turned upright as its EXIF orientation asked, which
 * drops every piece of metadata (EXIF, GPS, XMP, comments). Refuses more than 60 megapixels
 * before decoding anything.
 */
async function reencode(input: Buffer, mime: string): Promise<Buffer> {
  let meta: Metadata
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new RequestRefused(UPLOAD_MESSAGES.unreadable, 415)
  }
  const pages = meta.pages ?? 1
  if ((meta.width ?? 0) * ((meta.pageHeight ?? meta.height) || 0) * pages > MAX_IMAGE_PIXELS) {
    throw new RequestRefused(UPLOAD_MESSAGES.tooManyPixels, 413)
  }
  try {
    const animated = pages > 1
    let image = sharp(input, { animated, limitInputPixels: MAX_IMAGE_PIXELS })
    if (!animated) image = image.rotate()
    switch (mime) {
      case 'image/jpeg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
      case 'image/png':
        return await image.png().toBuffer()
      case 'image/webp':
        return await image.webp({ quality: 85 }).toBuffer()
      case 'image/gif':
        return await image.gif().toBuffer()
      default:
        return await image.avif({ quality: 60 }).toBuffer()
    }
  } catch {
    throw new RequestRefused(UPLOAD_MESSAGES.unreadable, 415)
  }
}

/** A 16 px wide WebP of the picture as a data URL, shown blurred while the picture loads. */
async function blurPlaceholder(image: Buffer): Promise<string> {
  const tiny = await sharp(image).resize(16).webp({ quality: 40 }).toBuffer()
  return `data:image/webp;base64,${tiny.toString('base64')}`
}

/**
 * The one gate of every file that becomes a `media` document, whichever way it comes: the
 * site's /api/admin/upload, Payload's panel and REST API (`POST /cms-api/media`), the seed, a
 * restore. Runs before Payload stores anything or makes the sizes:
 * - the type is decided by the bytes (file-type), never by the name or the declared type;
 * - images up to 5 MB and 60 megapixels, re-encoded without metadata; recordings up to 200 MB;
 * - the stored name is a hash of the stored bytes (the client's name is dropped), so files
 *   can be cached for a year.
 * Refusals are `RequestRefused` errors (Payload APIErrors) with the status of the contract's upload route, which
 * Payload's REST API and the site's route both answer.
 *
 * Every file whose uploader the collection's access lets through is gated, whatever their role
 * (an editor's or the office's photo as an administrator's); a file the access check will refuse
 * is left to that refusal, unread.
 */
export const secureUpload: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  if (!(args as { overrideAccess?: boolean }).overrideAccess) {
    const access = collection.access[operation]
    const data = (args as { data?: Record<string, unknown> }).data
    if (!(await access({ req, data }))) return args
  }

  const input = file.tempFilePath ? await fs.readFile(file.tempFilePath) : file.data
  if (input.length > MAX_AUDIO_BYTES) throw new RequestRefused(UPLOAD_MESSAGES.audioTooLarge, 413)
  const sniffed = (await fileTypeFromBuffer(input.subarray(0, SNIFF_BYTES)))?.mime ?? ''

  let bytes: Buffer
  let mime: string
  let ext: string
  let blur: string | null = null
  if (IMAGE_TYPES[sniffed]) {
    if (input.length > MAX_IMAGE_BYTES) {
      throw new RequestRefused(UPLOAD_MESSAGES.imageTooLarge, 413)
    }
    bytes = await reencode(input, sniffed)
    mime = sniffed
    ext = IMAGE_TYPES[sniffed]
    blur = await blurPlaceholder(bytes)
  } else if (AUDIO_TYPES[sniffed]) {
    bytes = input
    ;({ mime, ext } = AUDIO_TYPES[sniffed])
  } else {
    throw new RequestRefused(UPLOAD_MESSAGES.unsupported, 415)
  }

  const name = contentName(bytes, ext)
  if (file.tempFilePath) await fs.writeFile(file.tempFilePath, bytes)
  req.file = { ...file, data: bytes, mimetype: mime, name, size: bytes.length }
  const data = ((args as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>
  return { ...args, data: { ...data, blur } }
}
