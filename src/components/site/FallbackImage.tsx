'use client'

import Image from 'next/image'
import { useState } from 'react'

const PLACEHOLDER = '/placeholder-portrait.svg'

/** An image that swaps to a placeholder when its file is missing or broken. */
export function FallbackImage({
  src,
  alt,
  sizes,
  placeholder = PLACEHOLDER,
  eager = false,
  fit = 'cover',
}: {
  src: string | null | undefined
  alt: string
  sizes: string
  placeholder?: string
  /** For the first images of a page, which are likely to be the largest paint. */
  eager?: boolean
  /** `contain` shows the whole picture (the gallery's enlarged view); `cover` fills the frame. */
  fit?: 'cover' | 'contain'
}) {
  const [failed, setFailed] = useState(!src)
  const current = failed || !src ? placeholder : src
  return (
    <Image
      src={current}
      alt={alt}
      fill
      sizes={sizes}
      style={{ objectFit: fit }}
      loading={eager ? 'eager' : 'lazy'}
      unoptimized={current.endsWith('.svg') || /^https?:/.test(current)}
      onError={() => setFailed(true)}
    />
  )
}
