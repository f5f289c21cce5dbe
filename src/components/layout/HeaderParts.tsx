'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { createContext, useContext, useRef, useState } from 'react'

import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/site/icons'

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

const MobileMenuContext = createContext<{ open: boolean; toggle: () => void; close: () => void }>({
  open: false,
  toggle: () => undefined,
  close: () => undefined,
})

/** Holds whether the mobile menu is open; it belongs to the page it was opened on. */
export function MobileMenuState({ children }: { children: React.ReactNode }) {
  const pathname = usePath()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  return (
    <MobileMenuContext.Provider
      value={{
        open,
        toggle: () => setOpenOn(open ? null : pathname),
        close: () => setOpenOn(null),
      }}
    >
      {children}
    </MobileMenuContext.Provider>
  )
}

export function MenuToggle({ className }: { className?: string }) {
  const { open, toggle } = useContext(MobileMenuContext)
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls="mobile-menu"
      onClick={toggle}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
      <span>Menu</span>
    </button>
  )
}

/** The collapsible mobile menu; following any of its links closes it. */
export function MobilePanel({
  className,
  children,
}: {
  className?: string
  children: React.ReactNode
}) {
  const { open, close } = useContext(MobileMenuContext)
  if (!open) return null
  return (
    <nav
      id="mobile-menu"
      aria-label="Mobile"
      className={className}
      onClick={(event) => {
        if ((event.target as Element).closest('a')) close()
      }}
    >
      {children}
    </nav>
  )
}
