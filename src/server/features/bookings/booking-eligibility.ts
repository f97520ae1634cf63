import { accountMessages, bookingMessages } from '#shared/messages.ts'
import type { Db } from '../../db/client.ts'
import { Forbidden } from '../../lib/errors.ts'
import { studentStatus } from '../accounts/accounts.service.ts'
import type { CurrentUser } from '../accounts/sessions.service.ts'

/**
 * Who may book and pay (D8, D10, D23): a verified email, a student profile, and for a
 * minor the guardian's consent. Checked by the server whatever the page showed.
 */
export async function assertMayBook(db: Db, user: CurrentUser): Promise<void> {
  if (!user.emailVerified) throw new Forbidden(accountMessages.verifyFirst)
  const status = await studentStatus(db, user.id)
  if (!status.is_student) throw new Forbidden(bookingMessages.profileRequired)
  if (status.guardian_consent_pending) throw new Forbidden(bookingMessages.guardianConsentRequired)
}
