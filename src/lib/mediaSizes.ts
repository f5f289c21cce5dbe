/**
 * The sizes every uploaded image is made in (collections/Media.ts), and the address of each:
 * `/media/<name>.<ext>` has `/media/<name>-w<width>.webp` beside it. Names of uploads are
 * content hashes (24 hex digits, `-<n>` when Payload had to make one unique), so a page or an
 * admin card can build the `srcset` of an upload from its address alone, with no lookup.
 * Browser-safe.
 */
export const MEDIA_WIDTHS = [320, 640, 960, 1600] as const

/**
 * The size of an image in emails: a JPEG the width of an email's column, since some mail
 * programs (Outlook for Windows) show no WebP (`sizes.email`).
 */
export const EMAIL_PICTURE = { name: 'email', width: 600 } as const

/** The name of a size in the media collection (`sizes.w640`) and in its file names. */
export const mediaSizeName = (width: number) => `w${width}`

const SIZED_UPLOAD = /^\/media\/([0-9a-f]{24}(?:-\d+)?)\.(?:jpg|png|webp|gif|avif)$/

/** Whether an image address is an upload that has generated sizes. */
export const hasMediaSizes = (src: string) => SIZED_UPLOAD.test(src)

/** The media document's file name of an upload's address (`/media/<name>.<ext>`), or null. */
export const uploadFilename = (src: string | null | undefined) =>
  src && SIZED_UPLOAD.test(src) ? src.slice('/media/'.length) : null

/**
 * The generated size of an upload nearest to `width` pixels, by ratio (750 -> 640, 828 -> 960):
 * an image component asks for its own list of widths, and the file it gets should be as near
 * to the width it announces as the sizes allow, neither much larger nor much smaller.
 */
export function mediaSizeUrl(src: string, width: number): string {
  const match = SIZED_UPLOAD.exec(src)
  if (!match) return src
  const distance = (w: number) => Math.abs(Math.log(w / width))
  const size = MEDIA_WIDTHS.reduce((best, w) => (distance(w) < distance(best) ? w : best))
  return `/media/${match[1]}-${mediaSizeName(size)}.webp`
}
