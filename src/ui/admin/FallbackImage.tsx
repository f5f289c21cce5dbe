'use client'

import { useState } from 'react'

import { hasMediaSizes, MEDIA_WIDTHS, mediaSizeUrl } from '@/lib/mediaSizes'

import { CardImage } from './CardGrid'

export const PLACEHOLDER_IMAGE = '/api/placeholder/400/300'

/**
 * A card thumbnail that swaps to the placeholder when its own image fails to load. An upload
 * is offered in its generated widths, so the card fetches a thumbnail, not the original.
 */
export function FallbackImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  const [failed, setFailed] = useState(false)
  const current = !src || failed ? PLACEHOLDER_IMAGE : src
  const srcSet = hasMediaSizes(current)
    ? MEDIA_WIDTHS.map((w) => `${mediaSizeUrl(current, w)} ${w}w`).join(', ')
    : undefined
  return (
    // A plain <img>: admin thumbnails come from any URL the administrator typed, which
    // next/image would only load from hosts listed in next.config.
    <CardImage
      as="img"
      src={srcSet ? mediaSizeUrl(current, MEDIA_WIDTHS[1]) : current}
      srcSet={srcSet}
      sizes={srcSet ? '(min-width: 700px) 320px, 100vw' : undefined}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  )
}
