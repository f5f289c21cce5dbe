import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { EMAIL_PICTURE, MEDIA_WIDTHS, mediaSizeName } from '../src/lib/mediaSizes'
import { allowed, hiddenUnless, publicContent } from '../src/platform/access'
import { AUDIO_TYPES, IMAGE_TYPES, secureUpload } from '../src/features/media/hooks/secureUpload'

/** A size's file sits beside its upload: `<name>-<size>.<ext>`. */
const sizeFileName = ({
  originalName,
  sizeName,
  extension,
}: {
  originalName: string
  sizeName: string
  extension: string
}) => `${originalName}-${sizeName}.${extension}`

export const IMAGE_MIME_TYPES = Object.keys(IMAGE_TYPES)
export const AUDIO_MIME_TYPES = [...new Set(Object.values(AUDIO_TYPES).map(({ mime }) => mime))]

/** Uploaded files; `MEDIA_DIR` moves them (tests, backups, a mounted volume). */
export const MEDIA_DIR = path.resolve(
  /* turbopackIgnore: true */ process.cwd(),
  process.env.MEDIA_DIR || 'media',
)

/**
 * Headers of every stored file, as `/media/<name>` and Payload's file route serve it: names
 * are hashes of the bytes (or, for files from before, random and never reused), so a file is
 * cached for a year; its type is never guessed and it can run nothing.
 */
export const MEDIA_FILE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const

/**
 * Every uploaded file: photos (staff, gallery) and recordings (sermons). `secureUpload`
 * checks and cleans each file whichever way it comes; Payload stores it (the media folder, or
 * the S3 bucket of S3_BUCKET, payload.config.ts) and makes each image in four widths as WebP,
 * named `<name>-w<width>.webp` so that pages build their `srcset` from the address alone
 * (src/lib/mediaSizes.ts).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    hidden: hiddenUnless('content'),
    group: 'Content',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'],
  },
  access: { ...publicContent('content'), create: allowed('pictures') },
  hooks: { beforeOperation: [secureUpload] },
  upload: {
    staticDir: MEDIA_DIR,
    mimeTypes: [...IMAGE_MIME_TYPES, ...AUDIO_MIME_TYPES],
    pasteURL: false,
    crop: false,
    focalPoint: false,
    adminThumbnail: mediaSizeName(MEDIA_WIDTHS[0]),
    imageSizes: [
      ...MEDIA_WIDTHS.map((width) => ({
        name: mediaSizeName(width),
        width,
        // A picture narrower than a size is kept at its own width, so every size exists.
        withoutEnlargement: true,
        formatOptions: { format: 'webp' as const, options: { quality: 72 } },
        generateImageName: sizeFileName,
      })),
      {
        ...EMAIL_PICTURE,
        withoutEnlargement: true,
        formatOptions: { format: 'jpeg' as const, options: { quality: 80, mozjpeg: true } },
        generateImageName: sizeFileName,
      },
    ],
    modifyResponseHeaders: ({ headers }) => {
      for (const [key, value] of Object.entries(MEDIA_FILE_HEADERS)) headers.set(key, value)
      return headers
    },
  },
  fields: [
    { name: 'alt', type: 'text', maxLength: LIMITS.media.alt },
    {
      // A 16 px wide copy of an image as a data URL, shown blurred while the image loads.
      name: 'blur',
      type: 'text',
      admin: { readOnly: true, hidden: true },
    },
  ],
}
