import { and, eq, sql } from 'drizzle-orm'
import { accountMessages, verifyEmailMessages } from '#shared/messages.ts'
import type { RegisterInputSchema, SessionUser, VerifyEmailResponse } from '#shared/schemas/auth.ts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared-statement.ts'
import { guardianConsents, studentProfiles, tutors, users } from '../../db/schema.ts'
import { Conflict, DomainError, Invalid, NotFound } from '../../lib/errors.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import {
  guardianConsentEmail,
  passwordResetEmail,
  registrationNotification,
  verificationEmail,
  type EmailContext,
} from './account-emails.ts'
import {
  hashPassword,
  isCommonPassword,
  spendPasswordCheckTime,
  verifyPassword,
} from './passwords.ts'
import { consumeToken, Gone, issueToken } from './account-tokens.ts'
import { awaitingGuardianConsent } from './guardian-consent.service.ts'
import { endAllSessions } from './sessions.service.ts'

export interface AccountsContext extends EmailContext {
  db: Db
  adminEmails: string[]
}

type RegisterInput = z.output<typeof RegisterInputSchema>

export function toSessionUser(user: {
  id: string
  email: string
  name: string
  role: 'student' | 'admin'
  emailVerifiedAt: Date | null
  tutorId: number | null
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    roles: rolesOf(user),
    tutor_id: user.tutorId,
    email_verified: user.emailVerifiedAt !== null,
  }
}

/** D25: the spec's role, and `tutor` when the account is linked to a tutor record. */
export function rolesOf(user: {
  role: 'student' | 'admin'
  tutorId: number | null
}): SessionUser['roles'] {
  return user.tutorId === null ? [user.role] : [user.role, 'tutor']
}

/** The tutor record an account signs in as (D25), or null. */
export async function tutorIdOf(db: Db, userId: string): Promise<number | null> {
  const [row] = await db.select({ id: tutors.id }).from(tutors).where(eq(tutors.userId, userId))
  return row?.id ?? null
}

export class TooManyAttempts extends DomainError {
  constructor(statusCode = 429) {
    super(statusCode, accountMessages.tooManyAttempts)
  }
}

/** D10, D23: the user, the student profile and the emails, in one transaction. */
export async function register(ctx: AccountsContext, input: RegisterInput) {
  if (await isCommonPassword(input.password)) {
    throw new Invalid(accountMessages.commonPassword, { password: accountMessages.commonPassword })
  }
  const passwordHash = await hashPassword(input.password)
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        passwordHash,
        phoneNumber: input.phone_number ?? null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning()
    if (!user) throw new Conflict(accountMessages.emailTaken)
    await tx.insert(studentProfiles).values({
      userId: user.id,
      name: input.name,
      email: input.email,
      phoneNumber: input.phone_number ?? null,
      studentCategory: input.student_category,
      studentLevel: input.student_level,
    })
    const verifyToken = await issueToken(tx, user.id, 'verify_email', user.email)
    const emails = [
      verificationEmail(ctx, user.email, verifyToken, Boolean(input.guardian)),
      registrationNotification(ctx, {
        name: user.name,
        email: user.email,
        category: input.student_category,
        level: input.student_level,
      }),
    ]
    if (input.guardian) {
      await tx.insert(guardianConsents).values({
        userId: user.id,
        guardianName: input.guardian.name,
        guardianEmail: input.guardian.email,
      })
      const consentToken = await issueToken(tx, user.id, 'guardian_consent', input.guardian.email)
      emails.push(
        guardianConsentEmail(ctx, input.guardian.email, input.student_level, consentToken),
      )
    }
    await enqueueEmails(tx, emails)
    return { user: toSessionUser({ ...user, tutorId: null }), message: accountMessages.registered }
  })
}

export async function verifyEmail(
  ctx: AccountsContext,
  token: string,
): Promise<VerifyEmailResponse> {
  return ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'verify_email', {
      invalid: accountMessages.verificationInvalid,
      used: accountMessages.verificationUsed,
      expired: accountMessages.verificationExpired,
    })
    const [user] = await tx
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
      })
      // The link proves the address it was sent to; an email change since then voids it.
      .where(and(eq(users.id, row.userId), eq(users.email, row.sentTo)))
      .returning()
    if (!user) throw new Gone(accountMessages.verificationInvalid)
    // D11: listed administrators get the role once their address is proven.
    if (ctx.adminEmails.includes(user.email) && user.role !== 'admin') {
      await tx.update(users).set({ role: 'admin' }).where(eq(users.id, user.id))
    }
    return {
      message: verifyEmailMessages.verified,
      email: user.email,
      awaiting_guardian_consent: await awaitingGuardianConsent(tx, user.id),
    }
  })
}

export async function resendVerification(ctx: AccountsContext, userId: string) {
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId))
    if (!user) throw new NotFound(accountMessages.verificationInvalid)
    if (user.emailVerifiedAt) return { message: accountMessages.alreadyVerified }
    const token = await issueToken(tx, user.id, 'verify_email', user.email)
    const awaitingGuardian = await awaitingGuardianConsent(tx, user.id)
    await enqueueEmails(tx, [verificationEmail(ctx, user.email, token, awaitingGuardian)])
    return { message: accountMessages.verificationSent }
  })
}

/** One answer for a wrong email and a wrong password, in the same time. */
export async function checkCredentials(ctx: AccountsContext, email: string, password: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email))
  if (!user?.passwordHash) {
    await spendPasswordCheckTime(password)
    return null
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null
  if (user.emailVerifiedAt && ctx.adminEmails.includes(user.email) && user.role !== 'admin') {
    const [promoted] = await ctx.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, user.id))
      .returning()
    return promoted ?? user
  }
  return user
}

/** D9: the same answer whether or not the address has an account. */
export async function requestPasswordReset(ctx: AccountsContext, email: string) {
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email))
    if (!user) return
    const token = await issueToken(tx, user.id, 'reset_password', user.email)
    await enqueueEmails(tx, [passwordResetEmail(ctx, user.email, token)])
  })
  return { message: accountMessages.resetRequested }
}

export async function resetPassword(ctx: AccountsContext, token: string, password: string) {
  if (await isCommonPassword(password)) {
    throw new Invalid(accountMessages.commonPassword, { password: accountMessages.commonPassword })
  }
  const passwordHash = await hashPassword(password)
  await ctx.db.transaction(async (tx) => {
    const invalid = accountMessages.resetInvalid
    const row = await consumeToken(tx, token, 'reset_password', {
      invalid,
      used: invalid,
      expired: invalid,
    })
    await tx
      .update(users)
      // Following the emailed link proves the address too.
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, row.userId))
    await endAllSessions(tx, row.userId)
  })
  return { message: accountMessages.resetDone }
}

/** D13 and D23: what the booking page needs to know before it lets a student book. */
const studentStatusFields = {
  profileId: studentProfiles.id,
  emailVerifiedAt: users.emailVerifiedAt,
  consentRequired: guardianConsents.id,
  consentedAt: guardianConsents.consentedAt,
}
// Read before every booking and payment (assertMayBook): built once (prepared-statement.ts).
const studentStatusRow = preparedStatement<
  {
    profileId: string | null
    emailVerifiedAt: Date | null
    consentRequired: string | null
    consentedAt: Date | null
  },
  { userId: string }
>('users_student_status', studentStatusFields, (db) =>
  db
    .select(studentStatusFields)
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(guardianConsents, eq(guardianConsents.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId'))),
)

export async function studentStatus(db: Db, userId: string) {
  const [row] = await studentStatusRow(db, { userId })
  return {
    is_student: Boolean(row?.profileId),
    email_verified: Boolean(row?.emailVerifiedAt),
    guardian_consent_pending: Boolean(row?.consentRequired) && !row?.consentedAt,
    guardian_consented_at: row?.consentedAt?.toISOString() ?? null,
  }
}
