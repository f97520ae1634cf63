import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { ApiError, apiFetch } from './api-client.ts'
import { useHydrated } from './use-hydrated.ts'
import type { SessionUser } from '#shared/schemas/auth.ts'
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '#shared/session-hint.ts'
import { paths } from '#web/paths.ts'

// Only the type comes from the shared schema: importing the schema itself would put zod
// into the first-load chunk, so the body is checked by hand below.
export type { SessionUser }

export type Session =
  | { status: 'pending'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser }

const sessionKey = ['session'] as const

function isRole(value: unknown): value is SessionUser['roles'][number] {
  return value === 'student' || value === 'admin' || value === 'tutor'
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false
  const user = value as Record<string, unknown>
  return (
    (typeof user.id === 'string' || typeof user.id === 'number') &&
    typeof user.email === 'string' &&
    (user.role === 'student' || user.role === 'admin')
  )
}

/** Whether the server's signed-in hint is present (#shared/session-hint.ts). */
export function hasSignedInHint(): boolean {
  return document.cookie
    .split(';')
    .some((pair) => pair.trim() === `${SIGNED_IN_HINT_COOKIE}=${SIGNED_IN_HINT_VALUE}`)
}

/** Forgets the hint at once (the server clears it too, on its next answer). */
export function clearSignedInHint() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
}

/**
 * The current user, or null. Without the server's signed-in hint the visitor has no
 * session, so nothing is asked (a visitor's page makes no request that answers 401).
 * Any failure — 401, another non-OK status, no network, an unexpected body — means
 * signed out (spec part 1 §4); nothing is shown to the user.
 */
export async function getSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  if (!hasSignedInHint()) return null
  try {
    const body = await apiFetch<unknown>('/api/users/me', { signal })
    if (!isSessionUser(body)) return null
    return {
      id: String(body.id),
      email: body.email,
      name: typeof body.name === 'string' ? body.name : '',
      role: body.role,
      roles: Array.isArray(body.roles) ? body.roles.filter(isRole) : [body.role],
      tutor_id: typeof body.tutor_id === 'number' ? body.tutor_id : null,
      email_verified: body.email_verified === true,
    }
  } catch (error) {
    if (signal?.aborted) throw error
    // The session ended elsewhere (expired, signed out on another device, password reset).
    if (error instanceof ApiError && error.status === 401) clearSignedInHint()
    return null
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKey,
    queryFn: ({ signal }) => getSessionUser(signal),
    retry: false,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
  })

/** `pending` until GET /api/users/me has answered once, then signed in or out. */
export function useSession(): Session {
  const { data } = useQuery(sessionQueryOptions())
  // A prerendered page is the signed-out view; hydrate it as such, then show the session.
  const hydrated = useHydrated()
  if (!hydrated) return { status: 'signed-out', user: null }
  if (data === undefined) return { status: 'pending', user: null }
  if (data === null) return { status: 'signed-out', user: null }
  return { status: 'signed-in', user: data }
}

/** After a sign-in or sign-up: fetch the user again. */
export function useRefreshSession() {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: sessionKey }), [queryClient])
}

/** Logout: clear the local user first, then GET /api/logout, then go to `/`. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    await queryClient.cancelQueries({ queryKey: sessionKey })
    queryClient.setQueryData(sessionKey, null)
    // Signed out on this page even if the request below fails.
    clearSignedInHint()
    // Anything cached for the user who just left must not be shown to the next one.
    queryClient.removeQueries({
      predicate: (query) =>
        query.queryKey[0] !== 'session' && query.queryKey[0] !== 'public-config',
    })
    try {
      await apiFetch('/api/logout')
    } catch (error) {
      console.error('Logout request failed', error)
    }
    await navigate(paths.home.getHref())
  }, [queryClient, navigate])
}
