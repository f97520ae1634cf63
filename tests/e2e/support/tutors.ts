import type { Browser, Page } from '@playwright/test'
import { signUpVerifiedAndIn, type Account } from './accounts.ts'
import { administratorCookies, type Cookies } from './administrator.ts'
import { expect } from './fixtures.ts'
import { linkIn, waitForEmailTo } from './mail.ts'

const baseURL = () => process.env.E2E_BASE_URL ?? ''
const origin = () => ({ origin: baseURL() })

export interface TutorAccount {
  account: Account
  tutorId: number
}

/**
 * A tutor who signs in (D25), reached as the product reaches one: the person registers
 * and verifies an account in `page`, the administrator (`adminCookies`) adds a tutor
 * record with that email and invites it, and the person accepts the mailed link's token.
 */
export async function signUpAsTutor(
  page: Page,
  browser: Browser,
  adminCookies: Cookies,
  name = 'Sipho Ndlovu',
): Promise<TutorAccount> {
  const account = await signUpVerifiedAndIn(page, baseURL(), { name })
  const office = await browser.newContext({ baseURL: baseURL() })
  try {
    await office.addCookies(adminCookies)
    const created = await office.request.post('/api/admin/tutors', {
      headers: origin(),
      multipart: {
        name,
        email: account.email,
        bio: 'Tutor of calculus and algebra.',
        expertise: 'Calculus\nAlgebra',
        qualifications: 'BSc Mathematics',
        years_experience: '5',
        hourly_rate: '250',
        is_active: 'true',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const tutorId = ((await created.json()) as { id: number }).id
    const invited = await office.request.post(`/api/admin/tutors/${tutorId}/invitation`, {
      headers: origin(),
    })
    expect(invited.status(), await invited.text()).toBe(200)
    const mail = await waitForEmailTo(account.email, 10_000, /tutor portal/)
    const link = linkIn(mail.text, `${baseURL()}/tutor-invitation/`)
    const token = decodeURIComponent(link.slice(`${baseURL()}/tutor-invitation/`.length))
    const accepted = await page.request.post(
      `/api/tutor-invitations/${encodeURIComponent(token)}/accept`,
      { headers: origin() },
    )
    expect(accepted.status(), await accepted.text()).toBeLessThan(300)
    return { account, tutorId }
  } finally {
    await office.close()
  }
}

/** The e2e administrator's cookies, for `signUpAsTutor` and the office's actions. */
export const tutorPortalAdminCookies = () => administratorCookies('tutor-portal-admin@example.com')
