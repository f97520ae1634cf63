import type { Browser, BrowserContext } from '@playwright/test'
import { PASSWORD } from './accounts.ts'
import { expect } from './fixtures.ts'
import { linkIn, waitForEmailTo } from './mail.ts'

export type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>

/**
 * Signs in one of the e2e administrators (E2E_ADMIN_EMAILS) in a context of its own and
 * returns its cookies, for `page.context().addCookies()`. Sign in once per serial group:
 * the login limit per account is small. The account is registered by whichever project
 * (desktop or phone) comes first; the other signs in and waits until the address is
 * verified, which brings the role.
 */
export async function administratorCookies(
  browser: Browser,
  email: string,
  name: string,
): Promise<Cookies> {
  const baseURL = process.env.E2E_BASE_URL ?? ''
  const headers = { origin: baseURL }
  const context = await browser.newContext({ baseURL })
  try {
    const { request } = context
    const registered = await request.post('/api/auth/register', {
      headers,
      data: {
        name,
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        student_category: 'university',
        student_level: 'First Year',
      },
    })
    if (registered.status() === 201) {
      const mail = await waitForEmailTo(email, 10_000, /Verify your email/)
      const token = new URL(linkIn(mail.text, `${baseURL}/verify-email?token=`)).searchParams.get(
        'token',
      )
      const verified = await request.get(`/api/verify-email/${token}`, { headers })
      expect(verified.status(), await verified.text()).toBeLessThan(300)
    } else {
      expect(registered.status(), await registered.text()).toBe(409)
    }
    const signedIn = await request.post('/api/auth/login', {
      headers,
      data: { email, password: PASSWORD },
    })
    expect(signedIn.status(), await signedIn.text()).toBe(200)
    await expect
      .poll(
        async () => ((await (await request.get('/api/users/me')).json()) as { role: string }).role,
        { timeout: 15_000 },
      )
      .toBe('admin')
    return await context.cookies()
  } finally {
    await context.close()
  }
}
