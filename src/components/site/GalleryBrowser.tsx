'use client'

import { useState } from 'react'
import styled from 'styled-components'

import { GALLERY_FILTERS } from '@/lib/siteContent'

import { FallbackImage } from './cards'
import { Card, EmptyState, Grid } from './ui'

export interface GalleryItem {
  id: number
  src: string
  alt: string
  title?: string | null
  description?: string | null
  category: string
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: center;
  margin-bottom: 2rem;

  button {
    min-height: 44px;
    padding: 0.5rem 1.1rem;
    border-radius: 999px;
    border: 2px solid var(--burgundy);
    background: var(--white);
    color: var(--burgundy);
    font-weight: 700;
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    background: var(--burgundy);
    color: var(--white);
  }
`

const Photo = styled.figure`
  margin: 0;
  background: var(--white);
  border-radius: var(--radius);
  overflow: hidden;
  box-shadow: var(--shadow);

  .frame {
    position: relative;
    aspect-ratio: 4 / 3;
    background: var(--cream-dark);
  }

  figcaption {
    padding: 0.9rem 1.1rem;
    font-size: 0.95rem;
  }

  figcaption strong {
    display: block;
    color: var(--navy);
  }

  figcaption span {
    color: var(--muted);
    font-size: 0.85rem;
  }
`

const Summary = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.5rem;

  li {
    display: flex;
    justify-content: space-between;
    border-bottom: 1px solid #ebe3d3;
    padding: 0.4rem 0;
  }
`

const label = (value: string) => GALLERY_FILTERS.find((f) => f.value === value)?.label ?? value

/** The public gallery: category filter buttons with counts, the photos, and a summary. */
export function GalleryBrowser({ images }: { images: GalleryItem[] }) {
  const [selected, setSelected] = useState<string>('all')
  const count = (value: string) =>
    value === 'all' ? images.length : images.filter((i) => i.category === value).length
  const shown = selected === 'all' ? images : images.filter((i) => i.category === selected)

  if (images.length === 0) {
    return (
      <EmptyState>
        <h2>No Photos Available Yet</h2>
        <p>Photos will appear here once they are added in the admin dashboard.</p>
      </EmptyState>
    )
  }

  return (
    <>
      <Filters role="group" aria-label="Filter photos by category">
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
      </Filters>
      <p className="visually-hidden" aria-live="polite">
        Showing {shown.length} photos in {label(selected)}
      </p>
      {shown.length === 0 ? (
        <EmptyState>
          <h2>No Photos in {label(selected)}</h2>
          <p>Try another category, or check back after our next gathering.</p>
        </EmptyState>
      ) : (
        <Grid $min={260}>
          {shown.map((image, index) => (
            <Photo key={image.id}>
              <div className="frame">
                <FallbackImage
                  src={image.src}
                  alt={image.alt}
                  placeholder="/placeholder-photo.svg"
                  eager={index < 4}
                  sizes="(min-width: 1200px) 280px, (min-width: 640px) 45vw, 100vw"
                />
              </div>
              <figcaption>
                <strong>{image.title || image.alt}</strong>
                <span>{label(image.category)}</span>
              </figcaption>
            </Photo>
          ))}
        </Grid>
      )}
      <Card style={{ marginTop: '2.5rem' }}>
        <h2 style={{ fontSize: '1.4rem' }}>Photos by Category</h2>
        <Summary>
          {GALLERY_FILTERS.filter((f) => f.value !== 'all').map((f) => (
            <li key={f.value}>
              <span>{f.label}</span>
              <strong>
                {count(f.value)} {count(f.value) === 1 ? 'photo' : 'photos'}
              </strong>
            </li>
          ))}
        </Summary>
      </Card>
    </>
  )
}
