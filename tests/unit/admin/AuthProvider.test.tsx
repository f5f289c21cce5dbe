import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type React from 'react'

import { AuthProvider, useAuth } from '@/components/admin/AuthProvider'
import { ADMIN_TOKEN_KEY, apiFetch } from '@/lib/admin/apiClient'

import { mockApi, PROFILE } from './adminTestKit'

function SessionProbe() {
  const { loading, user, isAuthenticated, token } = useAuth()
  return (
    <p>
      {loading ? 'loading' : 'ready'} | {isAuthenticated ? 'signed in' : 'signed out'} |{' '}
      {user?.full_name ?? 'no user'} | {token ?? 'no token'}
    </p>
  )
}

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <AuthProvider>{children}</AuthProvider>
)

beforeEach(() => {
  localStorage.clear()
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => jest.restoreAllMocks())

describe('AuthProvider start-up (spec section 4)', () => {
  it('reads admin_token, sends it as a Bearer header, and is authenticated once the profile loads', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token')
    const { calls } = mockApi({ 'GET /api/admin/profile': { body: PROFILE } })
    render(<SessionProbe />, { wrapper })

    expect(screen.getByText(/loading/)).toBeInTheDocument()
    await screen.findByText(/ready \| signed in \| Site Administrator \| stored-token/)
    expect(calls).toHaveLength(1)
    expect(calls[0].headers.Authorization).toBe('Bearer stored-token')
  })

  it('logs and clears the whole session when the stored token is rejected', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'expired-token')
    mockApi({ 'GET /api/admin/profile': { status: 401, body: { detail: 'Not authenticated' } } })
    render(<SessionProbe />, { wrapper })

    await screen.findByText(/ready \| signed out \| no user \| no token/)
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
    expect(console.error).toHaveBeenCalled()
  })

  it('makes no call and is signed out when no token is stored', async () => {
    const { fetchMock } = mockApi({})
    render(<SessionProbe />, { wrapper })

    await screen.findByText(/ready \| signed out/)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('login and logout', () => {
  it('stores access_token under admin_token, loads the profile and sets the user', async () => {
    const { calls } = mockApi({
      'POST /api/admin/login': { body: { access_token: 'new-token', token_type: 'bearer' } },
      'GET /api/admin/profile': { body: PROFILE },
    })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.loading).toBe(false))

    let outcome: unknown
    await act(async () => {
      outcome = await result.current.login('admin', 'grace1961')
    })

    expect(outcome).toEqual({ success: true })
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('new-token')
    expect(result.current.user?.full_name).toBe('Site Administrator')
    expect(JSON.parse(calls[0].body!)).toEqual({ username: 'admin', password: 'grace1961' })
    expect(calls[1].headers.Authorization).toBe('Bearer new-token')
  })

  it("returns the server's detail when login fails", async () => {
    mockApi({
      'POST /api/admin/login': {
        status: 401,
        body: { detail: 'Incorrect username or password' },
      },
    })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.loading).toBe(false))

    let outcome: unknown
    await act(async () => {
      outcome = await result.current.login('admin', 'wrong')
    })
    expect(outcome).toEqual({ success: false, error: 'Incorrect username or password' })
    expect(result.current.isAuthenticated).toBe(false)
  })

  it('ends the session it began when the profile cannot be read after signing in', async () => {
    mockApi({
      'POST /api/admin/login': { body: { access_token: 'new-token', token_type: 'bearer' } },
      'GET /api/admin/profile': { status: 500, raw: 'x' },
    })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.loading).toBe(false))

    let outcome: unknown
    await act(async () => {
      outcome = await result.current.login('admin', 'grace1961')
    })
    expect(outcome).toEqual({ success: false, error: 'Login failed' })
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
    expect(result.current.token).toBeNull()
  })

  it("returns 'Login failed' when the failure carries no detail", async () => {
    mockApi({ 'POST /api/admin/login': { status: 502, raw: '<html>Bad gateway</html>' } })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.loading).toBe(false))

    let outcome: unknown
    await act(async () => {
      outcome = await result.current.login('admin', 'grace1961')
    })
    expect(outcome).toEqual({ success: false, error: 'Login failed' })
  })

  it('logout calls POST /api/admin/logout and clears token, user and stored entry', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token')
    const { calls } = mockApi({
      'GET /api/admin/profile': { body: PROFILE },
      'POST /api/admin/logout': { body: { success: true } },
    })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true))

    await act(() => result.current.logout())

    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/logout' })
    expect(calls.at(-1)!.headers.Authorization).toBe('Bearer stored-token')
    expect(result.current.user).toBeNull()
    expect(result.current.token).toBeNull()
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
  })

  it('ends the session when any later call answers 401', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token')
    mockApi({
      'GET /api/admin/profile': { body: PROFILE },
      'GET /api/prayer-requests': { status: 401, body: { detail: 'Not authenticated' } },
    })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true))

    await act(async () => {
      await expect(apiFetch('/prayer-requests')).rejects.toMatchObject({ status: 401 })
    })
    expect(result.current.isAuthenticated).toBe(false)
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
  })
})

it('useAuth outside an AuthProvider throws the spec message', () => {
  expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider')
})
