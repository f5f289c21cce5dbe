/**
 * The one way the admin talks to the server: base `/api`, the stored bearer token, JSON in and
 * out, the contract's `{detail}` error sentence, and a single place that ends the session on 401.
 */
export const ADMIN_TOKEN_KEY = 'admin_token'
export const API_BASE = '/api'

export class ApiError extends Error {
  readonly status: number
  /** The server's `detail` sentence, when the answer carried one. */
  readonly detail: string | undefined

  constructor(status: number, detail: string | undefined) {
    super(detail ?? `Request failed with status ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.detail = detail
  }
}

export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY)
  } catch {
    return null
  }
}

export function storeToken(token: string) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token)
}

export function removeStoredToken() {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY)
  } catch {
    // storage unavailable (private mode): nothing was stored either
  }
}

let unauthorizedHandler: (() => void) | null = null

/** The AuthProvider registers how a 401 ends the session; the client stays free of React. */
export function setUnauthorizedHandler(handler: (() => void) | null) {
  unauthorizedHandler = handler
}

/** Calls the registered handler; used by every transport (fetch here, XHR for uploads). */
export function reportUnauthorized() {
  unauthorizedHandler?.()
}

export function authHeaders(): Record<string, string> {
  const token = readStoredToken()
  return token ? { Authorization: `Bearer ${token}` } : {}
}

/** Reads `detail` from an error body without trusting it to be JSON. */
export async function readErrorDetail(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json()
    if (body && typeof body === 'object' && 'detail' in body) {
      const detail = (body as { detail: unknown }).detail
      if (typeof detail === 'string' && detail.trim()) return detail
    }
  } catch {
    // not JSON: no detail to show
  }
  return undefined
}

export function errorDetail(error: unknown): string | undefined {
  return error instanceof ApiError ? error.detail : undefined
}

type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  /**
   * False for calls whose 401 means "wrong credentials" rather than "session over"
   * (the login itself), so that a failed sign-in does not redirect.
   */
  endSessionOn401?: boolean
}

async function send(path: string, options: ApiOptions): Promise<Response> {
  const { method = 'GET', body, endSessionOn401 = true } = options
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) {
    const detail = await readErrorDetail(response)
    if (response.status === 401 && endSessionOn401) reportUnauthorized()
    throw new ApiError(response.status, detail)
  }
  return response
}

export async function apiFetch<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await send(path, options)
  if (response.status === 204) return undefined as T
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

/** One page of a paged list: its rows, and how many rows match in all (`X-Total-Count`). */
export type ListPage<T> = { items: T[]; total: number }

/** A list answer and its total; without the header, the rows it holds are all there are. */
export async function apiList<T>(path: string): Promise<ListPage<T>> {
  const response = await send(path, {})
  const items = (await response.json()) as T[]
  const header = response.headers.get('X-Total-Count')
  const total = header ? Number(header) : NaN
  return { items, total: Number.isFinite(total) ? total : items.length }
}

/** A file answer (the donations CSV) with the same headers and error handling as JSON calls. */
export async function apiDownload(path: string): Promise<Blob> {
  const response = await send(path, {})
  return response.blob()
}

/** SWR's fetcher: the key is the path below `/api`. */
export const swrFetcher = <T>(path: string) => apiFetch<T>(path)
