import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import {
  ChangePasswordDialog,
  PASSWORD_DIALOG_CLOSE_MS,
} from '@/components/admin/ChangePasswordDialog'

import { installDialogPolyfill, mockApi } from './adminTestKit'

beforeAll(installDialogPolyfill)

function setup() {
  const onClose = jest.fn()
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  render(<ChangePasswordDialog open onClose={onClose} />)
  const submit = () => screen.getByRole('button', { name: 'Change Password' })
  const fill = async (current: string, next: string, confirm: string) => {
    if (current) await user.type(screen.getByLabelText(/^Current Password/), current)
    if (next) await user.type(screen.getByLabelText(/^New Password/), next)
    if (confirm) await user.type(screen.getByLabelText(/^Confirm New Password/), confirm)
  }
  /**
   * The form has finished submitting: after the banner, the form's own state (submitted,
   * no longer submitting) settles in the promises that follow; await them inside act.
   */
  const settled = async () => {
    await screen.findByRole('button', { name: 'Change Password' })
    await act(() => jest.advanceTimersByTimeAsync(0))
  }
  /**
   * Sends the form inside act: a refused change answers within the same few promises as the
   * click, so the whole submit (banner and the form's own state) is awaited in one act.
   */
  const send = () =>
    act(async () => {
      fireEvent.click(submit())
    })
  return { onClose, user, submit, fill, settled, send }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('change-password dialog', () => {
  it('keeps submit disabled until all three fields are filled', async () => {
    mockApi({})
    const { submit, fill } = setup()
    expect(submit()).toBeDisabled()
    await fill('old-secret', 'new-secret', '')
    expect(submit()).toBeDisabled()
    await fill('', '', 'new-secret')
    expect(submit()).toBeEnabled()
  })

  it('refuses a new password shorter than 6 characters in the browser', async () => {
    const { fetchMock } = mockApi({})
    const { user, submit, fill, settled } = setup()
    await fill('old-secret', '12345', '12345')
    await user.click(submit())
    expect(await screen.findByText('New password must be at least 6 characters')).toBeVisible()
    await settled()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refuses a confirmation that differs before asking the server', async () => {
    const { fetchMock } = mockApi({})
    const { user, submit, fill, settled } = setup()
    await fill('old-secret', 'new-secret', 'other-secret')
    await user.click(submit())
    expect(await screen.findByText('New passwords do not match')).toBeVisible()
    await settled()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the success message and closes after 2 seconds', async () => {
    const { calls } = mockApi({
      'PUT /api/admin/profile/password': {
        body: { success: true, message: 'Password changed successfully!' },
      },
    })
    const { user, submit, fill, onClose, settled } = setup()
    await fill('old-secret', 'new-secret', 'new-secret')
    await user.click(submit())

    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully!')
    await settled()
    expect(JSON.parse(calls[0].body!)).toEqual({
      current_password: 'old-secret',
      new_password: 'new-secret',
      confirm_password: 'new-secret',
    })
    act(() => jest.advanceTimersByTime(PASSWORD_DIALOG_CLOSE_MS - 1))
    expect(onClose).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("shows the server's detail when the change is refused", async () => {
    mockApi({
      'PUT /api/admin/profile/password': {
        status: 400,
        body: { detail: 'Current password is incorrect' },
      },
    })
    const { fill, onClose, settled, send } = setup()
    await fill('wrong-secret', 'new-secret', 'new-secret')
    await send()
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect')
    await settled()
    act(() => jest.advanceTimersByTime(5000))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('falls back to the generic message and clears it on the next submit', async () => {
    let attempt = 0
    mockApi({
      'PUT /api/admin/profile/password': () =>
        ++attempt === 1 ? { status: 500, raw: 'oops' } : { body: { success: true } },
    })
    const { user, submit, fill, settled, send } = setup()
    await fill('old-secret', 'new-secret', 'new-secret')
    await send()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to change password. Please try again.',
    )
    await settled()
    await user.click(submit())
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully!')
    await settled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
