import { z } from 'zod'

// D28: reviews only from students who had the session. The API contract of issue 22; the
// server and the web app both read these.

export const REVIEW_COMMENT_MAX_LENGTH = 1000
export const REVIEW_REPLY_MAX_LENGTH = 1000
export const REVIEW_HIDE_REASON_MAX_LENGTH = 500
/** A review may be edited by its student for this long after it was written. */
export const REVIEW_EDIT_DAYS = 14
/** Reviews per page of GET /api/tutors/{id}/reviews. */
export const REVIEWS_PAGE_SIZE = 10

export const reviewMessages = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  commentTooLong: `Please keep your review to ${REVIEW_COMMENT_MAX_LENGTH} characters`,
  replyRequired: 'Please write your reply',
  replyTooLong: `Please keep your reply to ${REVIEW_REPLY_MAX_LENGTH} characters`,
  reasonRequired: 'Please say why the review is hidden',
  reasonTooLong: `Please keep the reason to ${REVIEW_HIDE_REASON_MAX_LENGTH} characters`,
  bookingNotFound: 'This session could not be found.',
  notYet: 'You can rate a session once it has taken place and your tutor has completed it.',
  notAttended: 'Only a session you attended can be rated.',
  noTutor: 'This session had no tutor to rate.',
  already: 'You have already rated this session. You can change your review instead.',
  notFound: 'This review could not be found.',
  editClosed: `A review can be changed for ${REVIEW_EDIT_DAYS} days after it was written.`,
  alreadyReplied: 'You have already replied to this review.',
  alreadyHidden: 'This review is already hidden.',
  notHidden: 'This review is not hidden.',
} as const

/** POST and PUT /api/bookings/{id}/review. The comment is kept byte-exact (not trimmed). */
export const ReviewInputSchema = z.object({
  rating: z
    .number({ error: reviewMessages.ratingRequired })
    .int(reviewMessages.ratingRequired)
    .min(1, reviewMessages.ratingRequired)
    .max(5, reviewMessages.ratingRequired),
  comment: z
    .string({ error: reviewMessages.commentTooLong })
    .max(REVIEW_COMMENT_MAX_LENGTH, reviewMessages.commentTooLong)
    .default(''),
})
export type ReviewInput = z.input<typeof ReviewInputSchema>
export type ReviewValues = z.output<typeof ReviewInputSchema>

/** The student's own review of a session (POST/PUT answer, GET /api/bookings/{id}/review). */
export const OwnReviewSchema = z.object({
  id: z.string(),
  booking_id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  // Until when the student may still change it (ISO 8601).
  editable_until: z.string(),
  hidden: z.boolean(),
})
export type OwnReview = z.infer<typeof OwnReviewSchema>

/** A review as the public reads it: the reviewer's first name only, and the month. */
export const PublicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  // 'Thandi'; 'A former student' once the account is deleted.
  reviewer_first_name: z.string(),
  // 'YYYY-MM' of when it was written (SAST).
  month: z.string(),
  reply: z.string().nullable(),
})
export type PublicReview = z.infer<typeof PublicReviewSchema>

/** GET /api/tutors/{id}/reviews?page=: newest first, visible reviews only. */
export const TutorReviewsPageSchema = z.object({
  reviews: z.array(PublicReviewSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
})
export type TutorReviewsPage = z.infer<typeof TutorReviewsPageSchema>

/** GET /api/tutor/reviews: the signed-in tutor's reviews (hidden ones marked), newest first. */
export const TutorOwnReviewSchema = PublicReviewSchema.extend({
  created_at: z.string(),
  hidden: z.boolean(),
})
export type TutorOwnReview = z.infer<typeof TutorOwnReviewSchema>

/** POST /api/tutor/reviews/{id}/reply, once per review. */
export const ReviewReplyInputSchema = z.object({
  reply: z
    .string({ error: reviewMessages.replyRequired })
    .trim()
    .min(1, reviewMessages.replyRequired)
    .max(REVIEW_REPLY_MAX_LENGTH, reviewMessages.replyTooLong),
})

/** POST /api/admin/reviews/{id}/hide. */
export const ReviewHideInputSchema = z.object({
  reason: z
    .string({ error: reviewMessages.reasonRequired })
    .trim()
    .min(1, reviewMessages.reasonRequired)
    .max(REVIEW_HIDE_REASON_MAX_LENGTH, reviewMessages.reasonTooLong),
})

/** GET /api/admin/reviews?tutor_id=&rating=&hidden=true|false&page= */
export const AdminReviewFiltersSchema = z.object({
  tutor_id: z.coerce.number().int().positive().optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  hidden: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
})
export type AdminReviewFilters = z.input<typeof AdminReviewFiltersSchema>

export const AdminReviewSchema = z.object({
  id: z.string(),
  booking_id: z.string(),
  tutor_id: z.number().int(),
  tutor_name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  // The student's full name and email for the office; null once the account is deleted.
  student_name: z.string().nullable(),
  student_email: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  hidden: z.boolean(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
})
export type AdminReview = z.infer<typeof AdminReviewSchema>

export const AdminReviewListSchema = z.object({
  items: z.array(AdminReviewSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
})
export type AdminReviewList = z.infer<typeof AdminReviewListSchema>

/** The rating a tutor card and page show (over visible reviews; null average with none). */
export const TutorRatingSchema = z.object({
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
})
