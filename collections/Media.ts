import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { publicContent } from '../src/access'

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']
export const AUDIO_MIME_TYPES = [
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
]

/** Uploaded files; `MEDIA_DIR` moves them (tests, backups, a mounted volume). */
export const MEDIA_DIR = path.resolve(
  /* turbopackIgnore: true */ process.cwd(),
  process.env.MEDIA_DIR || 'media',
)

export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: 'Content',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'],
  },
  access: publicContent,
  upload: {
    staticDir: MEDIA_DIR,
    mimeTypes: [...IMAGE_MIME_TYPES, ...AUDIO_MIME_TYPES],
    pasteURL: false,
    crop: false,
    focalPoint: false,
  },
  fields: [{ name: 'alt', type: 'text', maxLength: LIMITS.media.alt }],
}
