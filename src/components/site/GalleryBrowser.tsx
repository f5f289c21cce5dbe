import styled from 'styled-components'

import { GalleryBrowserClient } from './GalleryBrowserClient'
import { cardStyles, emptyStateStyles } from '@/ui/site/kit'

export type { GalleryItem } from './GalleryLightbox'

/** The public gallery (filters, photos, summary), styled on the server. */
export const GalleryBrowser = styled(GalleryBrowserClient)`
  .gallery-filters {
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
  }

  /* Two photos side by side on a phone, more as the screen widens. */
  .gallery-grid {
    display: grid;
    gap: 0.75rem;
    grid-template-columns: repeat(2, minmax(0, 1fr));

    @media (min-width: 640px) {
      gap: 1.5rem;
      grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
    }
  }

  .gallery-grid > figure {
    margin: 0;
    background: var(--white);
    border-radius: var(--radius);
    overflow: hidden;
    box-shadow: var(--shadow);

    .frame {
      position: relative;
      display: block;
      width: 100%;
      aspect-ratio: 4 / 3;
      padding: 0;
      border: 0;
      border-radius: 0;
      background: var(--cream-dark);
      overflow: hidden;
      cursor: zoom-in;
    }

    .frame img {
      transition: transform 0.3s ease;
    }

    .frame:hover img {
      transform: scale(1.04);
    }

    .frame:focus-visible {
      outline-offset: -3px;
    }

    figcaption {
      padding: 0.7rem 0.8rem;
      font-size: 0.9rem;
      overflow-wrap: anywhere;

      @media (min-width: 640px) {
        padding: 0.9rem 1.1rem;
        font-size: 0.95rem;
      }
    }

    figcaption strong {
      display: block;
      color: var(--navy);
    }

    figcaption span {
      color: var(--muted);
      font-size: 0.85rem;
    }
  }

  .gallery-empty {
    ${emptyStateStyles}
  }

  .gallery-lightbox {
    width: min(1040px, calc(100vw - 1.5rem));
    max-width: none;
    max-height: calc(100dvh - 1.5rem);
    padding: 0;
    border: 0;
    border-radius: var(--radius);
    background: var(--navy-dark);
    color: #f4efe6;
    box-shadow: var(--shadow-lg);

    &::backdrop {
      background: rgba(10, 16, 32, 0.85);
    }

    &[open] .lightbox-panel {
      animation: gallery-lightbox-in 0.2s ease-out;
    }

    @media (prefers-reduced-motion: reduce) {
      &[open] .lightbox-panel {
        animation: none;
      }
    }
  }

  @keyframes gallery-lightbox-in {
    from {
      opacity: 0;
      transform: scale(0.97);
    }
  }

  .lightbox-panel {
    position: relative;
  }

  .lightbox-frame {
    position: relative;
    width: 100%;
    aspect-ratio: 4 / 3;
    max-height: min(62vh, 640px);
    background: #0a1020;
  }

  .lightbox-close,
  .lightbox-nav button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 2px solid rgba(255, 255, 255, 0.7);
    background: rgba(10, 16, 32, 0.7);
    color: var(--white);
    cursor: pointer;

    &:hover {
      background: var(--burgundy);
    }
  }

  .lightbox-close {
    position: absolute;
    top: 0.6rem;
    right: 0.6rem;
    z-index: 1;
  }

  .lightbox-caption {
    padding: 1rem 1.25rem 0.5rem;

    h2 {
      color: var(--white);
      font-size: 1.35rem;
      margin: 0.5rem 0 0.25rem;
    }

    p {
      margin: 0;
      color: #e6dfd2;
    }
  }

  .lightbox-category {
    display: inline-block;
    padding: 0.15rem 0.7rem;
    border-radius: 999px;
    background: var(--gold-soft);
    color: var(--navy-dark);
    font-size: 0.8rem;
    font-weight: 700;
  }

  .lightbox-nav {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.5rem 1.25rem 1.25rem;
    font-variant-numeric: tabular-nums;
    color: #e6dfd2;
  }

  .gallery-summary {
    ${cardStyles}
    border-top: 0;

    ul {
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
    }
  }
`
