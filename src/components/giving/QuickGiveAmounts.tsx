'use client'

import { useSyncExternalStore } from 'react'

import { QUICK_GIVE_STORAGE_KEY } from '@/lib/givingFunds'
import { type FundFormUrls, givingUrl, QUICK_GIVE_AMOUNTS } from '@/lib/givingUrl'

const CHOICE_EVENT = 'quick-give-choice'

/** The remembered amount lives in localStorage; other tabs and this one both notify. */
function subscribeToChoice(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHOICE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHOICE_EVENT, onChange)
  }
}

/**
 * Quick Give's amount links (general fund). The chosen amount is remembered and marked
 * aria-current; the styles come from the server component around it (GivingOptions.tsx).
 */
export function QuickGiveAmounts({
  formUrls,
  className,
}: {
  formUrls: FundFormUrls
  className?: string
}) {
  const stored = Number(
    useSyncExternalStore(
      subscribeToChoice,
      () => window.localStorage.getItem(QUICK_GIVE_STORAGE_KEY),
      () => null,
    ),
  )
  const chosen = (QUICK_GIVE_AMOUNTS as readonly number[]).includes(stored) ? stored : null

  const remember = (amount: number) => {
    window.localStorage.setItem(QUICK_GIVE_STORAGE_KEY, String(amount))
    window.dispatchEvent(new Event(CHOICE_EVENT))
  }

  return (
    <div className={className} role="group" aria-labelledby="quick-give-title">
      {QUICK_GIVE_AMOUNTS.map((amount) => (
        <a
          key={amount}
          href={givingUrl(formUrls, {
            fund: 'general',
            medium: 'giving_page',
            content: 'quick_give',
            amount,
          })}
          target="_blank"
          rel="noopener noreferrer"
          aria-current={chosen === amount ? 'true' : undefined}
          onClick={() => remember(amount)}
        >
          ${amount.toLocaleString('en-US')}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ))}
    </div>
  )
}
