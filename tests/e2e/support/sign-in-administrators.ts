import { request } from '@playwright/test'
import type { Cookies } from './administrator.ts'
import { E2E_ADMIN_EMAILS, E2E_ADMIN_NAMES, PASSWORD, type AdminEmail } from './e2e-settings.ts'
import { linkIn, waitForEmailTo } from './mail.ts'

/**
 * Global setup's part (issue 19): every e2e administrator (E2E_ADMIN_EMAILS) registered,
 * verified (which brings the role) and signed in once per run, through the API. The
 * specs take the cookies from E2E_ADMIN_COOKIES (administratorCookies), instead of each
 * file signing in again in each worker and project, which the small login limit per
 * account (5) made a reason to keep the groups serial.
 */
export async function signInAdministrators(baseURL: string): Promise<Record<AdminEmail, Cookies>> {
  const signedIn = await Promise.all(
    E2E_ADMIN_EMAILS.map(
      async (email) => [email, await signInAdministrator(baseURL, email)] as const,
    ),
  )
  return Object.fromEntries(signedIn) as Record<AdminEmail, Cookies>
}

async function signInAdministrator(baseURL: string, email: AdminEmail): Promise<Cookies> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  const expectStatus = async (
    what: string,
    response: Awaited<ReturnType<typeof api.get>>,
    ok: (status: number) => boolean,
  ) => {
    if (!ok(response.status()))
      throw new Error(`${what} for ${email}: ${response.status()} ${await response.text()}`)
  }
  try {
    const registered = await api.post('/api/auth/register', {
      data: {
        name: E2E_ADMIN_NAMES[email],
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        student_category: 'university',
        student_level: 'First Year',
      },
    })
    await expectStatus('Registering', registered, (status) => status === 201)
    const mail = await waitForEmailTo(email, 10_000, /Verify your email/)
    const token = new URL(linkIn(mail.text, `${baseURL}/verify-email?token=`)).searchParams.get(
      'token',
    )
    await expectStatus(
      'Verifying',
      await api.get(`/api/verify-email/${token}`),
      (status) => status < 300,
    )
    await expectStatus(
      'Signing in',
      await api.post('/api/auth/login', { data: { email, password: PASSWORD } }),
      (status) => status === 200,
    )
    // The role comes with the verified address.
    const deadline = Date.now() + 15_000
    for (;;) {
      const me = (await (await api.get('/api/users/me')).json()) as { role?: string }
      if (me.role === 'admin') break
      if (Date.now() > deadline) throw new Error(`${email} is not an administrator after 15 s`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return (await api.storageState()).cookies
  } finally {
    await api.dispose()
  }
}
