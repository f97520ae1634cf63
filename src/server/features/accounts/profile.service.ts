import { and, eq, inArray, sql } from 'drizzle-orm'
import type { StudentProfileInputSchema } from '#shared/schemas/student-profile.ts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import {
  bookings,
  guardianConsents,
  libraryFiles,
  newsletterSubscribers,
  paymentIntents,
  sessionReviews,
  sessions,
  studentProfiles,
  users,
} from '../../db/schema.ts'
import { NotFound } from '../../lib/errors.ts'
import { deleteEmailsTo } from '../../outbox/outbox.ts'
import { submissionsOfUser } from '../admin/submissions/submissions.service.ts'
import { listOwnBookings } from '../bookings/bookings.service.ts'
import { syncSessionsHeld } from '../bookings/tutoring-sessions.ts'

type ProfileInput = z.output<typeof StudentProfileInputSchema>

const toApi = (row: typeof studentProfiles.$inferSelect) => ({
  name: row.name,
  email: row.email,
  phone_number: row.phoneNumber,
  address: row.address,
  student_category: row.studentCategory,
  student_level: row.studentLevel,
  updated_at: row.updatedAt.toISOString(),
})

export async function getProfile(db: Db, userId: string) {
  const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId))
  if (!row) throw new NotFound('No student profile yet. Please complete your profile.')
  return toApi(row)
}

/** Creates or replaces the signed-in user's own profile; nobody can write another's. */
export async function saveProfile(db: Db, userId: string, input: ProfileInput) {
  const values = {
    name: input.name,
    email: input.email,
    phoneNumber: input.phone_number ?? null,
    address: input.address ?? null,
    studentCategory: input.student_category,
    studentLevel: input.student_level,
  }
  const [row] = await db
    .insert(studentProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: studentProfiles.userId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning()
  return toApi(row!)
}

/** D22: everything we hold about the person, as one JSON document. */
export async function exportUserData(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new NotFound('Account not found.')
  const [profile] = await db
    .select()
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, userId))
  const [consent] = await db
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.userId, userId))
  const [newsletter] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, user.email))
  const activeSessions = await db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
  return {
    exported_at: new Date().toISOString(),
    account: {
      email: user.email,
      name: user.name,
      phone_number: user.phoneNumber,
      role: user.role,
      email_verified_at: user.emailVerifiedAt,
      signs_in_with_google: user.googleSub !== null,
      created_at: user.createdAt,
    },
    student_profile: profile ? toApi(profile) : null,
    guardian_consent: consent
      ? {
          guardian_name: consent.guardianName,
          guardian_email: consent.guardianEmail,
          consented_at: consent.consentedAt,
        }
      : null,
    newsletter: newsletter
      ? { status: newsletter.status, confirmed_at: newsletter.confirmedAt }
      : null,
    sessions: activeSessions,
    bookings: await listOwnBookings(db, userId),
    // D28: the reviews they wrote of their sessions, as they wrote them.
    reviews: await db
      .select({
        id: sessionReviews.id,
        booking_id: sessionReviews.bookingId,
        rating: sessionReviews.rating,
        comment: sessionReviews.comment,
        reply: sessionReviews.reply,
        hidden: sql<boolean>`${sessionReviews.hiddenAt} is not null`,
        created_at: sessionReviews.createdAt,
        updated_at: sessionReviews.updatedAt,
      })
      .from(sessionReviews)
      .where(eq(sessionReviews.userId, userId))
      .orderBy(sessionReviews.createdAt),
    forms_sent_while_signed_in: await submissionsOfUser(db, userId),
    library_uploads: await db
      .select({
        id: libraryFiles.id,
        filename: libraryFiles.originalFilename,
        category: libraryFiles.category,
        description: libraryFiles.description,
        file_size: libraryFiles.fileSize,
        download_count: libraryFiles.downloadCount,
        uploaded_at: libraryFiles.createdAt,
      })
      .from(libraryFiles)
      .where(eq(libraryFiles.uploadedBy, userId))
      .orderBy(libraryFiles.createdAt),
    // Card payments started or made: what was bought, the amount and the gateway's answer.
    payments: await db
      .select({
        id: paymentIntents.id,
        purpose: paymentIntents.purpose,
        item: paymentIntents.item,
        amount_cents: paymentIntents.amountCents,
        currency: paymentIntents.currency,
        status: paymentIntents.status,
        gateway: paymentIntents.gateway,
        gateway_reference: paymentIntents.gatewayReference,
        failure_message: paymentIntents.failureMessage,
        created_at: paymentIntents.createdAt,
        updated_at: paymentIntents.updatedAt,
      })
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, userId))
      .orderBy(paymentIntents.createdAt),
  }
}

/**
 * D22: deletes the account and what hangs off it (profile, sessions, links, consent,
 * newsletter subscription, the outbox's emails to its address). Bookings stay for the
 * accounts without the person: upcoming ones are cancelled (a paid one flagged for refund,
 * D17) and their sessions free the tutors' time (D25), and the student's own words in
 * them are removed. Forms sent while signed in lose their link to the account. Reviews
 * of sessions stay on the tutor's page without the person (D28: the foreign key sets
 * their user_id null; they read as from 'A former student').
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  /** More to do in the same transaction, e.g. the back office's audit entry. */
  alsoInTransaction?: (tx: Db) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const cancelled = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: sql`now()`,
        cancelledBy: 'student',
        cancelReason: 'The account was deleted.',
        // refundDueOnCancel (D17), for every row at once.
        refundDue: sql`${bookings.paymentStatus} = 'completed' and ${bookings.amountCents} > 0`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(bookings.userId, userId), inArray(bookings.status, ['pending', 'confirmed'])))
      .returning({ sessionId: bookings.sessionId })
    await syncSessionsHeld(
      tx,
      cancelled.map((place) => place.sessionId),
    )
    await tx
      .update(bookings)
      .set({ notes: null, meetingAim: '', updatedAt: sql`now()` })
      .where(eq(bookings.userId, userId))
    const [user] = await tx
      .delete(users)
      .where(eq(users.id, userId))
      .returning({ email: users.email })
    if (!user) throw new NotFound('Account not found.')
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email))
    await deleteEmailsTo(tx, user.email)
    await alsoInTransaction?.(tx)
  })
}
