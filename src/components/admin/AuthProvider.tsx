'use client'

import type React from 'react'
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { mutate as mutateCache } from 'swr'

import {
  apiFetch,
  errorDetail,
  readStoredToken,
  removeStoredToken,
  setUnauthorizedHandler,
  storeToken,
} from '@/lib/admin/apiClient'
import type { LoginJson, ProfileJson } from '@/lib/contract/types'

export type LoginResult = { success: true } | { success: false; error: string }

type AuthContextValue = {
  user: ProfileJson | null
  token: string | null
  /** True until the start-up profile check has finished. */
  loading: boolean
  /** Authenticated means a profile is loaded (spec section 4). */
  isAuthenticated: boolean
  login: (username: string, password: string) => Promise<LoginResult>
  logout: () => Promise<void>
  /** Ends every session of this person, on every device; throws (still signed in) on failure. */
  logoutEverywhere: () => Promise<void>
}

const AuthContext = createContext<AuthContextValue | null>(null)

/** Forgets cached admin data so the next administrator never sees the previous one's lists. */
function forgetCachedData() {
  void mutateCache(() => true, undefined, { revalidate: false })
}

/**
 * Spec section 4's authentication: the token stored under `admin_token` is sent as a bearer
 * header (by the api client) and checked by loading the profile; any failure clears the session.
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [token, setToken] = useState<string | null>(null)
  const [user, setUser] = useState<ProfileJson | null>(null)
  const [loading, setLoading] = useState(true)

  const clearSession = useCallback(() => {
    removeStoredToken()
    setToken(null)
    setUser(null)
    forgetCachedData()
  }, [])

  useEffect(() => {
    setUnauthorizedHandler(clearSession)
    return () => setUnauthorizedHandler(null)
  }, [clearSession])

  useEffect(() => {
    let cancelled = false
    const verifyStoredSession = async () => {
      const stored = readStoredToken()
      try {
        if (!stored) return
        setToken(stored)
        const profile = await apiFetch<ProfileJson>('/admin/profile', { endSessionOn401: false })
        if (!cancelled) setUser(profile)
      } catch (error) {
        console.error('Stored admin session could not be verified', error)
        if (!cancelled) clearSession()
      } finally {
        if (!cancelled) setLoading(false)
      }
    }
    void verifyStoredSession()
    return () => {
      cancelled = true
    }
  }, [clearSession])

  const login = useCallback(
    async (username: string, password: string): Promise<LoginResult> => {
      let started = false
      try {
        const answer = await apiFetch<LoginJson>('/admin/login', {
          method: 'POST',
          body: { username, password },
          endSessionOn401: false,
        })
        storeToken(answer.access_token)
        started = true
        setToken(answer.access_token)
        const profile = await apiFetch<ProfileJson>('/admin/profile', { endSessionOn401: false })
        setUser(profile)
        return { success: true }
      } catch (error) {
        // A refused sign-in started no session and leaves the page's data (the login hint) as
        // it was; a session whose profile could not be read is ended.
        if (started) clearSession()
        return { success: false, error: errorDetail(error) ?? 'Login failed' }
      }
    },
    [clearSession],
  )

  const logout = useCallback(async () => {
    try {
      if (readStoredToken()) {
        await apiFetch('/admin/logout', { method: 'POST', endSessionOn401: false })
      }
    } catch (error) {
      // The local session ends regardless; the server's cookie expires on its own.
      console.error('Logout request failed', error)
    } finally {
      clearSession()
    }
  }, [clearSession])

  const logoutEverywhere = useCallback(async () => {
    await apiFetch('/admin/logout-all', { method: 'POST' })
    clearSession()
  }, [clearSession])

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      token,
      loading,
      isAuthenticated: user !== null,
      login,
      logout,
      logoutEverywhere,
    }),
    [user, token, loading, login, logout, logoutEverywhere],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext)
  if (!context) throw new Error('useAuth must be used within an AuthProvider')
  return context
}
