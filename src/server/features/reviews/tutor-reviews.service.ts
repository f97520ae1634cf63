import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { reviewMessages, type TutorOwnReview } from '#shared/schemas/reviews.ts'
import type { Db } from '../../db/client.ts'
import { sessionReviews, users } from '../../db/schema.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { publicReviewForApi, type ReviewRow } from './reviews.service.ts'

// D28: the tutor reads the reviews of their sessions (hidden ones marked) and replies once
// to each. They read what the public reads of the reviewer: the first name only.

/** The newest reviews a tutor's portal lists; older ones stay on the public pages. */
export const TUTOR_REVIEWS_LIMIT = 200

const selectWithReviewer = (db: Db) =>
  db
    .select({ review: sessionReviews, reviewerName: users.name })
    .from(sessionReviews)
    .leftJoin(users, eq(users.id, sessionReviews.userId))

function tutorReviewForApi(row: {
  review: ReviewRow
  reviewerName: string | null
}): TutorOwnReview {
  return {
    ...publicReviewForApi({ ...row.review, reviewerName: row.reviewerName }),
    created_at: row.review.createdAt.toISOString(),
    hidden: row.review.hiddenAt !== null,
  }
}

/** The signed-in tutor's reviews, newest first, hidden ones included and marked. */
export async function listOwnTutorReviews(db: Db, tutorId: number): Promise<TutorOwnReview[]> {
  const rows = await selectWithReviewer(db)
    .where(eq(sessionReviews.tutorId, tutorId))
    .orderBy(desc(sessionReviews.createdAt), desc(sessionReviews.id))
    .limit(TUTOR_REVIEWS_LIMIT)
  return rows.map(tutorReviewForApi)
}

/**
 * D28: the review's tutor replies, once: one conditional UPDATE on `reply is null`
 * decides, so two replies at once store one. Another tutor's review is answered as missing.
 */
export async function replyToReview(
  db: Db,
  tutorId: number,
  reviewId: string,
  reply: string,
): Promise<TutorOwnReview> {
  const ofTutor = and(eq(sessionReviews.id, reviewId), eq(sessionReviews.tutorId, tutorId))
  const [replied] = await db
    .update(sessionReviews)
    .set({ reply, repliedAt: sql`now()` })
    .where(and(ofTutor, isNull(sessionReviews.reply)))
    .returning({ id: sessionReviews.id })
  const [row] = await selectWithReviewer(db).where(ofTutor)
  if (!row) throw new NotFound(reviewMessages.notFound)
  if (!replied) throw new Conflict(reviewMessages.alreadyReplied)
  return tutorReviewForApi(row)
}
