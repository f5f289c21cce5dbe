'use client'

import type React from 'react'
import { lazy, Suspense, useRef, useState } from 'react'

import type { DialogCategory } from '@/lib/contract/values'
import type { FundFormUrls } from '@/lib/givingUrl'

// The dialog (and its animation library) loads when first wanted, not with every page.
const loadDialog = () =>
  import('./DonationDialog').then((module) => ({ default: module.DonationDialog }))
const DonationDialog = lazy(loadDialog)

/** The Give Now button that opens the Quick Donation dialog (styled by DonationButton). */
export function DonationDialogTrigger({
  formUrls,
  category,
  className,
  children,
}: {
  formUrls: FundFormUrls
  category: DialogCategory
  className?: string
  children: React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        {children}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <DonationDialog
            open={open}
            category={category}
            formUrls={formUrls}
            onClose={() => {
              setOpen(false)
              triggerRef.current?.focus()
            }}
          />
        </Suspense>
      )}
    </>
  )
}
