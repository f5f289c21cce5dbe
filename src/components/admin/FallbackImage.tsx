'use client'

import { useState } from 'react'

import { CardImage } from './CardGrid'

export const PLACEHOLDER_IMAGE = '/api/placeholder/400/300'

/** A card thumbnail that swaps to the placeholder when its own image fails to load. */
export function FallbackImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  const [failed, setFailed] = useState(false)
  return (
    // A plain <img>: admin thumbnails come from any URL the administrator typed, which
    // next/image would only load from hosts listed in next.config.
    <CardImage
      as="img"
      src={!src || failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  )
}
