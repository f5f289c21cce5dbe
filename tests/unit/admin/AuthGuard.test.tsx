import { screen, waitFor } from '@testing-library/react'

import { AuthGuard } from '@/components/admin/AuthGuard'
import { ADMIN_TOKEN_KEY } from '@/lib/admin/apiClient'

import { mockApi, PROFILE, renderAdmin } from './adminTestKit'

const mockRouter = { replace: jest.fn(), push: jest.fn() }
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }))

beforeEach(() => {
  localStorage.clear()
  mockRouter.replace.mockReset()
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => jest.restoreAllMocks())

describe('the admin guard', () => {
  it('shows a spinner while the session check runs, then the screen', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token')
    let answer: (value: unknown) => void = () => undefined
    const pending = new Promise((resolve) => (answer = resolve))
    mockApi({ 'GET /api/admin/profile': { body: PROFILE } })
    const realFetch = global.fetch
    global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
      await pending
      return realFetch(...args)
    }) as typeof fetch

    renderAdmin(<AuthGuard>secret screen</AuthGuard>)

    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in...')
    expect(screen.queryByText('secret screen')).not.toBeInTheDocument()
    answer(undefined)
    expect(await screen.findByText('secret screen')).toBeInTheDocument()
    expect(mockRouter.replace).not.toHaveBeenCalled()
  })

  it('redirects to /admin/login when nobody is signed in', async () => {
    mockApi({})
    renderAdmin(<AuthGuard>secret screen</AuthGuard>)

    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/admin/login'))
    expect(screen.queryByText('secret screen')).not.toBeInTheDocument()
  })

  it('redirects to /admin/login when the stored token is refused', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'expired')
    mockApi({ 'GET /api/admin/profile': { status: 401, body: { detail: 'Not authenticated' } } })
    renderAdmin(<AuthGuard>secret screen</AuthGuard>)

    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/admin/login'))
    expect(screen.queryByText('secret screen')).not.toBeInTheDocument()
  })
})
