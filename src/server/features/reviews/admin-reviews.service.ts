import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { ADMIN_PAGE_SIZE } from '#shared/admin.ts'
import {
  reviewMessages,
  type AdminReview,
  type AdminReviewFiltersSchema,
  type AdminReviewList,
} from '#shared/schemas/reviews.ts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { sessionReviews, tutors, users } from '../../db/schema.ts'
import { recordAudit } from '../../audit/record-audit.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import type { BookingActor } from '../bookings/bookings.service.ts'
import type { ReviewRow } from './reviews.service.ts'

// D28: the office reads every review, with filters, and hides one with a reason or shows
// it again; each is audited. A hidden review leaves the tutor's average at once (the
// averages are read fresh, tutor-ratings.ts).

/** The audit log's subject type of a review: its table, as bookings' is theirs. */
export const REVIEW_SUBJECT = 'session_reviews'

type AdminReviewFilters = z.output<typeof AdminReviewFiltersSchema>

const selectForAdmin = (db: Db) =>
  db
    .select({
      review: sessionReviews,
      tutorName: tutors.name,
      studentName: users.name,
      studentEmail: users.email,
    })
    .from(sessionReviews)
    .innerJoin(tutors, eq(tutors.id, sessionReviews.tutorId))
    .leftJoin(users, eq(users.id, sessionReviews.userId))

type Selected = {
  review: ReviewRow
  tutorName: string
  studentName: string | null
  studentEmail: string | null
}

const iso = (value: Date | null) => (value ? value.toISOString() : null)

function adminReviewForApi(row: Selected): AdminReview {
  const { review } = row
  return {
    id: review.id,
    booking_id: review.bookingId,
    tutor_id: review.tutorId,
    tutor_name: row.tutorName,
    rating: review.rating,
    comment: review.comment,
    reply: review.reply,
    // A deleted account's review stays without the person (D22).
    student_name: row.studentName,
    student_email: row.studentEmail,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
    hidden: review.hiddenAt !== null,
    hidden_at: iso(review.hiddenAt),
    hidden_reason: review.hiddenReason,
  }
}

function conditions(filters: AdminReviewFilters): SQL[] {
  const where: SQL[] = []
  if (filters.tutor_id) where.push(eq(sessionReviews.tutorId, filters.tutor_id))
  if (filters.rating) where.push(eq(sessionReviews.rating, filters.rating))
  if (filters.hidden === 'true') where.push(isNotNull(sessionReviews.hiddenAt))
  if (filters.hidden === 'false') where.push(isNull(sessionReviews.hiddenAt))
  return where
}

/** One page of reviews matching the filters, newest first. */
export async function listReviewsForAdmin(
  db: Db,
  filters: AdminReviewFilters,
): Promise<AdminReviewList> {
  const where = and(...conditions(filters))
  const rows = await selectForAdmin(db)
    .where(where)
    .orderBy(desc(sessionReviews.createdAt), desc(sessionReviews.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((filters.page - 1) * ADMIN_PAGE_SIZE)
  const [total] = await db.select({ value: count() }).from(sessionReviews).where(where)
  return {
    items: rows.map(adminReviewForApi),
    page: filters.page,
    page_size: ADMIN_PAGE_SIZE,
    total: total?.value ?? 0,
  }
}

export async function getReviewForAdmin(db: Db, id: string): Promise<AdminReview> {
  const [row] = await selectForAdmin(db).where(eq(sessionReviews.id, id))
  if (!row) throw new NotFound(reviewMessages.notFound)
  return adminReviewForApi(row)
}

/** What the audit log keeps of a review before and after the office acts on it. */
const audited = (row: Pick<ReviewRow, 'hiddenAt' | 'hiddenReason' | 'rating' | 'tutorId'>) => ({
  hidden: row.hiddenAt !== null,
  hidden_reason: row.hiddenReason,
  rating: row.rating,
  tutor_id: row.tutorId,
})

/** Locks the review row, so a hide and an unhide cannot interleave. */
async function lockReview(tx: Db, id: string): Promise<ReviewRow> {
  const [row] = await tx
    .select()
    .from(sessionReviews)
    .where(eq(sessionReviews.id, id))
    .for('update')
  if (!row) throw new NotFound(reviewMessages.notFound)
  return row
}

/** D28: an administrator hides a review with a reason (audited); it leaves the average. */
export async function hideReview(
  db: Db,
  actor: BookingActor,
  id: string,
  reason: string,
): Promise<AdminReview> {
  await db.transaction(async (tx) => {
    const before = await lockReview(tx, id)
    if (before.hiddenAt) throw new Conflict(reviewMessages.alreadyHidden)
    const [after] = await tx
      .update(sessionReviews)
      .set({ hiddenAt: sql`now()`, hiddenReason: reason })
      .where(eq(sessionReviews.id, id))
      .returning()
    await recordAudit(tx, {
      actor,
      action: 'review.hide',
      subjectType: REVIEW_SUBJECT,
      subjectId: id,
      before: audited(before),
      after: audited(after!),
    })
  })
  return getReviewForAdmin(db, id)
}

/** D28: an administrator shows a hidden review again (audited); it counts again. */
export async function unhideReview(db: Db, actor: BookingActor, id: string): Promise<AdminReview> {
  await db.transaction(async (tx) => {
    const before = await lockReview(tx, id)
    if (!before.hiddenAt) throw new Conflict(reviewMessages.notHidden)
    const [after] = await tx
      .update(sessionReviews)
      .set({ hiddenAt: null, hiddenReason: null })
      .where(eq(sessionReviews.id, id))
      .returning()
    await recordAudit(tx, {
      actor,
      action: 'review.unhide',
      subjectType: REVIEW_SUBJECT,
      subjectId: id,
      before: audited(before),
      after: audited(after!),
    })
  })
  return getReviewForAdmin(db, id)
}
