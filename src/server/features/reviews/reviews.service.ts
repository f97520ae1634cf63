import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { sastDateOf } from '#shared/sast.ts'
import {
  REVIEW_EDIT_DAYS,
  REVIEWS_PAGE_SIZE,
  reviewMessages,
  type OwnReview,
  type PublicReview,
  type ReviewValues,
  type TutorReviewsPage,
} from '#shared/schemas/reviews.ts'
import type { Db } from '../../db/client.ts'
import { bookings, sessionReviews, users } from '../../db/schema.ts'
import { now as clockNow } from '../../lib/clock.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { findActiveTutor } from '../tutors/tutors.service.ts'
import { firstNameOf } from '../tutor-portal/tutor-sessions.service.ts'
import { ratingOfTutor } from './tutor-ratings.ts'

// D28: a review comes only from the student who had the session, once per session (the
// unique booking_id decides), and may be changed for 14 days. The public reads the visible
// ones with the reviewer's first name and the month only.

export type ReviewRow = typeof sessionReviews.$inferSelect

const DAY_MS = 24 * 60 * 60 * 1000
const EDIT_WINDOW_MS = REVIEW_EDIT_DAYS * DAY_MS

/** Until when its student may change a review. */
export const editableUntil = (row: Pick<ReviewRow, 'createdAt'>) =>
  new Date(row.createdAt.getTime() + EDIT_WINDOW_MS)

export function ownReviewForApi(row: ReviewRow): OwnReview {
  return {
    id: row.id,
    booking_id: row.bookingId,
    rating: row.rating,
    comment: row.comment,
    reply: row.reply,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    editable_until: editableUntil(row).toISOString(),
    hidden: row.hiddenAt !== null,
  }
}

/** The name the public reads: the first word only; a deleted account's review is anonymous. */
export function reviewerFirstName(userId: string | null, name: string | null): string {
  return (userId && firstNameOf(name)) || 'A former student'
}

/** 'YYYY-MM' of an instant, in SAST (D3). */
export const sastMonthOf = (instant: Date) => sastDateOf(instant).slice(0, 7)

export function publicReviewForApi(
  row: Pick<ReviewRow, 'id' | 'rating' | 'comment' | 'reply' | 'userId' | 'createdAt'> & {
    reviewerName: string | null
  },
): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    reviewer_first_name: reviewerFirstName(row.userId, row.reviewerName),
    month: sastMonthOf(row.createdAt),
    reply: row.reply,
  }
}

/** The caller's own booking; another student's is answered exactly as a missing one. */
async function ownBooking(db: Db, userId: string, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      tutorId: bookings.tutorId,
      status: bookings.status,
      attendance: bookings.attendance,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
  if (!row || row.userId !== userId) throw new NotFound(reviewMessages.bookingNotFound)
  return row
}

/** The review of a booking by its student, if any. */
async function reviewOf(db: Db, userId: string, bookingId: string) {
  const [row] = await db
    .select()
    .from(sessionReviews)
    .where(and(eq(sessionReviews.bookingId, bookingId), eq(sessionReviews.userId, userId)))
  return row
}

/**
 * D28: the student rates a session they attended, once. The checks before the insert say
 * why a session may not be rated yet; the unique booking_id alone decides "once", so two
 * requests at the same moment store one review and the other is told it exists.
 */
export async function createReview(
  db: Db,
  userId: string,
  bookingId: string,
  input: ReviewValues,
): Promise<OwnReview> {
  const booking = await ownBooking(db, userId, bookingId)
  if (booking.status !== 'completed') throw new Conflict(reviewMessages.notYet)
  if (booking.attendance !== 'attended') throw new Conflict(reviewMessages.notAttended)
  // A session the office completed without a tutor has nobody to rate.
  if (booking.tutorId === null) throw new Conflict(reviewMessages.noTutor)
  const [created] = await db
    .insert(sessionReviews)
    .values({
      bookingId,
      tutorId: booking.tutorId,
      userId,
      rating: input.rating,
      // Byte-exact: no trimming or normalising; pages show it as text.
      comment: input.comment,
    })
    .onConflictDoNothing({ target: sessionReviews.bookingId })
    .returning()
  if (!created) throw new Conflict(reviewMessages.already)
  return ownReviewForApi(created)
}

/**
 * D28: the student changes their review within REVIEW_EDIT_DAYS of writing it. One
 * conditional UPDATE decides (the window judged by the clock the booking rules use), so
 * a change cannot slip in after the window closed.
 */
export async function updateReview(
  db: Db,
  userId: string,
  bookingId: string,
  input: ReviewValues,
): Promise<OwnReview> {
  await ownBooking(db, userId, bookingId)
  const openSince = new Date(clockNow().getTime() - EDIT_WINDOW_MS)
  const [updated] = await db
    .update(sessionReviews)
    .set({ rating: input.rating, comment: input.comment, updatedAt: sql`now()` })
    .where(
      and(
        eq(sessionReviews.bookingId, bookingId),
        eq(sessionReviews.userId, userId),
        gt(sessionReviews.createdAt, openSince),
      ),
    )
    .returning()
  if (updated) return ownReviewForApi(updated)
  if (await reviewOf(db, userId, bookingId)) throw new Conflict(reviewMessages.editClosed)
  throw new NotFound(reviewMessages.notFound)
}

/** The caller's own review of their booking. */
export async function getOwnReview(db: Db, userId: string, bookingId: string): Promise<OwnReview> {
  await ownBooking(db, userId, bookingId)
  const row = await reviewOf(db, userId, bookingId)
  if (!row) throw new NotFound(reviewMessages.notFound)
  return ownReviewForApi(row)
}

/** GET /api/tutors/{id}/reviews: an active tutor's visible reviews, newest first, a page. */
export async function listTutorReviews(
  db: Db,
  tutorId: number,
  page: number,
): Promise<TutorReviewsPage> {
  await findActiveTutor(db, tutorId)
  const visible = and(eq(sessionReviews.tutorId, tutorId), isNull(sessionReviews.hiddenAt))
  const rows = await db
    .select({
      id: sessionReviews.id,
      rating: sessionReviews.rating,
      comment: sessionReviews.comment,
      reply: sessionReviews.reply,
      userId: sessionReviews.userId,
      createdAt: sessionReviews.createdAt,
      reviewerName: users.name,
    })
    .from(sessionReviews)
    .leftJoin(users, eq(users.id, sessionReviews.userId))
    .where(visible)
    .orderBy(desc(sessionReviews.createdAt), desc(sessionReviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE)
  const rating = await ratingOfTutor(db, tutorId)
  return {
    reviews: rows.map(publicReviewForApi),
    page,
    page_size: REVIEWS_PAGE_SIZE,
    total: rating.rating_count,
    ...rating,
  }
}
