import { and, eq, isNull, sql } from 'drizzle-orm'
import type { GuardianConsentRequest } from '#shared/schemas/auth.ts'
import type { Db } from '../../db/client.ts'
import { guardianConsents, studentProfiles, users } from '../../db/schema.ts'
import { NotFound } from '../../lib/errors.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import { guardianConsentedEmail, guardianConsentEmail } from './account-emails.ts'
import { consumeToken, findToken, Gone, issueToken } from './account-tokens.ts'
import type { AccountsContext } from './accounts.service.ts'

// D23: a learner under 18 books and pays only once a parent or guardian has consented
// through the link emailed to them.

export const guardianConsentMessages = {
  given:
    'Thank you. Your consent has been recorded, and the student can now book and pay for tutoring.',
  invalid:
    'This consent link is invalid or has expired. Please ask the student to send a new one from their profile.',
  sent: 'We have sent the consent email to your parent or guardian again.',
  notNeeded: 'No parent or guardian consent is needed for this account.',
} as const

/** Whether a learner under 18 still waits for their guardian's consent. */
export async function awaitingGuardianConsent(tx: Db, userId: string): Promise<boolean> {
  const [consent] = await tx
    .select({ consentedAt: guardianConsents.consentedAt })
    .from(guardianConsents)
    .where(eq(guardianConsents.userId, userId))
  return consent !== undefined && consent.consentedAt === null
}

/**
 * What the consent page shows before the guardian decides (issue 26): which learner asks.
 * Opening the link changes nothing (mail scanners follow links). A link already used for the
 * consent still shows that it was given; any other used, replaced or expired link is refused.
 */
export async function guardianConsentRequest(
  db: Db,
  token: string,
): Promise<GuardianConsentRequest> {
  const invalid = guardianConsentMessages.invalid
  const found = await findToken(db, token, 'guardian_consent')
  if (!found) throw new NotFound(invalid)
  const [row] = await db
    .select({
      name: users.name,
      level: studentProfiles.studentLevel,
      consentedAt: guardianConsents.consentedAt,
    })
    .from(guardianConsents)
    .innerJoin(users, eq(users.id, guardianConsents.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, guardianConsents.userId))
    .where(eq(guardianConsents.userId, found.userId))
  if (!row) throw new NotFound(invalid)
  const live = found.usedAt === null && found.expiresAt.getTime() > Date.now()
  if (!live && row.consentedAt === null) throw new Gone(invalid)
  return {
    learner_name: row.name,
    student_level: row.level,
    consented_at: row.consentedAt?.toISOString() ?? null,
  }
}

export async function giveGuardianConsent(ctx: AccountsContext, token: string, fromIp: string) {
  await ctx.db.transaction(async (tx) => {
    const invalid = guardianConsentMessages.invalid
    const row = await consumeToken(tx, token, 'guardian_consent', {
      invalid,
      used: invalid,
      expired: invalid,
    })
    const given = await tx
      .update(guardianConsents)
      .set({ consentedAt: sql`now()`, consentedFromIp: fromIp, guardianEmail: row.sentTo })
      .where(and(eq(guardianConsents.userId, row.userId), isNull(guardianConsents.consentedAt)))
      .returning({ userId: guardianConsents.userId })
    if (given.length === 0) return
    // The learner hears of it at once, not when they next try to book (issue 26).
    const [learner] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, row.userId))
    if (learner) await enqueueEmails(tx, [guardianConsentedEmail(ctx, learner.email)])
  })
  return { message: guardianConsentMessages.given }
}

export async function resendGuardianConsent(ctx: AccountsContext, userId: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ consent: guardianConsents, studentLevel: studentProfiles.studentLevel })
      .from(guardianConsents)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, guardianConsents.userId))
      .where(eq(guardianConsents.userId, userId))
    if (!row || row.consent.consentedAt) return { message: guardianConsentMessages.notNeeded }
    const token = await issueToken(tx, userId, 'guardian_consent', row.consent.guardianEmail)
    await enqueueEmails(tx, [
      guardianConsentEmail(ctx, row.consent.guardianEmail, row.studentLevel, token),
    ])
    return { message: guardianConsentMessages.sent }
  })
}
