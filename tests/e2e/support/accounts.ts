import type { Page } from '@playwright/test'
import { PASSWORD } from './e2e-settings.ts'
import { expect } from './fixtures.ts'
import { linkIn, waitForEmailTo } from './mail.ts'

export { PASSWORD }

export type Account = {
  name: string
  email: string
  student_category: string
  student_level: string
  guardian_name?: string
  guardian_email?: string
}

let accounts = 0
export const uniqueEmail = () =>
  `student-${Date.now()}-${process.pid}-${++accounts}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** Registers an account through the API and signs in; the cookie lands in the page's context. */
export async function signUpAndIn(
  page: Page,
  baseURL: string | undefined,
  extra: Partial<Account> = {},
) {
  const account: Account = {
    name: 'Thandi Mokoena',
    email: uniqueEmail(),
    student_category: 'university',
    student_level: 'First Year',
    ...extra,
  }
  const headers = { origin: baseURL ?? '' }
  const registered = await page.request.post('/api/auth/register', {
    headers,
    data: { ...account, password: PASSWORD, confirmPassword: PASSWORD },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const signedIn = await page.request.post('/api/auth/login', {
    headers,
    data: { email: account.email, password: PASSWORD },
  })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  return account
}

/**
 * A student who may book (D8): registered, email verified through the emailed link's
 * token, and signed in.
 */
export async function signUpVerifiedAndIn(
  page: Page,
  baseURL: string | undefined,
  extra: Partial<Account> = {},
) {
  const account = await signUpAndIn(page, baseURL, extra)
  const mail = await waitForEmailTo(account.email, 10_000, /Verify your email/)
  const token = new URL(linkIn(mail.text, `${baseURL}/verify-email?token=`)).searchParams.get(
    'token',
  )
  const verified = await page.request.get(`/api/verify-email/${token}`, {
    headers: { origin: baseURL ?? '' },
  })
  expect(verified.status(), await verified.text()).toBeLessThan(300)
  return account
}
