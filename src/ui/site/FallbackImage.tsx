'use client'

import Image, { type ImageLoader } from 'next/image'
import { useState } from 'react'

import { hasMediaSizes, mediaSizeUrl } from '@/lib/mediaSizes'

const PLACEHOLDER = '/placeholder-portrait.svg'

/** An upload's own sizes (Payload made them at upload): no image optimiser in between. */
const uploadSizes: ImageLoader = ({ src, width }) => mediaSizeUrl(src, width)

/**
 * An image that swaps to a placeholder when its file is missing or broken. An upload is
 * offered in its generated widths (`srcset`, src/lib/mediaSizes.ts), so a phone fetches the
 * smallest that fills its frame, blurred from its tiny copy until it arrives; any other address
 * is shown as it is.
 */
export function FallbackImage({
  src,
  alt,
  sizes,
  placeholder = PLACEHOLDER,
  eager = false,
  fit = 'cover',
  blur,
}: {
  src: string | null | undefined
  alt: string
  sizes: string
  placeholder?: string
  /** For the first images of a page, which are likely to be the largest paint. */
  eager?: boolean
  /** `contain` shows the whole picture (the gallery's enlarged view); `cover` fills the frame. */
  fit?: 'cover' | 'contain'
  /** The upload's tiny blurred copy (a data URL), shown until the picture has loaded. */
  blur?: string
}) {
  const [failed, setFailed] = useState(!src)
  const current = failed || !src ? placeholder : src
  const sized = hasMediaSizes(current)
  return (
    <Image
      src={current}
      loader={sized ? uploadSizes : undefined}
      alt={alt}
      fill
      sizes={sizes}
      style={{ objectFit: fit }}
      loading={eager ? 'eager' : 'lazy'}
      unoptimized={!sized && (current.endsWith('.svg') || /^https?:/.test(current))}
      placeholder={blur && current === src ? 'blur' : 'empty'}
      blurDataURL={blur}
      onError={() => setFailed(true)}
    />
  )
}
