import styled from 'styled-components'

import type { PrayerWallItemJson } from '@/lib/contract/types'
import { formatInstantLongDate, instantChurchDate } from '@/lib/format'

import { PrayedButton } from './PrayedButton'
import { cardStyles } from '@/ui/site/kit'

/**
 * The prayer wall's requests: each its subject, the words shared, who shared it (first name and
 * last initial, or "Anonymous") and when, an Urgent or Answered mark, the praise note of an
 * answered one, and "I prayed" with its count (PrayedButton.tsx).
 *
 * The cards are plain elements styled once by the list around them: a styled component per card
 * would put its rules into the page once per card, and the browser would match 20 copies.
 */
export const PrayerWallList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));

  > li {
    display: flex;
  }

  .wall-card {
    ${cardStyles}
    width: 100%;
    gap: 0.5rem;
    padding: 1.4rem;
    border-top: 4px solid var(--gold);

    @media (min-width: 640px) {
      padding: 1.75rem;
    }
  }

  .wall-card.is-urgent {
    border-top-color: var(--burgundy);
  }

  .marks {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }

  .mark {
    padding: 0.2rem 0.75rem;
    border-radius: 999px;
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.02em;
    background: #f7e6ea;
    color: var(--burgundy);
  }

  .mark.answered {
    background: #e3e9f5;
    color: var(--navy);
  }

  h3 {
    margin: 0;
    overflow-wrap: anywhere;
  }

  .who {
    margin: 0;
    color: var(--muted);
    font-size: 0.95rem;
  }

  .words {
    margin: 0.25rem 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  .praise {
    margin: 0.5rem 0 0;
    padding: 0.75rem 1rem;
    border-left: 4px solid var(--success);
    border-radius: var(--radius-sm);
    background: var(--success-bg);
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  .prayed {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    margin-top: auto;
    padding-top: 0.9rem;
  }

  .prayed-button {
    display: inline-flex;
    align-items: center;
    gap: 0.45rem;
    min-height: 44px;
    padding: 0.55rem 1.2rem;
    border: 2px solid var(--burgundy);
    border-radius: 999px;
    background: var(--white);
    color: var(--burgundy);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }

  .prayed-button:hover,
  .prayed-button.is-done {
    background: var(--burgundy);
    color: var(--white);
  }

  .prayed-button.is-done {
    cursor: default;
  }

  .prayed-count {
    color: var(--muted);
    font-weight: 600;
  }

  .prayed-note {
    flex-basis: 100%;
    font-size: 0.92rem;
    color: var(--muted);
  }

  @media (prefers-reduced-motion: no-preference) {
    .prayed-button {
      transition:
        background 0.15s ease,
        color 0.15s ease;
    }

    .prayed-button.is-done svg {
      animation: prayed-pulse 0.4s ease-out;
    }
  }

  @keyframes prayed-pulse {
    50% {
      transform: scale(1.3);
    }
  }
`

/** One request of the wall; its styles come from PrayerWallList. */
export function PrayerWallCard({
  item,
  page,
  action,
}: {
  item: PrayerWallItemJson
  page: number
  action: (formData: FormData) => Promise<void>
}) {
  const titleId = `prayer-${item.id}-title`
  return (
    <article
      id={`prayer-${item.id}`}
      aria-labelledby={titleId}
      className={item.is_urgent ? 'wall-card is-urgent' : 'wall-card'}
    >
      {(item.is_urgent || item.answered) && (
        <p className="marks">
          {item.is_urgent && <span className="mark">Urgent</span>}
          {item.answered && <span className="mark answered">Answered</span>}
        </p>
      )}
      <h3 id={titleId}>{item.subject}</h3>
      <p className="who">
        {item.name} · Shared{' '}
        <time dateTime={instantChurchDate(new Date(item.shared_at))}>
          {formatInstantLongDate(item.shared_at)}
        </time>
      </p>
      <p className="words">{item.message}</p>
      {item.answered && (
        <p className="praise">
          <strong>Praise report: </strong>
          {item.answered.praise_note}
        </p>
      )}
      <PrayedButton
        id={item.id}
        count={item.prayed_count}
        page={page}
        subject={item.subject}
        action={action}
      />
    </article>
  )
}
