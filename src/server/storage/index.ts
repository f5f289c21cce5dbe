import 'server-only'

import { localDisk } from './local'
import { s3Storage, type S3Settings } from './s3'
import type { MediaStorage } from './types'

export type { ByteRange, FileSource, MediaStorage, StoredFile } from './types'
export { localDisk }

/** The bucket settings from the environment, or null when S3_BUCKET is unset. */
export function s3Settings(env = process.env): S3Settings | null {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  }
}

let s3: { key: string; storage: MediaStorage } | null = null

/**
 * Where the site's upload route stores files and `/media/<name>` reads them: the bucket
 * of S3_BUCKET (and S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, as for
 * Payload's own uploads in payload.config.ts) when it is set, else the local media folder.
 */
export function mediaStorage(): MediaStorage {
  const settings = s3Settings()
  if (!settings) return localDisk
  const key = JSON.stringify(settings)
  if (s3?.key !== key) s3 = { key, storage: s3Storage(settings) }
  return s3.storage
}
