'use client'

import { useEffect } from 'react'
import styled from 'styled-components'
import useSWR from 'swr'

import { type Area, mayUse } from '@/lib/contract/roles'
import type { DashboardStatsJson, GivingSettingsJson } from '@/lib/contract/types'
import { donationTypeLabel, GIVING_FUND_IDS } from '@/lib/contract/values'

import { adminTheme } from '@/ui/admin/adminTheme'
import { useAuth } from './AuthProvider'
import { ButtonAnchor, ButtonLink } from '@/ui/admin/Button'
import { Panel } from '@/ui/admin/CardGrid'
import { screensFor } from './screens'
import { StatCard, StatGrid } from '@/ui/admin/StatCards'

/** The counters shown as cards, each with the part of the administration it belongs to. */
const STAT_CARDS: { key: keyof DashboardStatsJson; label: string; area: Area; note?: string }[] = [
  { key: 'total_events', label: 'Total Events', area: 'content' },
  { key: 'total_staff', label: 'Staff Members', area: 'content' },
  { key: 'total_prayer_requests', label: 'Prayer Requests', area: 'prayer' },
  // Counts the active ones; the Contacts tab lists every subscriber with their status.
  {
    key: 'total_newsletter_subscribers',
    label: 'Newsletter Subscribers',
    area: 'office',
    note: 'Active only (unsubscribed not counted)',
  },
]

const Main = styled.main`
  max-width: ${adminTheme.pageWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  @media (min-width: 768px) {
    padding: 2rem 2rem 4rem;
  }
  h1 {
    font-size: 1.6rem;
  }
  h2 {
    font-size: 1.2rem;
    margin-bottom: 0.75rem;
  }
`

const Welcome = styled.p`
  margin: 0.25rem 0 1.75rem;
  color: ${adminTheme.muted};
`

const Warning = styled.section`
  margin-bottom: 2rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${adminTheme.tones.yellow.border};
  border-left-width: 6px;
  border-radius: ${adminTheme.radius};
  background: ${adminTheme.tones.yellow.background};
  color: ${adminTheme.tones.yellow.text};
  h2 {
    margin-bottom: 0.4rem;
  }
  p {
    margin: 0 0 0.9rem;
    max-width: 65ch;
  }
`

const Stats = styled(StatGrid)`
  margin-bottom: 2rem;
`

const Stat = styled(StatCard)`
  display: flex;
  /* The label comes first for screen readers; the number shows on top. */
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 0.25rem;
`

const StatValue = styled.span`
  font-size: 1.9rem;
  font-weight: 700;
  line-height: 1.1;
`

const StatLabel = styled.span`
  color: ${adminTheme.muted};
  font-size: 0.9rem;
`

const StatNote = styled.span`
  display: block;
  font-size: 0.8rem;
`

const Attention = styled.div`
  display: grid;
  gap: 1rem;
  margin-bottom: 2rem;
  grid-template-columns: 1fr;
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
  p {
    margin: 0 0 0.75rem;
    color: ${adminTheme.muted};
  }
`

const NavGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 2rem;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 250px), 1fr));
`

const NavCard = styled(ButtonLink)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.3rem;
  height: 100%;
  padding: 1rem 1.1rem;
  white-space: normal;
  text-align: left;
  border-radius: ${adminTheme.radius};
  box-shadow: ${adminTheme.shadow};
  span {
    font-weight: 400;
    color: ${adminTheme.muted};
    font-size: 0.9rem;
  }
`

const CmsNote = styled(Panel)`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
    color: ${adminTheme.muted};
  }
`

/**
 * The dashboard shows a person what their roles cover: an administrator every counter, panel
 * and card; an editor the content's; the office its messages; the treasurer the donations;
 * the prayer team its requests.
 */
export function DashboardScreen() {
  const { user } = useAuth()
  const roles = user?.roles
  const { data: stats, error } = useSWR<DashboardStatsJson>('/admin/dashboard/stats')
  // The warning's remedy, the giving settings, is an administrator's to change.
  const { data: giving } = useSWR<GivingSettingsJson>(
    mayUse(roles, 'administration') ? '/admin/giving-settings' : null,
  )

  useEffect(() => {
    // Spec section 8: a stats failure is only logged; the cards show a dash.
    if (error) console.error('Failed to load dashboard stats', error)
  }, [error])

  const statCards = STAT_CARDS.filter((card) => mayUse(roles, card.area))
  const sections = screensFor(roles).filter((screen) => screen.card)
  const showPrayer = mayUse(roles, 'prayer')
  const showMessages = mayUse(roles, 'office')
  const pending = stats?.pending_prayer_requests ?? 0
  const newMessages = stats?.new_contact_submissions ?? 0

  return (
    <Main id="main-content" tabIndex={-1}>
      <h1>Admin Dashboard</h1>
      <Welcome>Welcome back, {user?.full_name}</Welcome>

      {giving && giving.placeholder_funds.length > 0 && (
        <GivingSetupWarning funds={giving.placeholder_funds} />
      )}

      {statCards.length > 0 && (
        <section aria-labelledby="stats-title">
          <h2 id="stats-title" className="visually-hidden">
            At a glance
          </h2>
          <Stats>
            {statCards.map((card) => (
              <Stat key={card.key}>
                <StatLabel>
                  <span>{card.label}</span>
                  {card.note && <StatNote>{card.note}</StatNote>}
                </StatLabel>
                <StatValue>{stats?.[card.key] ?? '—'}</StatValue>
              </Stat>
            ))}
          </Stats>
        </section>
      )}

      {(showPrayer || showMessages) && (
        <Attention>
          {showPrayer && (
            <Panel aria-labelledby="pending-title">
              <h2 id="pending-title">Pending Prayer Requests</h2>
              {pending > 0 ? (
                <>
                  <p>
                    {pending} {pending === 1 ? 'request is' : 'requests are'} waiting for review.
                  </p>
                  <ButtonLink href="/admin/prayer-requests" $small>
                    Review Requests
                  </ButtonLink>
                </>
              ) : (
                <p>No pending requests</p>
              )}
            </Panel>
          )}
          {showMessages && (
            <Panel aria-labelledby="messages-title">
              <h2 id="messages-title">New Contact Messages</h2>
              {newMessages > 0 ? (
                <>
                  <p>
                    {newMessages} new {newMessages === 1 ? 'message' : 'messages'} to read.
                  </p>
                  <ButtonLink href="/admin/contacts" $small>
                    View Messages
                  </ButtonLink>
                </>
              ) : (
                <p>No new messages</p>
              )}
            </Panel>
          )}
        </Attention>
      )}

      <nav aria-labelledby="manage-title">
        <h2 id="manage-title">Manage</h2>
        <NavGrid>
          {sections.map((section) => (
            <li key={section.href}>
              <NavCard href={section.href} $variant="secondary">
                {section.label}
                <span>{section.card}</span>
              </NavCard>
            </li>
          ))}
        </NavGrid>
      </nav>

      <CmsNote aria-labelledby="cms-title">
        <div>
          <h2 id="cms-title">Bulk edits</h2>
          <p>
            {mayUse(roles, 'administration')
              ? "The content system's own panel edits many records at once, reorders lists and manages giving settings."
              : "The content system's own panel edits many records at once and reorders lists."}
          </p>
        </div>
        <ButtonAnchor href="/cms" $variant="secondary">
          Open CMS Panel
        </ButtonAnchor>
      </CmsNote>
    </Main>
  )
}

/**
 * Shown while any fund's hosted form is still the example provider's (a fresh install's): its
 * Give buttons lead to a form that takes no gifts, and the settings are in Payload's panel.
 */
function GivingSetupWarning({ funds }: { funds: GivingSettingsJson['placeholder_funds'] }) {
  const which =
    funds.length === GIVING_FUND_IDS.length
      ? 'every fund'
      : new Intl.ListFormat('en-US').format(funds.map(donationTypeLabel))
  return (
    <Warning aria-labelledby="giving-setup-title">
      <h2 id="giving-setup-title">Online giving is not set up yet</h2>
      <p>
        The Give buttons for {which} still open the example provider&apos;s donation form, which
        takes no gifts. Enter your giving provider&apos;s form address for each fund in the giving
        settings.
      </p>
      <ButtonAnchor href="/cms/globals/giving-settings" $small>
        Open Giving Settings
      </ButtonAnchor>
    </Warning>
  )
}
