import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { AuditScreen } from '@/components/admin/audit/AuditScreen'
import { AUDIT_PAGE } from '@/lib/contract/audit'
import type { AuditEntryJson } from '@/lib/contract/types'

import { mockApi, renderAdmin, signedInAs } from './adminTestKit'

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }))

afterEach(() => jest.restoreAllMocks())

const entry = (id: number, extra: Partial<AuditEntryJson> = {}): AuditEntryJson => ({
  id,
  at: new Date(Date.UTC(2026, 10, 22, 15, 4) - id * 60_000).toISOString(),
  user: 'admin',
  action: 'update',
  entity: 'events',
  entity_id: String(id),
  fields: ['title', 'location'],
  ip: '203.0.113.7',
  ...extra,
})

/** Entries with ids from `first` down to `last`, newest first. */
const range = (first: number, last: number) =>
  Array.from({ length: first - last + 1 }, (_, i) => entry(first - i))

const PAGE = `limit=${AUDIT_PAGE.default}`

describe('the audit screen', () => {
  it('shows each entry in Dallas time with its labels, and "none" for what it lacks', async () => {
    mockApi({
      ...signedInAs(['administrator']),
      [`GET /api/admin/audit?${PAGE}`]: {
        body: [
          entry(2, { at: '2026-11-22T05:30:00.000Z', action: 'status_change', fields: ['status'] }),
          entry(1, {
            user: null,
            action: 'export',
            entity: 'donations',
            entity_id: null,
            fields: [],
          }),
        ],
      },
    })
    renderAdmin(<AuditScreen />)

    const rows = await screen.findAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'WhenWhoActionEntityIdFields changedAddress',
      '11/21/2026, 11:30 PMadminStatus changedEvents2status203.0.113.7',
      expect.stringMatching(
        /^11\/22\/2026, 9:03 AM—noneExportedDonations—none—none203\.0\.113\.7$/,
      ),
    ])
    expect(screen.getByRole('region', { name: /Audit entries/ })).toHaveAttribute('tabindex', '0')
    expect(screen.getByText('All 2 entries are shown.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load Older' })).not.toBeInTheDocument()
  })

  it('loads older entries after the last one shown, then says all are shown', async () => {
    const user = userEvent.setup()
    const first = range(100, 100 - AUDIT_PAGE.default + 1)
    const { calls } = mockApi({
      ...signedInAs(['administrator']),
      [`GET /api/admin/audit?${PAGE}`]: { body: first },
      [`GET /api/admin/audit?${PAGE}&before=${first.at(-1)!.id}`]: { body: range(50, 48) },
    })
    renderAdmin(<AuditScreen />)

    await screen.findByText(`Showing the newest ${AUDIT_PAGE.default} entries.`)
    await user.click(screen.getByRole('button', { name: 'Load Older' }))

    const summary = await screen.findByText(`All ${AUDIT_PAGE.default + 3} entries are shown.`)
    expect(screen.getAllByRole('row')).toHaveLength(AUDIT_PAGE.default + 3 + 1)
    expect(screen.queryByRole('button', { name: 'Load Older' })).not.toBeInTheDocument()
    await waitFor(() => expect(summary).toHaveFocus())
    expect(calls.filter((c) => c.url.startsWith('/api/admin/audit')).map((c) => c.url)).toEqual([
      `/api/admin/audit?${PAGE}`,
      `/api/admin/audit?${PAGE}&before=51`,
    ])
  })

  it('asks with the filters when they are applied, and says when nothing matches', async () => {
    const user = userEvent.setup()
    const { calls } = mockApi({
      ...signedInAs(['administrator']),
      [`GET /api/admin/audit?${PAGE}`]: { body: [entry(1)] },
      [`GET /api/admin/audit?user=ruth&entity=prayer-requests&action=status_change&from=2026-11-01&to=2026-11-30&${PAGE}`]:
        { body: [] },
    })
    renderAdmin(<AuditScreen />)
    await screen.findByText('All 1 entry is shown.')

    const filters = screen.getByRole('search', { name: 'Filter the audit log' })
    await user.type(within(filters).getByLabelText('Person (username)'), ' ruth ')
    await user.selectOptions(within(filters).getByLabelText('Entity'), 'Prayer requests')
    await user.selectOptions(within(filters).getByLabelText('Action'), 'Status changed')
    await user.type(within(filters).getByLabelText('From (date)'), '2026-11-01')
    await user.type(within(filters).getByLabelText('To (date)'), '2026-11-30')
    await user.click(within(filters).getByRole('button', { name: 'Apply Filters' }))

    expect(await screen.findByText('No audit entries match these filters.')).toBeInTheDocument()
    expect(calls.at(-1)!.url).toContain('user=ruth&entity=prayer-requests')
  })

  it('refuses a range whose first date comes last', async () => {
    const user = userEvent.setup()
    const { calls } = mockApi({
      ...signedInAs(['administrator']),
      [`GET /api/admin/audit?${PAGE}`]: { body: [] },
    })
    renderAdmin(<AuditScreen />)
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument()

    await user.type(screen.getByLabelText('From (date)'), '2026-11-30')
    await user.type(screen.getByLabelText('To (date)'), '2026-11-01')
    expect(screen.getByRole('alert')).toHaveTextContent('The first date must come first')
    expect(screen.getByLabelText('From (date)')).toHaveAttribute('aria-invalid', 'true')
    const asked = calls.length
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }))
    expect(calls).toHaveLength(asked)
  })

  it("shows the server's refusal", async () => {
    mockApi({
      ...signedInAs(['administrator']),
      [`GET /api/admin/audit?${PAGE}`]: {
        status: 403,
        body: { detail: 'You do not have permission to do this' },
      },
    })
    renderAdmin(<AuditScreen />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to do this',
    )
  })
})
