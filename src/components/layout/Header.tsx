'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useRef, useState } from 'react'
import styled, { css } from 'styled-components'

import { DonationButton } from '@/components/giving/DonationButton'
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/site/icons'
import type { FundFormUrls } from '@/lib/givingUrl'

import { Logo } from './Logo'
import { ABOUT_LINKS, MAIN_LINKS, isActive } from './navigation'

const DESKTOP = '(min-width: 1180px)'

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: var(--navy-dark);
  color: var(--white);
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.25);
`

const Inner = styled.div`
  max-width: 1440px;
  margin: 0 auto;
  padding: 0.6rem 1.25rem;

  @media ${DESKTOP} {
    padding: 0.6rem 1.5rem;
  }
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`

const DesktopNav = styled.nav`
  display: none;

  @media ${DESKTOP} {
    display: block;
  }

  > ul {
    list-style: none;
    display: flex;
    gap: 0.15rem;
    margin: 0;
    padding: 0;
  }
`

const navItem = css<{ $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 44px;
  padding: 0.5rem 0.55rem;
  border-radius: var(--radius-sm);
  color: #e9e4da;
  text-decoration: none;
  font-weight: 600;
  font-size: 0.95rem;
  white-space: nowrap;
  background: transparent;
  border: 0;
  cursor: pointer;
  font-family: var(--font-sans);
  position: relative;

  &:hover {
    color: var(--white);
    background: rgba(255, 255, 255, 0.08);
  }

  ${({ $active }) =>
    $active &&
    css`
      color: var(--gold);
      &::after {
        content: '';
        position: absolute;
        left: 0.55rem;
        right: 0.55rem;
        bottom: 4px;
        height: 2px;
        background: var(--gold);
        border-radius: 2px;
      }
      &:hover {
        color: var(--gold);
      }
    `}
`

const NavLinkStyled = styled(Link)<{ $active?: boolean }>`
  ${navItem}
`
const NavButton = styled.button<{ $active?: boolean }>`
  ${navItem}

  svg {
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`

const Dropdown = styled.li`
  position: relative;
`

const Submenu = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 220px;
  list-style: none;
  margin: 0;
  padding: 0.5rem;
  background: var(--white);
  border-radius: var(--radius-sm);
  box-shadow: var(--shadow-lg);
  border-top: 3px solid var(--gold);

  a {
    display: block;
    padding: 0.65rem 0.85rem;
    border-radius: 6px;
    color: var(--navy);
    text-decoration: none;
    font-weight: 600;
  }

  a:hover {
    background: var(--cream);
    color: var(--burgundy);
  }

  a[aria-current='page'] {
    background: #f7e6ea;
    color: var(--burgundy);
  }
`

const Actions = styled.div`
  display: none;
  align-items: center;
  gap: 0.5rem;

  @media ${DESKTOP} {
    display: flex;
  }
`

const SmallLink = styled(Link)<{ $outline?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0.45rem 0.95rem;
  border-radius: 999px;
  font-size: 0.9rem;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  color: var(--white);
  border: 2px solid rgba(255, 255, 255, 0.6);

  &:hover {
    color: var(--navy-dark);
    background: var(--white);
  }

  ${({ $outline }) =>
    $outline === false &&
    css`
      border-color: transparent;
      color: #d9d3c7;
      &:hover {
        background: rgba(255, 255, 255, 0.1);
        color: var(--white);
      }
    `}
`

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.8rem;
  border-radius: var(--radius-sm);
  border: 2px solid rgba(255, 255, 255, 0.4);
  background: transparent;
  color: var(--white);
  font-weight: 600;
  cursor: pointer;

  @media ${DESKTOP} {
    display: none;
  }
`

const MobilePanel = styled.nav`
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  padding: 0.75rem 1.25rem 1.25rem;
  max-height: calc(100vh - 70px);
  overflow-y: auto;

  @media ${DESKTOP} {
    display: none;
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  li a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border-radius: var(--radius-sm);
    color: #ece7dd;
    text-decoration: none;
    font-weight: 600;
  }

  li a:hover {
    background: rgba(255, 255, 255, 0.08);
    color: var(--white);
  }

  li a[aria-current='page'] {
    color: var(--gold);
    background: rgba(212, 167, 44, 0.12);
    box-shadow: inset 3px 0 0 var(--gold);
  }
`

const GroupLabel = styled.p`
  margin: 0.6rem 0 0.2rem;
  padding: 0 0.75rem;
  font-size: 0.75rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: #c9c2b4;
`

const Indented = styled.ul`
  padding-left: 0.75rem !important;
`

const MobileActions = styled.div`
  display: grid;
  gap: 0.6rem;
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid rgba(255, 255, 255, 0.12);

  > a,
  > button {
    justify-content: center;
    width: 100%;
  }
`

function AboutMenu({ pathname }: { pathname: string }) {
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
    <Dropdown
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
      <NavButton
        ref={buttonRef}
        type="button"
        $active={active}
        aria-expanded={open}
        aria-controls="about-submenu"
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false
          else setOpen((value) => !value)
        }}
      >
        About Us <ChevronDownIcon size={16} />
      </NavButton>
      <Submenu id="about-submenu" hidden={!open}>
        {ABOUT_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={isActive(pathname, link.href) ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </Submenu>
    </Dropdown>
  )
}

/** The site header: logo, navigation with the About Us submenu, and the three buttons. */
export function Header({ churchName, formUrls }: { churchName: string; formUrls: FundFormUrls }) {
  const pathname = usePathname() ?? '/'
  // The mobile menu belongs to the page it was opened on, so following a link closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const menuOpen = menuOpenOn === pathname
  const current = (href: string) => (isActive(pathname, href) ? ('page' as const) : undefined)

  const closeMenu = () => setMenuOpenOn(null)

  return (
    <Bar>
      <Inner>
        <Logo churchName={churchName} />
        <DesktopNav aria-label="Main">
          <ul>
            <li>
              <NavLinkStyled href="/" $active={isActive(pathname, '/')} aria-current={current('/')}>
                Home
              </NavLinkStyled>
            </li>
            <AboutMenu pathname={pathname} />
            {MAIN_LINKS.map((link) => (
              <li key={link.href}>
                <NavLinkStyled
                  href={link.href}
                  $active={isActive(pathname, link.href)}
                  aria-current={current(link.href)}
                >
                  {link.label}
                </NavLinkStyled>
              </li>
            ))}
          </ul>
        </DesktopNav>
        <Actions>
          <SmallLink href="/prayer-requests" aria-current={current('/prayer-requests')}>
            Prayer Request
          </SmallLink>
          <DonationButton formUrls={formUrls} showModal variant="gold" size="sm" />
          <SmallLink href="/admin/login" $outline={false}>
            Admin
          </SmallLink>
        </Actions>
        <MenuToggle
          type="button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span>Menu</span>
        </MenuToggle>
      </Inner>
      {menuOpen && (
        <MobilePanel id="mobile-menu" aria-label="Mobile">
          <ul>
            <li>
              <Link href="/" aria-current={current('/')} onClick={closeMenu}>
                Home
              </Link>
            </li>
          </ul>
          <GroupLabel>About Us</GroupLabel>
          <Indented>
            {ABOUT_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} aria-current={current(link.href)} onClick={closeMenu}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Indented>
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} aria-current={current(link.href)} onClick={closeMenu}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/giving" aria-current={current('/giving')} onClick={closeMenu}>
                View All Giving Options
              </Link>
            </li>
          </ul>
          <MobileActions>
            <SmallLink href="/prayer-requests" onClick={closeMenu}>
              Prayer Request
            </SmallLink>
            <DonationButton formUrls={formUrls} showModal variant="gold" size="md" />
            <SmallLink href="/admin/login" $outline={false} onClick={closeMenu}>
              Admin
            </SmallLink>
          </MobileActions>
        </MobilePanel>
      )}
    </Bar>
  )
}
