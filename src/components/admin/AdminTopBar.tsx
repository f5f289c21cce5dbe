'use client'

import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import type React from 'react'
import { useRef, useState } from 'react'
import styled from 'styled-components'
import useSWR from 'swr'

import type { ChurchInfoJson } from '@/lib/contract/types'

import { adminTheme } from '@/ui/admin/adminTheme'
import { useAuth } from './AuthProvider'
import { Button, ButtonAnchor } from '@/ui/admin/Button'
import { ChangePasswordDialog } from './ChangePasswordDialog'
import { screenAt, screensFor } from './screens'
import { SignOutEverywhere } from './SignOutEverywhere'

/** Below this width the screens' links fold behind the Menu button. */
const WIDE = '768px'

const Bar = styled.header`
  background: ${adminTheme.surface};
  border-bottom: 1px solid ${adminTheme.border};
`

const Inner = styled.div`
  max-width: ${adminTheme.pageWidth};
  margin: 0 auto;
  padding: 0.75rem 1rem 0.5rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
  justify-content: space-between;
  @media (min-width: ${WIDE}) {
    padding: 0.9rem 2rem 0;
  }
`

const Brand = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  line-height: 1.25;
  min-width: 0;
  flex: 1 1 100%;
  @media (min-width: ${WIDE}) {
    flex: 0 1 auto;
  }
`

const ChurchName = styled.span`
  /* Kept one line tall while the name loads, so that nothing below moves. */
  min-height: 1.25em;
  font-weight: 700;
  font-size: 1.05rem;
  overflow-wrap: anywhere;
`

const Area = styled.span`
  color: ${adminTheme.muted};
  font-size: 0.85rem;
`

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  flex: 1 1 100%;
  @media (min-width: ${WIDE}) {
    flex: 0 1 auto;
  }
`

const Account = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

const MenuButton = styled(Button)`
  margin-left: auto;
  @media (min-width: ${WIDE}) {
    display: none;
  }
`

const Screens = styled.nav<{ $open: boolean }>`
  flex: 1 1 100%;
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  border-top: 1px solid ${adminTheme.border};
  margin: 0 -1rem;
  padding: 0.25rem 0.5rem 0;
  @media (min-width: ${WIDE}) {
    display: block;
    border-top: none;
    margin: 0 -0.45rem;
    padding: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    @media (min-width: ${WIDE}) {
      display: flex;
      flex-wrap: wrap;
    }
  }
`

const ScreenLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0.4rem 0.6rem;
  border-radius: 6px;
  color: ${adminTheme.text};
  font-size: 0.95rem;
  text-decoration: none;
  &:hover {
    background: #eef2f7;
  }
  &[aria-current='page'] {
    color: ${adminTheme.primary};
    font-weight: 700;
    box-shadow: inset 4px 0 0 ${adminTheme.primary};
  }
  @media (min-width: ${WIDE}) {
    padding: 0.4rem 0.45rem;
    font-size: 0.875rem;
    border-radius: 6px 6px 0 0;
    &[aria-current='page'] {
      box-shadow: inset 0 -3px 0 ${adminTheme.primary};
    }
  }
`

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" fill="none" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" fill="none" />
      )}
    </svg>
  )
}

/**
 * The banner of every signed-in admin screen: which church's website this is, the screens the
 * person's roles allow (the current one marked), Profile, View Website and Logout. Below 768 px
 * the screens fold behind a Menu button.
 */
export function AdminTopBar() {
  const { data: church } = useSWR<ChurchInfoJson>('/church-info')
  const { user, logout } = useAuth()
  const router = useRouter()
  const pathname = usePathname()
  const [menuOpen, setMenuOpen] = useState(false)
  const [profileOpen, setProfileOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const current = screenAt(pathname ?? '')

  const signOut = async () => {
    await logout()
    router.push('/admin/login')
  }

  const closeMenuOnEscape = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return
    setMenuOpen(false)
    menuButton.current?.focus()
  }

  return (
    <>
      <Bar>
        <Inner>
          <Brand>
            <ChurchName>{church?.name}</ChurchName>
            <Area>Church Admin</Area>
          </Brand>
          <Controls>
            <Account aria-label="Account">
              <Button $variant="secondary" $small onClick={() => setProfileOpen(true)}>
                Profile
              </Button>
              <ButtonAnchor href="/" $variant="secondary" $small>
                View Website
              </ButtonAnchor>
              <Button $variant="secondary" $small onClick={signOut}>
                Logout
              </Button>
            </Account>
            <MenuButton
              ref={menuButton}
              $variant="secondary"
              $small
              aria-expanded={menuOpen}
              aria-controls="admin-screens"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <MenuIcon open={menuOpen} />
              Menu
            </MenuButton>
          </Controls>
          <Screens
            id="admin-screens"
            aria-label="Admin screens"
            $open={menuOpen}
            onKeyDown={closeMenuOnEscape}
          >
            <ul>
              {screensFor(user?.roles).map((screen) => (
                <li key={screen.href}>
                  <ScreenLink
                    href={screen.href}
                    aria-current={screen === current ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                  >
                    {screen.label}
                  </ScreenLink>
                </li>
              ))}
            </ul>
          </Screens>
        </Inner>
      </Bar>
      <ChangePasswordDialog open={profileOpen} onClose={() => setProfileOpen(false)}>
        <SignOutEverywhere />
      </ChangePasswordDialog>
    </>
  )
}
