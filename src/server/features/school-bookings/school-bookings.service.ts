import {
  labelOf,
  provinces,
  schoolBudgetRanges,
  schoolPaymentMethods,
  schoolSessionDurations,
  schoolSubjects,
} from '#shared/options.ts'
import { centsToRand, formatZar } from '#shared/money.ts'
import { schoolBookingEstimate } from '#shared/pricing.ts'
import { formatSastDate, sastSlotToInstant } from '#shared/sast.ts'
import type { SchoolBooking, SchoolBookingValues } from '#shared/schemas/school-booking.ts'
import { replyPromise } from '#shared/business-facts.ts'
import type { Db } from '../../db/client.ts'
import { schoolBookings } from '../../db/schema.ts'
import { Invalid } from '../../lib/errors.ts'
import { submissionEmails, type SubmissionEmailContext } from '../../lib/submission-emails.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'

type SchoolBookingRow = typeof schoolBookings.$inferSelect

export interface SchoolBookingsContext extends SubmissionEmailContext {
  db: Db
}

function forApi(row: SchoolBookingRow): SchoolBooking {
  return {
    id: row.id,
    reference: row.reference,
    school_name: row.schoolName,
    contact_person_name: row.contactPersonName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    school_address: row.schoolAddress,
    school_province: row.schoolProvince,
    preferred_date: row.preferredDate,
    preferred_time: row.preferredTime,
    grade_level: row.gradeLevel,
    venue_details: row.venueDetails,
    number_of_learners: row.numberOfLearners,
    subject: row.subject,
    session_duration: row.sessionDurationHours,
    payment_method: row.paymentMethod,
    special_requirements: row.specialRequirements,
    budget_range: row.budgetRange,
    hourly_rate_cents: row.hourlyRateCents,
    subtotal_cents: row.subtotalCents,
    discount_percent: row.discountPercent,
    discount_cents: row.discountCents,
    estimated_cost_cents: row.estimatedCostCents,
    estimated_cost: centsToRand(row.estimatedCostCents),
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }
}

function emailsFor(
  ctx: SubmissionEmailContext,
  input: SchoolBookingValues,
  booking: SchoolBooking,
) {
  const estimate = [
    `${formatZar(booking.hourly_rate_cents)}/hour × ${booking.session_duration} h = ${formatZar(booking.subtotal_cents)}`,
    booking.discount_cents > 0
      ? `group discount ${booking.discount_percent}%: −${formatZar(booking.discount_cents)}`
      : null,
    `estimated total ${formatZar(booking.estimated_cost_cents)}`,
  ]
    .filter(Boolean)
    .join('; ')
  return submissionEmails(ctx, {
    kind: 'school_booking',
    email: booking.contact_email,
    reference: booking.reference,
    officeOnly: [
      ['School', booking.school_name],
      ['Contact person', booking.contact_person_name],
      ['Email', booking.contact_email],
      ['Phone', booking.contact_phone],
      ['Address', booking.school_address],
      ['Venue', booking.venue_details],
      ['Special requirements', booking.special_requirements],
    ],
    receipt: {
      subject: 'We received your school booking request',
      paragraphs: [
        `Thank you for inviting us to your school. We will contact you within ${replyPromise.hours} hours to confirm the date, the venue and the final quote.`,
        'The estimate below is based on the details you gave; the final quote may change if the visit changes. Your request:',
      ],
      summary: [
        ['You asked for', `A school visit for ${booking.number_of_learners} learners`],
        ['Province', labelOf(provinces, input.school_province)],
        [
          'Preferred date',
          `${formatSastDate(booking.preferred_date)}, ${booking.preferred_time} (SAST)`,
        ],
        ['Grade level', input.grade_level],
        ['Subject', labelOf(schoolSubjects, input.subject)],
        ['Duration', labelOf(schoolSessionDurations, input.session_duration)],
        ['Payment', labelOf(schoolPaymentMethods, input.payment_method)],
        ['Budget', input.budget_range ? labelOf(schoolBudgetRanges, input.budget_range) : null],
        ['Estimate', estimate],
      ],
    },
    notification: {
      subject: `School booking request: ${booking.school_name}, ${formatSastDate(booking.preferred_date)}`,
      paragraphs: [
        `A school visit was requested on the website. Please reply to ${booking.contact_person_name} within ${replyPromise.hours} hours; replying to this email answers them.`,
      ],
    },
  })
}

/**
 * Stores a school's request with the estimate the server computes (D4, D5) and its two
 * emails (D2), in one transaction.
 */
export async function requestSchoolBooking(
  ctx: SchoolBookingsContext,
  userId: string | null,
  input: SchoolBookingValues,
): Promise<SchoolBooking> {
  const estimate = schoolBookingEstimate({
    province: input.school_province,
    durationHours: input.session_duration,
    learners: input.number_of_learners,
  })
  // The schema admits only inputs the estimate prices; this guards a future drift of the two.
  if (!estimate) throw new Invalid('These details cannot be priced')
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schoolBookings)
      .values({
        userId,
        schoolName: input.school_name,
        contactPersonName: input.contact_person_name,
        contactEmail: input.contact_email,
        contactPhone: input.contact_phone,
        schoolAddress: input.school_address,
        schoolProvince: input.school_province,
        preferredDate: input.preferred_date,
        preferredTime: input.preferred_time,
        preferredStartAt: sastSlotToInstant(input.preferred_date, input.preferred_time),
        gradeLevel: input.grade_level,
        venueDetails: input.venue_details,
        numberOfLearners: input.number_of_learners,
        subject: input.subject,
        sessionDurationHours: input.session_duration,
        paymentMethod: input.payment_method,
        specialRequirements: input.special_requirements ?? null,
        budgetRange: input.budget_range ?? null,
        hourlyRateCents: estimate.rateCents,
        subtotalCents: estimate.subtotalCents,
        discountPercent: estimate.discountPercent,
        discountCents: estimate.discountCents,
        estimatedCostCents: estimate.totalCents,
      })
      .returning()
    if (!row) throw new Error('insert into school_bookings returned no row')
    const booking = forApi(row)
    await enqueueEmails(tx, emailsFor(ctx, input, booking))
    return booking
  })
}
