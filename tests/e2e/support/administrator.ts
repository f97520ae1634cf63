import type { BrowserContext } from '@playwright/test'
import type { AdminEmail } from './e2e-settings.ts'

export type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>

/**
 * The cookies of one of the e2e administrators (E2E_ADMIN_EMAILS), for
 * `page.context().addCookies()`: global setup signed each in once for the whole run
 * (sign-in-administrators.ts). A spec's actions as the office go through the one session.
 */
export function administratorCookies(email: AdminEmail): Promise<Cookies> {
  const all = JSON.parse(process.env.E2E_ADMIN_COOKIES ?? '{}') as Partial<
    Record<AdminEmail, Cookies>
  >
  const cookies = all[email]
  if (!cookies) throw new Error(`No session for ${email}: global setup signs the administrators in`)
  return Promise.resolve(cookies)
}
