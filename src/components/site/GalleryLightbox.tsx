'use client'

import { useEffect, useId, useRef } from 'react'

import type { GalleryImageJson } from '@/lib/contract/types'

import { FallbackImage } from '@/ui/site/FallbackImage'
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/ui/site/icons'

/** A photo of the gallery, as the browser and its enlarged view show it. */
export type GalleryItem = Pick<GalleryImageJson, 'id' | 'src' | 'alt' | 'category'> &
  Partial<Pick<GalleryImageJson, 'title' | 'description'>> & {
    /** The photo's tiny blurred copy, shown until it has loaded (server/content/read.ts). */
    blur?: string
  }

/**
 * The gallery's enlarged view of one photo: a native modal <dialog>, so the page behind is inert,
 * focus stays inside and Escape closes it. It shows the photo whole, its category, title and
 * caption; the arrow keys and the two buttons move to the previous and next photo. After it
 * closes, `onClosed` puts focus back. Plain elements: the styles come from GalleryBrowser.tsx.
 */
export function GalleryLightbox({
  images,
  index,
  categoryLabel,
  onMove,
  onClose,
  onClosed,
}: {
  images: GalleryItem[]
  /** The photo shown, or null while closed. */
  index: number | null
  categoryLabel: (category: string) => string
  onMove: (index: number) => void
  onClose: () => void
  onClosed: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const captionId = useId()
  const open = index !== null
  const image = index === null ? null : images[index]

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) {
      dialog.close()
      onClosed()
    }
  }, [open, onClosed])

  const step = (by: number) => {
    if (index !== null) onMove((index + by + images.length) % images.length)
  }
  const caption = image ? image.description || (image.title ? image.alt : '') : ''

  return (
    <dialog
      ref={ref}
      className="gallery-lightbox"
      aria-labelledby={titleId}
      aria-describedby={caption ? captionId : undefined}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) onClose()
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          event.preventDefault()
          step(event.key === 'ArrowLeft' ? -1 : 1)
        }
      }}
    >
      {image && index !== null && (
        <div className="lightbox-panel">
          <button type="button" className="lightbox-close" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
          <div className="lightbox-frame">
            <FallbackImage
              key={image.id}
              src={image.src}
              alt={image.alt}
              placeholder="/placeholder-photo.svg"
              sizes="(min-width: 1100px) 1040px, 100vw"
              fit="contain"
              eager
            />
          </div>
          <div className="lightbox-caption" aria-live="polite" aria-atomic="true">
            <span className="lightbox-category">{categoryLabel(image.category)}</span>
            <h2 id={titleId}>{image.title || image.alt}</h2>
            {caption && <p id={captionId}>{caption}</p>}
          </div>
          {images.length > 1 && (
            <div className="lightbox-nav">
              <button type="button" aria-label="Previous photo" onClick={() => step(-1)}>
                <ChevronLeftIcon />
              </button>
              <span>
                Photo {index + 1} of {images.length}
              </span>
              <button type="button" aria-label="Next photo" onClick={() => step(1)}>
                <ChevronRightIcon />
              </button>
            </div>
          )}
        </div>
      )}
    </dialog>
  )
}
