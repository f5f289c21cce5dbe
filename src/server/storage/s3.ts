import 'server-only'

import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { fileTypeFromBuffer } from 'file-type'

import type { ByteRange, FileSource, MediaStorage, StoredFile } from './types'

/** The bucket settings, the same variables as Payload's S3 adapter in payload.config.ts. */
export type S3Settings = {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
}

/** Enough leading bytes for file-type to recognise every accepted format. */
const SNIFF_BYTES = 64 * 1024

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404
}

/**
 * Files as objects of one bucket, named by their file name at the bucket's root (where
 * Payload's S3 adapter also puts the `media` collection's files). Objects are stored with
 * one PutObject each: S3 takes up to 5 GB that way, far above the 200 MB audio limit, and
 * a recording is sent from its file on disk as a stream, never held in memory.
 */
export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey ?? '',
          },
        }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the
    // chunked trailing checksums the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket

  const get = async (name: string, range?: ByteRange) => {
    const result = await client.send(
      new GetObjectCommand({
        Bucket,
        Key: name,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    )
    if (!result.Body) throw new Error(`S3 object ${name} has no body`)
    return result.Body
  }

  return {
    kind: 's3',

    partialPath: (name) => path.join(os.tmpdir(), `church-upload-${name}.part`),

    async save(name: string, source: FileSource, contentType: string) {
      if ('bytes' in source) {
        await client.send(
          new PutObjectCommand({ Bucket, Key: name, Body: source.bytes, ContentType: contentType }),
        )
        return
      }
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: name,
            Body: fs.createReadStream(source.path),
            ContentLength: source.size,
            ContentType: contentType,
          }),
        )
      } finally {
        await fsp.rm(source.path, { force: true })
      }
    },

    async stat(name: string): Promise<StoredFile | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: name }))
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async read(name: string, range?: ByteRange) {
      return (await get(name, range)).transformToWebStream() as ReadableStream<Uint8Array>
    },

    async sniff(name: string) {
      const stat = await this.stat(name)
      if (!stat || stat.size === 0) return undefined
      const body = await get(name, { start: 0, end: Math.min(SNIFF_BYTES, stat.size) - 1 })
      return (await fileTypeFromBuffer(await body.transformToByteArray()))?.mime
    },

    async remove(name: string) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }))
    },
  }
}
