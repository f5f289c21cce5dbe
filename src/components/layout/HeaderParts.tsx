'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { createContext, useContext, useRef, useState } from 'react'

import { DonationDialogHost } from '@/components/giving/DonationDialogTrigger'
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/ui/site/icons'

import { ABOUT_LINKS, isActive } from './navigation'

/*
 * The header's interactive pieces. They render plain elements; their styles come from the
 * server-rendered Header (Header.tsx), so the browser loads no styling library for them.
 */

function usePath() {
  return usePathname() ?? '/'
}

/** A link marked aria-current="page" on its own page (and below it). */
export function NavLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: React.ReactNode
}) {
  const pathname = usePath()
  return (
    <a
      href={href}
      className={className}
      aria-current={isActive(pathname, href) ? 'page' : undefined}
    >
      {children}
    </a>
  )
}

/** The About Us submenu: opens on hover, click and keyboard; Escape closes it. */
export function AboutMenu({ className }: { className?: string }) {
  const pathname = usePath()
  // Remembering the page the submenu was opened on closes it after navigation.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean | ((current: boolean) => boolean)) =>
    setOpenOn((current) => {
      const next = typeof value === 'function' ? value(current === pathname) : value
      return next ? pathname : null
    })
  const buttonRef = useRef<HTMLButtonElement>(null)
  // A click on a submenu that hovering just opened keeps it open instead of closing it.
  const openedByHover = useRef(false)
  const active = ABOUT_LINKS.some((link) => isActive(pathname, link.href))

  return (
    <li
      className={className}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true
        setOpen(true)
      }}
      onMouseLeave={() => {
        openedByHover.current = false
        setOpen(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        data-active={active ? '' : undefined}
        aria-expanded={open}
        aria-controls="about-submenu"
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false
          else setOpen((value) => !value)
        }}
      >
        About Us <ChevronDownIcon size={16} />
      </button>
      <ul id="about-submenu" hidden={!open}>
        {ABOUT_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={isActive(pathname, link.href) ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  )
}

type MobileMenu = {
  open: boolean
  toggle: () => void
  close: () => void
  /** Closes the menu and puts focus back on its Menu button. */
  dismiss: () => void
  toggleRef: React.RefObject<HTMLButtonElement | null>
}

const MobileMenuContext = createContext<MobileMenu>({
  open: false,
  toggle: () => undefined,
  close: () => undefined,
  dismiss: () => undefined,
  toggleRef: { current: null },
})

/** Whether focus is moving to somewhere that is neither the Menu button nor the menu. */
function leavesMenu(next: EventTarget | null, toggle: HTMLElement | null) {
  if (!(next instanceof Node)) return false
  if (toggle?.contains(next)) return false
  return !document.getElementById('mobile-menu')?.contains(next)
}

/**
 * Holds whether the mobile menu is open; it belongs to the page it was opened on. The giving
 * dialog of the menu's Give Now lives here, outside the menu, which closes as the dialog opens.
 */
export function MobileMenuState({ children }: { children: React.ReactNode }) {
  const pathname = usePath()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const open = openOn === pathname
  const close = () => setOpenOn(null)
  const focusToggle = () => toggleRef.current?.focus()
  return (
    <MobileMenuContext.Provider
      value={{
        open,
        toggle: () => setOpenOn(open ? null : pathname),
        close,
        dismiss: () => {
          close()
          focusToggle()
        },
        toggleRef,
      }}
    >
      <DonationDialogHost onOpen={close} returnFocus={focusToggle}>
        {children}
      </DonationDialogHost>
    </MobileMenuContext.Provider>
  )
}

/** Opens and closes the mobile menu; Escape closes it, and so does focus leaving it. */
export function MenuToggle({ className }: { className?: string }) {
  const { open, toggle, close, toggleRef } = useContext(MobileMenuContext)
  return (
    <button
      ref={toggleRef}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls="mobile-menu"
      onClick={toggle}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close()
      }}
      onBlur={(event) => {
        if (open && leavesMenu(event.relatedTarget, toggleRef.current)) close()
      }}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
      <span>Menu</span>
    </button>
  )
}

/**
 * The collapsible mobile menu. Following any of its links closes it; so do Escape (focus
 * returns to the Menu button) and focus leaving it, which would otherwise land on the page
 * hidden behind it.
 */
export function MobilePanel({
  className,
  children,
}: {
  className?: string
  children: React.ReactNode
}) {
  const { open, close, dismiss, toggleRef } = useContext(MobileMenuContext)
  if (!open) return null
  return (
    <nav
      id="mobile-menu"
      aria-label="Mobile"
      className={className}
      onClick={(event) => {
        if ((event.target as Element).closest('a')) close()
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss()
      }}
      onBlur={(event) => {
        if (leavesMenu(event.relatedTarget, toggleRef.current)) close()
      }}
    >
      {children}
    </nav>
  )
}
