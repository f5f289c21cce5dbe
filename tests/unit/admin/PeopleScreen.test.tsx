import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { PeopleScreen } from '@/components/admin/people/PeopleScreen'
import type { PersonJson } from '@/lib/contract/types'

import { installDialogPolyfill, mockApi, renderAdmin, signedInAs } from './adminTestKit'

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }))

beforeAll(installDialogPolyfill)
afterEach(() => {
  jest.restoreAllMocks()
  localStorage.clear()
})

const me: PersonJson = {
  id: 1,
  username: 'admin',
  full_name: 'Site Administrator',
  email: null,
  roles: ['administrator'],
  active: true,
  last_login_at: '2026-11-22T21:04:00.000Z',
}
const ruth: PersonJson = {
  id: 2,
  username: 'ruth',
  full_name: 'Ruth Banks',
  email: 'ruth@example.org',
  roles: ['office', 'prayer_team'],
  active: true,
  last_login_at: null,
}

describe('the people screen', () => {
  it('lists each person with roles, state and last sign-in in Dallas time; not your own removal', async () => {
    mockApi({ ...signedInAs(['administrator']), 'GET /api/admin/users': { body: [me, ruth] } })
    renderAdmin(<PeopleScreen />)
    const mine = (await screen.findByRole('heading', { name: 'Site Administrator (you)' })).closest(
      'li',
    )!
    // 21:04 UTC is 3:04 PM in Dallas in November.
    expect(within(mine).getByText('11/22/2026, 3:04 PM')).toHaveAttribute(
      'dateTime',
      '2026-11-22T21:04:00.000Z',
    )
    expect(within(mine).queryByRole('button', { name: /Remove|Deactivate/ })).toBeNull()
    const theirs = screen.getByRole('heading', { name: 'Ruth Banks' }).closest('li')!
    expect(within(theirs).getByText('Office')).toBeInTheDocument()
    expect(within(theirs).getByText('Prayer team')).toBeInTheDocument()
    expect(within(theirs).getByText('Active')).toBeInTheDocument()
    expect(within(theirs).getByText(/Last sign-in: never/)).toBeInTheDocument()
    expect(within(theirs).getByRole('button', { name: 'Remove Ruth Banks' })).toBeInTheDocument()
  })

  it('adds a person without a password: roles are required, and an invitation is emailed', async () => {
    const people = [me]
    const { calls } = mockApi({
      ...signedInAs(['administrator']),
      'GET /api/admin/users': () => ({ body: people }),
      'POST /api/admin/users': ({ init }) => {
        const body = JSON.parse(String(init.body))
        const created = { id: 3, active: true, last_login_at: null, ...body }
        people.push(created)
        return { status: 201, body: created }
      },
    })
    const user = userEvent.setup()
    renderAdmin(<PeopleScreen />)
    await user.click(await screen.findByRole('button', { name: '+ Add Person' }))
    const dialog = screen.getByRole('dialog', { name: 'Add Person' })

    await user.type(within(dialog).getByLabelText('Username'), 'thomas')
    await user.type(within(dialog).getByLabelText('Full name'), 'Thomas Okafor')
    await user.type(within(dialog).getByLabelText('Email'), 'thomas@example.org')
    expect(
      within(dialog).getByText(/^An invitation will be emailed to thomas@example.org/),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Add Person' }))
    expect(within(dialog).getByText('Choose at least one role')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    const editor = within(dialog).getByRole('checkbox', { name: 'Editor' })
    expect(editor).toHaveAccessibleDescription(/^Staff, events, ministries/)
    await user.click(editor)
    await user.click(within(dialog).getByRole('button', { name: 'Add Person' }))

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thomas Okafor was added. An invitation was emailed to thomas@example.org.',
    )
    const sent = JSON.parse(calls.find((call) => call.method === 'POST')!.body!)
    expect(sent).toEqual({
      username: 'thomas',
      full_name: 'Thomas Okafor',
      email: 'thomas@example.org',
      roles: ['editor'],
    })
    expect(await screen.findByRole('heading', { name: 'Thomas Okafor' })).toBeInTheDocument()
  })

  it('asks before deactivating, and shows the server’s refusal in the page', async () => {
    const refusal =
      'The last active administrator cannot be demoted, deactivated or removed: make someone else an administrator first'
    mockApi({
      ...signedInAs(['administrator']),
      'GET /api/admin/users': { body: [me, { ...ruth, roles: ['administrator'] }] },
      'PUT /api/admin/users/2': { status: 409, body: { detail: refusal } },
    })
    const user = userEvent.setup()
    renderAdmin(<PeopleScreen />)
    await user.click(await screen.findByRole('button', { name: 'Deactivate Ruth Banks' }))
    const question = screen.getByRole('alertdialog')
    expect(question).toHaveTextContent(/^Please confirm.*Deactivate Ruth Banks \(ruth\)\?/)
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(question).getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal)
  })
})
