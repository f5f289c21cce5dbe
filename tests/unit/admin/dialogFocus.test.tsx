import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { ChangePasswordDialog } from '@/components/admin/ChangePasswordDialog'
import { ConfirmDialog } from '@/ui/admin/ConfirmDialog'
import { EventsScreen } from '@/components/admin/content/ContentScreens'

import { installDialogPolyfill, mockApi, renderAdmin } from './adminTestKit'

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }))

beforeAll(installDialogPolyfill)
afterEach(() => jest.restoreAllMocks())

const supper = {
  id: 3,
  title: 'Fellowship Supper',
  date: '2026-12-06',
  time: '6:00 PM',
  location: 'Fellowship Hall',
  description: 'Bring a dish.',
}

describe('where focus starts in an admin dialog', () => {
  it('opens the Add and Edit dialogs on their first field, not on Close dialog', async () => {
    mockApi({ 'GET /api/events': { body: [supper] } })
    const user = userEvent.setup()
    renderAdmin(<EventsScreen />)

    await user.click(await screen.findByRole('button', { name: '+ Add Event' }))
    const add = screen.getByRole('dialog', { name: 'Add Event' })
    expect(within(add).getByLabelText(/^Title/)).toHaveFocus()

    await user.click(within(add).getByRole('button', { name: 'Cancel' }))
    await user.click(screen.getByRole('button', { name: 'Edit Fellowship Supper' }))
    const edit = screen.getByRole('dialog', { name: 'Edit Event' })
    expect(within(edit).getByLabelText(/^Title/)).toHaveFocus()
    expect(within(edit).getByLabelText(/^Title/)).toHaveValue('Fellowship Supper')
  })

  it('opens the password dialog on Current Password', () => {
    render(<ChangePasswordDialog open onClose={jest.fn()} />)
    expect(screen.getByLabelText(/^Current Password/)).toHaveFocus()
  })

  it('opens the delete confirmation on Cancel, so that Enter never deletes', async () => {
    const onConfirm = jest.fn()
    const onCancel = jest.fn()
    const user = userEvent.setup()
    render(
      <ConfirmDialog
        open
        question="Are you sure you want to delete this event?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    )
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()

    await user.keyboard('{Enter}')
    expect(onCancel).toHaveBeenCalled()
    expect(onConfirm).not.toHaveBeenCalled()
  })
})
