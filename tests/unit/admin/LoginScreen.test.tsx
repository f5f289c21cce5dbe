import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { LoginScreen } from '@/components/admin/LoginScreen'

import { mockApi, renderAdmin, settle } from './adminTestKit'

const push = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn() }) }))

beforeEach(() => localStorage.clear())
afterEach(() => jest.restoreAllMocks())

const hintBlock = () =>
  screen.getByRole('complementary', { name: 'Default administrator credentials' })

describe('the sign-in page (spec section 2)', () => {
  it('keeps the default-credentials hint after a failed sign-in', async () => {
    mockApi({
      'GET /api/admin/login-hint': { body: { username: 'admin', password: 'grace1961' } },
      'POST /api/admin/login': { status: 401, body: { detail: 'Incorrect username or password' } },
    })
    const user = userEvent.setup()
    renderAdmin(<LoginScreen />)
    await screen.findByRole('complementary', { name: 'Default administrator credentials' })

    await user.type(screen.getByLabelText(/^Username/), 'admin')
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password')
    expect(within(hintBlock()).getByText('admin')).toBeInTheDocument()
    expect(within(hintBlock()).getByText('grace1961')).toBeInTheDocument()
    expect(push).not.toHaveBeenCalled()
    // Every request the screen started has answered and rendered.
    await settle()
  })

  it('is the target of the skip link', async () => {
    mockApi({ 'GET /api/admin/login-hint': { body: {} } })
    renderAdmin(<LoginScreen />)
    const main = screen.getByRole('main')
    expect(main).toHaveAttribute('id', 'main-content')
    expect(main).toHaveAttribute('tabindex', '-1')
    // Every request the screen started has answered and rendered.
    await settle()
  })
})
