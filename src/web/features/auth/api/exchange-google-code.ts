import type { SessionUser } from '#shared/schemas/auth.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/** POST /api/sessions `{ code, state }` → `{ user }` and the session cookie (D6). */
export const exchangeGoogleCode = (body: { code: string; state: string }) =>
  apiFetch<{ user: SessionUser }>('/api/sessions', { method: 'POST', json: body })
