'use client'

import { useRef, useState } from 'react'

import { PUBLIC_GALLERY_FILTERS as GALLERY_FILTERS, labelOf } from '@/lib/contract/values'

import { FallbackImage } from '@/ui/site/FallbackImage'
import { type GalleryItem, GalleryLightbox } from './GalleryLightbox'

const label = (value: string) => labelOf(GALLERY_FILTERS, value)

/**
 * The public gallery's behaviour: category filter buttons with counts, the photos (each opens
 * an enlarged view, GalleryLightbox.tsx), and a summary. It renders plain elements; the styles
 * come from GalleryBrowser.tsx on the server.
 */
export function GalleryBrowserClient({
  images,
  className,
}: {
  images: GalleryItem[]
  className?: string
}) {
  const [selected, setSelected] = useState<string>('all')
  const [enlarged, setEnlarged] = useState<number | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const count = (value: string) =>
    value === 'all' ? images.length : images.filter((i) => i.category === value).length
  const shown = selected === 'all' ? images : images.filter((i) => i.category === selected)

  if (images.length === 0) {
    return (
      <div className={className}>
        <div className="gallery-empty">
          <h2>No Photos Available Yet</h2>
          <p>Photos will appear here once they are added in the admin dashboard.</p>
        </div>
      </div>
    )
  }

  return (
    <div className={className}>
      <div className="gallery-filters" role="group" aria-label="Filter photos by category">
        {GALLERY_FILTERS.map((filter) => (
          <button
            key={filter.value}
            type="button"
            aria-pressed={selected === filter.value}
            onClick={() => setSelected(filter.value)}
          >
            {filter.label} ({count(filter.value)})
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        Showing {shown.length} photos in {label(selected)}
      </p>
      {shown.length === 0 ? (
        <div className="gallery-empty">
          <h2>No Photos in {label(selected)}</h2>
          <p>Try another category, or check back after our next gathering.</p>
        </div>
      ) : (
        <div className="gallery-grid">
          {shown.map((image, index) => (
            <figure key={image.id}>
              <button
                type="button"
                className="frame"
                aria-haspopup="dialog"
                onClick={(event) => {
                  opener.current = event.currentTarget
                  setEnlarged(index)
                }}
              >
                <span className="visually-hidden">View larger: </span>
                <FallbackImage
                  src={image.src}
                  blur={image.blur}
                  alt={image.alt}
                  placeholder="/placeholder-photo.svg"
                  eager={index < 4}
                  sizes="(min-width: 1200px) 280px, (min-width: 640px) 45vw, 50vw"
                />
              </button>
              <figcaption>
                <strong>{image.title || image.alt}</strong>
                <span>{label(image.category)}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      )}
      <GalleryLightbox
        images={shown}
        index={enlarged}
        categoryLabel={label}
        onMove={setEnlarged}
        onClose={() => setEnlarged(null)}
        onClosed={() => opener.current?.focus()}
      />
      <article className="gallery-summary" style={{ marginTop: '2.5rem' }}>
        <h2 style={{ fontSize: '1.4rem' }}>Photos by Category</h2>
        <ul>
          {GALLERY_FILTERS.filter((f) => f.value !== 'all').map((f) => (
            <li key={f.value}>
              <span>{f.label}</span>
              <strong>
                {count(f.value)} {count(f.value) === 1 ? 'photo' : 'photos'}
              </strong>
            </li>
          ))}
        </ul>
      </article>
    </div>
  )
}
