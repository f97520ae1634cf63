import { describe, expect, it } from 'vitest'
import type { Booking } from '#shared/schemas/booking.ts'
import { reviewMessages, type OwnReview } from '#shared/schemas/reviews.ts'
import { ApiError, NetworkError } from '#web/lib/api-client.ts'
import {
  commentCountText,
  reviewFailureText,
  reviewPageMessages,
  reviewView,
} from './review-state.ts'

const now = new Date('2026-11-22T10:00:00Z')
type Session = Pick<Booking, 'status' | 'attendance' | 'can_review'>
const completed: Session = { status: 'completed', attendance: 'attended', can_review: true }
const review = (editableUntil: string): OwnReview => ({
  id: 'r1',
  booking_id: 'b1',
  rating: 4,
  comment: 'Clear explanations.',
  reply: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  editable_until: editableUntil,
  hidden: false,
})

describe('the review page of a session (issue 22, D28)', () => {
  it('offers the form for a completed, attended session not rated yet', () => {
    expect(reviewView(completed, null, now)).toEqual({ kind: 'new' })
  })

  it('puts a review in the form while it may be changed, and shows it read-only after', () => {
    const open = review('2026-12-04T10:00:00Z')
    expect(reviewView({ ...completed, can_review: false }, open, now)).toEqual({
      kind: 'edit',
      review: open,
    })
    const closed = review('2026-11-22T10:00:00Z')
    expect(reviewView({ ...completed, can_review: false }, closed, now)).toEqual({
      kind: 'read',
      review: closed,
    })
  })

  it('says why a session cannot be rated yet or at all', () => {
    const confirmed: Session = { status: 'confirmed', attendance: null, can_review: false }
    expect(reviewView(confirmed, null, now)).toEqual({
      kind: 'closed',
      reason: reviewMessages.notYet,
    })
    const absent: Session = { status: 'completed', attendance: 'tutor_absent', can_review: false }
    expect(reviewView(absent, null, now)).toEqual({
      kind: 'closed',
      reason: reviewMessages.notAttended,
    })
    const cancelled: Session = { status: 'cancelled', attendance: null, can_review: false }
    expect(reviewView(cancelled, null, now)).toEqual({
      kind: 'closed',
      reason: reviewPageMessages.cancelled,
    })
  })

  it("shows the server's refusal, a missing session, or a retry hint", () => {
    expect(reviewFailureText(new ApiError(409, reviewMessages.already, undefined))).toBe(
      reviewMessages.already,
    )
    expect(reviewFailureText(new ApiError(404, undefined, undefined))).toBe(
      reviewMessages.bookingNotFound,
    )
    expect(reviewFailureText(new ApiError(500, 'Internal Server Error', undefined))).toBe(
      reviewPageMessages.saveFailed,
    )
    expect(reviewFailureText(new NetworkError(new Error('offline')))).toBe(
      reviewPageMessages.offline,
    )
  })

  it('counts the characters of the comment against its limit', () => {
    expect(commentCountText(0, 1000)).toBe('0/1000 characters')
    expect(commentCountText(1000, 1000)).toBe('1000/1000 characters')
  })
})
