'use client'

import type React from 'react'
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'

import type { DialogCategory } from '@/lib/contract/values'
import type { FundFormUrls } from '@/lib/givingUrl'

// The dialog (and its animation library) loads when first wanted, not with every page.
const loadDialog = () =>
  import('./DonationDialog').then((module) => ({ default: module.DonationDialog }))
const DonationDialog = lazy(loadDialog)

type DialogRequest = { category: DialogCategory; formUrls: FundFormUrls; trigger: HTMLElement }

const DialogHostContext = createContext<((request: DialogRequest) => void) | null>(null)

/** One Quick Donation dialog, shown while `open`, loaded the first time it is wanted. */
function LazyDonationDialog({
  request,
  open,
  onClose,
}: {
  request: Omit<DialogRequest, 'trigger'> | null
  open: boolean
  onClose: () => void
}) {
  if (!request) return null
  return (
    <Suspense fallback={null}>
      <DonationDialog
        open={open}
        category={request.category}
        formUrls={request.formUrls}
        onClose={onClose}
      />
    </Suspense>
  )
}

/**
 * Holds the Quick Donation dialog of the Give Now buttons inside it, so that a button may leave
 * the page while its dialog is open: the phone menu closes (`onOpen`) as its Give Now opens the
 * dialog. On closing, focus returns to the button if it is still there, else to `returnFocus`.
 */
export function DonationDialogHost({
  onOpen,
  returnFocus,
  children,
}: {
  onOpen: () => void
  returnFocus: () => void
  children: React.ReactNode
}) {
  const [request, setRequest] = useState<DialogRequest | null>(null)
  const [open, setOpen] = useState(false)
  const focusAfterClose = useRef<HTMLElement | null>(null)

  // After the dialog has closed: closing a modal dialog puts focus back where it was when the
  // dialog opened, which for the phone menu's button is nowhere.
  useEffect(() => {
    const target = focusAfterClose.current
    if (open || !target) return
    focusAfterClose.current = null
    if (target.isConnected) target.focus()
    else returnFocus()
  }, [open, returnFocus])

  return (
    <DialogHostContext.Provider
      value={(next) => {
        setRequest(next)
        setOpen(true)
        onOpen()
      }}
    >
      {children}
      <LazyDonationDialog
        request={request}
        open={open}
        onClose={() => {
          focusAfterClose.current = request?.trigger ?? null
          setOpen(false)
        }}
      />
    </DialogHostContext.Provider>
  )
}

const noSubscription = () => () => undefined

/**
 * Whether the page's scripts are running: false in the server's HTML and while hydrating (so
 * both render the same), true from then on.
 */
function useScriptsRunning() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * The Give Now button that opens the Quick Donation dialog (styled by DonationButton). Until the
 * page's scripts run, and for ever without them, it is a link to the giving page, whose options
 * need no script.
 */
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
  const host = useContext(DialogHostContext)
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const scripts = useScriptsRunning()

  if (!scripts) {
    return (
      <a href="/giving" className={className}>
        {children}
      </a>
    )
  }
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => {
          if (host) {
            host({ category, formUrls, trigger: event.currentTarget })
            return
          }
          setWanted(true)
          setOpen(true)
        }}
      >
        {children}
      </button>
      <LazyDonationDialog
        request={wanted ? { category, formUrls } : null}
        open={open}
        onClose={() => {
          setOpen(false)
          triggerRef.current?.focus()
        }}
      />
    </>
  )
}
