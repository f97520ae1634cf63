import { eq, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { TutorRatingSchema } from '#shared/schemas/reviews.ts'
import type { Db } from '../../db/client.ts'
import { sessionReviews } from '../../db/schema.ts'

// D28: a tutor's rating over their visible reviews. The catalogue keeps the tutors' list in
// memory, but any write to the reviews drops it (issue 23), so a review the office hides
// leaves the average at once.

export type TutorRating = z.infer<typeof TutorRatingSchema>

/**
 * Each tutor's visible reviews as one row: the average rounded to one decimal by the
 * database (numeric, exact: 4.45 is 4.5 on both drivers) and the count. A subquery to
 * left join on the tutor's id: one query for any number of tutors.
 */
export function visibleRatings(db: Db) {
  return db
    .select({
      tutorId: sessionReviews.tutorId,
      average: sql<string | number>`round(avg(${sessionReviews.rating}), 1)`.as('rating_average'),
      count: sql<number>`count(*)::int`.as('rating_count'),
    })
    .from(sessionReviews)
    .where(isNull(sessionReviews.hiddenAt))
    .groupBy(sessionReviews.tutorId)
    .as('visible_ratings')
}

/** A left-joined rating (null: no visible review) as the API answers it. */
export function ratingOf(
  average: string | number | null | undefined,
  count: number | string | null | undefined,
): TutorRating {
  const reviews = Number(count ?? 0)
  return {
    rating_average:
      reviews > 0 && average !== null && average !== undefined ? Number(average) : null,
    rating_count: reviews,
  }
}

/** One tutor's rating over their visible reviews. */
export async function ratingOfTutor(db: Db, tutorId: number): Promise<TutorRating> {
  const ratings = visibleRatings(db)
  const [row] = await db
    .select({ average: ratings.average, count: ratings.count })
    .from(ratings)
    .where(eq(ratings.tutorId, tutorId))
  return ratingOf(row?.average, row?.count)
}
