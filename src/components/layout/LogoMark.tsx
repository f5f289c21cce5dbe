'use client'

import { useCallback, useState } from 'react'

/**
 * The logo image, or the initials and 1961 when it fails to load (styled by the
 * `.logo-fallback` rule of the Logo link around it). A plain <img>: the SVG needs no
 * optimising, and the page then loads no image component.
 */
export function LogoMark({ initials }: { initials: string }) {
  const [failed, setFailed] = useState(false)
  // An error that happened before the page became interactive had no handler yet: setting the
  // source again after hydration repeats it (the same trick as next/image).
  const retrigger = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) img.src = img.src
  }, [])
  if (failed) {
    return (
      <span className="logo-fallback" data-testid="logo-fallback" aria-hidden="true">
        <span>{initials}</span>
        <span>1961</span>
      </span>
    )
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src="/logo.svg"
      alt=""
      width={52}
      height={52}
      decoding="async"
      style={{ color: 'transparent' }}
      ref={retrigger}
      onError={() => setFailed(true)}
    />
  )
}
