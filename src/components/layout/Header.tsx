import styled, { css } from 'styled-components'

import { DonationButton } from '@/components/giving/DonationButton'
import type { FundFormUrls } from '@/lib/givingUrl'

import { AboutMenu, MenuToggle, MobileMenuState, MobilePanel, NavLink } from './HeaderParts'
import { Logo } from './Logo'
import { ABOUT_LINKS, MAIN_LINKS } from './navigation'

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
  gap: 0.75rem;
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

const navItem = css`
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

  &[aria-current='page'],
  &[data-active] {
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
  }
`

const NavLinkStyled = styled(NavLink)`
  ${navItem}
`

const AboutMenuStyled = styled(AboutMenu)`
  position: relative;

  > button {
    ${navItem}
  }

  > button svg {
    transition: transform 0.15s ease;
  }
  > button[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  > ul {
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

const smallLink = css`
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
`

const SmallLink = styled.a`
  ${smallLink}
`
const SmallNavLink = styled(NavLink)`
  ${smallLink}
`
const AdminLink = styled.a`
  ${smallLink}
  border-color: transparent;
  color: #d9d3c7;
  &:hover {
    background: rgba(255, 255, 255, 0.1);
    color: var(--white);
  }
`

const MenuToggleStyled = styled(MenuToggle)`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.3rem;
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.6rem;
  border-radius: var(--radius-sm);
  border: 2px solid rgba(255, 255, 255, 0.4);
  background: transparent;
  color: var(--white);
  font-weight: 600;
  cursor: pointer;

  svg {
    flex-shrink: 0;
  }

  /* Narrower than a common phone, the word gives way to the church's name; it still names
     the button for screen readers. */
  @media (max-width: 389px) {
    padding: 0;

    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
  }

  @media ${DESKTOP} {
    display: none;
  }
`

const MobilePanelStyled = styled(MobilePanel)`
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

/**
 * The site header: logo, navigation with the About Us submenu, and the three buttons. It renders
 * on the server; only the pieces that react (active link, submenu, mobile menu, Give Now) run in
 * the browser (HeaderParts.tsx).
 */
export function Header({ churchName, formUrls }: { churchName: string; formUrls: FundFormUrls }) {
  return (
    <Bar>
      <MobileMenuState>
        <Inner>
          <Logo churchName={churchName} />
          <DesktopNav aria-label="Main">
            <ul>
              <li>
                <NavLinkStyled href="/">Home</NavLinkStyled>
              </li>
              <AboutMenuStyled />
              {MAIN_LINKS.map((link) => (
                <li key={link.href}>
                  <NavLinkStyled href={link.href}>{link.label}</NavLinkStyled>
                </li>
              ))}
            </ul>
          </DesktopNav>
          <Actions>
            <SmallNavLink href="/prayer-requests">Prayer Request</SmallNavLink>
            <DonationButton formUrls={formUrls} showModal variant="gold" size="sm" />
            <AdminLink href="/admin/login">Admin</AdminLink>
          </Actions>
          <MenuToggleStyled />
        </Inner>
        <MobilePanelStyled>
          <ul>
            <li>
              <NavLink href="/">Home</NavLink>
            </li>
          </ul>
          <GroupLabel>About Us</GroupLabel>
          <Indented>
            {ABOUT_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href}>{link.label}</NavLink>
              </li>
            ))}
          </Indented>
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href}>{link.label}</NavLink>
              </li>
            ))}
            <li>
              <NavLink href="/giving">View All Giving Options</NavLink>
            </li>
          </ul>
          <MobileActions>
            <SmallLink href="/prayer-requests">Prayer Request</SmallLink>
            <DonationButton formUrls={formUrls} showModal variant="gold" size="md" />
            <AdminLink href="/admin/login">Admin</AdminLink>
          </MobileActions>
        </MobilePanelStyled>
      </MobileMenuState>
    </Bar>
  )
}
