import 'server-only'

import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import busboy from 'busboy'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

import { mediaStorage, type MediaStorage } from '../storage'
import { ApiError, validationFailed } from './http'

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const MAX_AUDIO_BYTES = 200 * 1024 * 1024
/** Enough leading bytes for file-type to recognise every accepted format. */
const SNIFF_BYTES = 4100

/** Accepted formats, by what the bytes say: the stored extension of each. */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
}
const AUDIO_TYPES: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/vnd.wave': 'wav',
}

export type StoredUpload = { file_url: string; mime_type: string; size: number }

const UNSUPPORTED = new ApiError(
  415,
  'Unsupported file type: upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP3, M4A, OGG or WAV recording',
)
const IMAGE_TOO_LARGE = new ApiError(413, 'Image file size must be less than 5MB')
const AUDIO_TOO_LARGE = new ApiError(413, 'Audio file size must be less than 200MB')

/** A name the server makes up; the client's file name never reaches the file system. */
const storedName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`

/**
 * Strips every piece of metadata (EXIF, GPS, XMP, ICC comments) by re-encoding, after
 * turning the picture upright as its EXIF orientation asked.
 */
async function reencodeImage(input: Buffer, mime: string): Promise<Buffer> {
  try {
    const { pages = 1 } = await sharp(input).metadata()
    const animated = pages > 1
    let image = sharp(input, { animated, limitInputPixels: 60_000_000 })
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
    throw new ApiError(415, 'The image could not be read')
  }
}

/**
 * Takes the `file` field of a multipart body as it streams in: sniffs its first bytes,
 * then buffers an image (at most 5 MB) for re-encoding or streams a recording straight
 * to disk (at most 200 MB). Anything else is refused without being kept. The file is kept
 * where `mediaStorage()` says: the local media folder, or the S3 bucket.
 */
export async function receiveUpload(req: Request): Promise<StoredUpload> {
  const contentType = req.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(contentType) || !req.body) {
    throw new ApiError(415, 'Send the file as multipart/form-data in a field named "file"')
  }
  if (Number(req.headers.get('content-length') || 0) > MAX_AUDIO_BYTES + 1024 * 1024) {
    throw AUDIO_TOO_LARGE
  }
  const storage = mediaStorage()

  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: MAX_AUDIO_BYTES, fields: 20, parts: 30, fieldSize: 64 * 1024 },
    })
  } catch {
    throw new ApiError(400, 'Malformed multipart body')
  }

  let handled: Promise<StoredUpload> | null = null
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('file', (field, stream) => {
      if (field !== 'file' || handled) {
        stream.resume()
        return
      }
      handled = storeFile(storage, stream)
      // Awaited below; this only keeps an early refusal from counting as unhandled.
      handled.catch(() => undefined)
    })
    parser.on('close', () => resolve())
    parser.on('error', () => reject(new ApiError(400, 'Malformed multipart body')))
  })

  const body = Readable.fromWeb(req.body as unknown as NodeReadableStream)
  body.on('error', () => parser.destroy())
  body.pipe(parser)
  await finished
  if (!handled) throw validationFailed([{ field: 'file', message: 'Choose a file to upload' }])
  return handled
}

async function storeFile(
  storage: MediaStorage,
  stream: NodeJS.ReadableStream & { truncated?: boolean },
) {
  const iterator = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]()
  try {
    return await sniffAndStore(storage, stream, iterator)
  } catch (error) {
    // The parser waits until each file is read to its end: read and discard the rest, so
    // that the request completes and the refusal reaches the client.
    for (;;) {
      const next = await iterator.next().catch(() => ({ done: true as const, value: undefined }))
      if (next.done) break
    }
    throw error
  }
}

async function sniffAndStore(
  storage: MediaStorage,
  stream: NodeJS.ReadableStream & { truncated?: boolean },
  iterator: AsyncIterator<Buffer>,
): Promise<StoredUpload> {
  const head: Buffer[] = []
  let headBytes = 0
  let ended = false
  while (headBytes < SNIFF_BYTES) {
    const next = await iterator.next()
    if (next.done) {
      ended = true
      break
    }
    head.push(next.value)
    headBytes += next.value.length
  }
  const first = Buffer.concat(head)
  const sniffed = await fileTypeFromBuffer(first)
  const mime = sniffed?.mime ?? ''

  if (IMAGE_TYPES[mime]) {
    const chunks: Buffer[] = [first]
    let size = first.length
    while (!ended) {
      const next = await iterator.next()
      if (next.done) break
      size += next.value.length
      if (size > MAX_IMAGE_BYTES) throw IMAGE_TOO_LARGE
      chunks.push(next.value)
    }
    if (size > MAX_IMAGE_BYTES) throw IMAGE_TOO_LARGE
    const output = await reencodeImage(Buffer.concat(chunks), mime)
    const name = storedName(IMAGE_TYPES[mime])
    await storage.save(name, { bytes: output }, mime)
    return { file_url: `/media/${name}`, mime_type: mime, size: output.length }
  }

  if (AUDIO_TYPES[mime]) {
    const name = storedName(AUDIO_TYPES[mime])
    const type = mime === 'audio/x-m4a' ? 'audio/mp4' : mime
    // Streamed to a file first: its size is then known, and the storage takes it from there
    // (a rename on local disk, one streamed PutObject to S3).
    const partial = storage.partialPath(name)
    const rest = async function* () {
      yield first
      if (ended) return
      for (;;) {
        const next = await iterator.next()
        if (next.done) return
        yield next.value
      }
    }
    let size: number
    try {
      await fsp.mkdir(path.dirname(partial), { recursive: true })
      await pipeline(
        Readable.from(rest()),
        fs.createWriteStream(/*turbopackIgnore: true*/ partial, { flags: 'wx' }),
      )
      if (stream.truncated) throw AUDIO_TOO_LARGE
      size = (await fsp.stat(/*turbopackIgnore: true*/ partial)).size
      await storage.save(name, { path: partial, size }, type)
    } catch (error) {
      await fsp.rm(/*turbopackIgnore: true*/ partial, { force: true })
      throw error
    }
    return { file_url: `/media/${name}`, mime_type: type, size }
  }

  throw UNSUPPORTED
}
