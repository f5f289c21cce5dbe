/**
 * Shared pieces of the admin component tests: a scripted `fetch` (the network, not our
 * database), a fresh SWR cache per test, and the native <dialog> methods jsdom lacks.
 */
import { act, render } from '@testing-library/react'
import type React from 'react'
import { SWRConfig } from 'swr'

import { AuthProvider } from '@/components/admin/AuthProvider'
import { ADMIN_TOKEN_KEY, swrFetcher } from '@/lib/admin/apiClient'
import type { Role } from '@/lib/contract/roles'

type Answer = { status?: number; body?: unknown; raw?: string; headers?: Record<string, string> }
type Route = Answer | ((request: { url: string; init: RequestInit }) => Answer)

export type FetchCall = {
  method: string
  url: string
  headers: Record<string, string>
  body?: string
}

/** Replaces global fetch; answers by "METHOD /path" (path with query string); unknown is 404. */
export function mockApi(routes: Record<string, Route>) {
  const calls: FetchCall[] = []
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase()
    const url = String(input)
    const headers = (init.headers ?? {}) as Record<string, string>
    calls.push({ method, url, headers, body: init.body as string | undefined })
    const route = routes[`${method} ${url}`]
    const answer: Answer = !route
      ? { status: 404, body: { detail: 'Not found' } }
      : typeof route === 'function'
        ? route({ url, init })
        : route
    const status = answer.status ?? 200
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body))
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(answer.headers),
      json: async () => JSON.parse(text),
      text: async () => text,
      blob: async () => new Blob([text]),
    }
  })
  global.fetch = fetchMock as unknown as typeof fetch
  return { calls, fetchMock }
}

/** jsdom has <dialog> but not showModal/close; these mirror the browser's open flag and events. */
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean }
  if (proto.__polyfilled) return
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
  proto.__polyfilled = true
}

export function TestProviders({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fetcher: swrFetcher }}>
      <AuthProvider>{children}</AuthProvider>
    </SWRConfig>
  )
}

/**
 * Lets the requests a screen started answer and render inside act, so that no update lands
 * after the test has made its checks (real timers only).
 */
export async function settle() {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
}

export function renderAdmin(ui: React.ReactElement) {
  return render(ui, { wrapper: TestProviders })
}

export const PROFILE = {
  id: 1,
  username: 'admin',
  full_name: 'Site Administrator',
  email: null,
  roles: ['administrator'] as Role[],
}

/**
 * A browser signed in as a person holding `roles`: a stored token, and the profile route to
 * spread into `mockApi`'s routes.
 */
export function signedInAs(roles: Role[]) {
  localStorage.setItem(ADMIN_TOKEN_KEY, 'test-token')
  return { 'GET /api/admin/profile': { body: { ...PROFILE, roles } } }
}
