import type { Booking } from '#shared/schemas/booking.ts'
import { reviewMessages, type OwnReview } from '#shared/schemas/reviews.ts'
import { ApiError, NetworkError } from '#web/lib/api-client.ts'

export const reviewPageMessages = {
  cancelled: 'A cancelled session cannot be rated.',
  saveFailed: 'Your review could not be saved. Please try again.',
  offline: 'Your review could not be sent. Please check your connection and try again.',
  loadFailed: 'This session could not be loaded. Please check your connection and try again.',
  hidden: 'Our team has hidden this review from the tutor’s page.',
} as const

/**
 * What the review page shows for a session (D28):
 * - `new`: the form for a first review;
 * - `edit`: the student's review in the form, while it may still be changed;
 * - `read`: the student's review, read-only, once its 14 days are over;
 * - `closed`: why this session cannot be rated (not completed yet, not attended, cancelled).
 */
export type ReviewView =
  | { kind: 'new' }
  | { kind: 'edit'; review: OwnReview }
  | { kind: 'read'; review: OwnReview }
  | { kind: 'closed'; reason: string }

export function isReviewEditable(review: Pick<OwnReview, 'editable_until'>, now: Date): boolean {
  return new Date(review.editable_until).getTime() > now.getTime()
}

export function reviewView(
  booking: Pick<Booking, 'status' | 'attendance' | 'can_review'>,
  review: OwnReview | null,
  now: Date = new Date(),
): ReviewView {
  if (review) {
    return isReviewEditable(review, now) ? { kind: 'edit', review } : { kind: 'read', review }
  }
  if (booking.can_review) return { kind: 'new' }
  if (booking.status === 'cancelled')
    return { kind: 'closed', reason: reviewPageMessages.cancelled }
  if (booking.status !== 'completed') return { kind: 'closed', reason: reviewMessages.notYet }
  if (booking.attendance !== 'attended') {
    return { kind: 'closed', reason: reviewMessages.notAttended }
  }
  // Completed and attended, yet the server does not offer it: let it say why on sending.
  return { kind: 'new' }
}

/**
 * The banner over the form after a refusal: the server's own words for what the student
 * can act on (409: not completed, not attended, already rated, too late to change; 400;
 * 404), a retry hint otherwise.
 */
export function reviewFailureText(error: unknown): string {
  if (error instanceof NetworkError) return reviewPageMessages.offline
  if (error instanceof ApiError && error.status < 500) {
    if (error.status === 404) return error.serverMessage ?? reviewMessages.bookingNotFound
    if (error.serverMessage) return error.serverMessage
  }
  return reviewPageMessages.saveFailed
}

/** '12/1000 characters': the live count under the comment. */
export function commentCountText(length: number, max: number): string {
  return `${length}/${max} characters`
}
