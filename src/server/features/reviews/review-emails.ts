import { REVIEW_EDIT_DAYS } from '#shared/schemas/reviews.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import { renderEmail } from '../../lib/email-layout.ts'
import type { QueuedEmail } from '../../outbox/outbox.ts'
import { oneLine, type BookingEmailContext, type Student } from '../bookings/booking-emails.ts'

// D28: the mail that asks the student to rate a session they attended. Queued in the
// transaction that completes the session, which happens once (its status transition), so
// the mail is sent once.

/** The web page of the review form of one session. */
export const reviewFormUrl = (ctx: Pick<BookingEmailContext, 'publicUrl'>, bookingId: string) =>
  `${ctx.publicUrl}/bookings/${encodeURIComponent(bookingId)}/review`

/**
 * The session took place and the student attended: thanks, and a link straight to the
 * review form. It stands in for the plain thank-you mail (`bookingCompleted`), so the
 * student gets one mail, not two.
 */
export function reviewRequest(
  ctx: BookingEmailContext,
  booking: Booking,
  student: Student,
): QueuedEmail {
  const when = formatSastDateTime(booking.scheduled_date)
  const tutor = booking.tutor_name ? oneLine(booking.tutor_name) : null
  const { text, html } = renderEmail({
    greeting: `Hello ${oneLine(student.name)},`,
    paragraphs: [
      `Thank you for your session on ${when} (SAST)${tutor ? ` with ${tutor}` : ''}. We hope it helped.`,
      `How was it? Rate the session from 1 to 5 stars and, if you like, say a few words: it helps other students choose a tutor${tutor ? `, and helps ${tutor} too` : ''}. Only your first name and the month are shown with your review.`,
      `You can change your review for ${REVIEW_EDIT_DAYS} days after you write it.`,
      'When you are ready for the next step, you can book another session from your dashboard.',
    ],
    details: [
      ['Session', `${when} (SAST)`],
      ['Module', booking.mathematics_module_name],
      ['Tutor', tutor],
    ],
    action: { label: 'Rate this session', url: reviewFormUrl(ctx, booking.id) },
    signature: `Kind regards,\n${ctx.businessName}`,
  })
  return {
    to: student.email,
    subject: `How was your session${tutor ? ` with ${tutor}` : ''}? – ${ctx.businessName}`,
    text,
    html,
    kind: 'review.request',
    headers: { 'Reply-To': ctx.businessInbox },
  }
}
