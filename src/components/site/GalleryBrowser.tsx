import styled from 'styled-components'

import { GalleryBrowserClient } from './GalleryBrowserClient'
import { cardStyles, emptyStateStyles } from './ui'

export type { GalleryItem } from './GalleryBrowserClient'

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

  .gallery-grid {
    display: grid;
    gap: 1.5rem;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  }

  .gallery-grid > figure {
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
  }

  .gallery-empty {
    ${emptyStateStyles}
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
