import {
  deliveryMethods,
  labelOf,
  meetingPlatforms,
  paymentMethods,
  provinces,
  subjectFocuses,
  workshopBudgetRanges,
  workshopDurations,
  workshopTypes,
} from '#shared/options.ts'
import { centsToRand, formatZar } from '#shared/money.ts'
import { workshopEstimate } from '#shared/pricing.ts'
import { formatSastDate, sastSlotToInstant } from '#shared/sast.ts'
import type { TeacherWorkshop, TeacherWorkshopValues } from '#shared/schemas/teacher-workshop.ts'
import { replyPromise } from '#shared/business-facts.ts'
import type { Db } from '../../db/client.ts'
import { teacherWorkshops } from '../../db/schema.ts'
import { Invalid } from '../../lib/errors.ts'
import { submissionEmails, type SubmissionEmailContext } from '../../lib/submission-emails.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'

type TeacherWorkshopRow = typeof teacherWorkshops.$inferSelect

export interface TeacherWorkshopsContext extends SubmissionEmailContext {
  db: Db
}

function forApi(row: TeacherWorkshopRow): TeacherWorkshop {
  return {
    id: row.id,
    reference: row.reference,
    institution_name: row.institutionName,
    contact_person_name: row.contactPersonName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    institution_address: row.institutionAddress,
    institution_province: row.institutionProvince,
    preferred_date: row.preferredDate,
    preferred_time: row.preferredTime,
    workshop_type: row.workshopType,
    delivery_method: row.deliveryMethod,
    meeting_platform: row.meetingPlatform,
    venue_details: row.venueDetails,
    number_of_teachers: row.numberOfTeachers,
    subject_focus: row.subjectFocus,
    session_duration: row.sessionDurationHours,
    payment_method: row.paymentMethod,
    special_requirements: row.specialRequirements,
    budget_range: row.budgetRange,
    workshop_objectives: row.workshopObjectives,
    hourly_rate_cents: row.hourlyRateCents,
    estimated_cost_cents: row.estimatedCostCents,
    estimated_cost: centsToRand(row.estimatedCostCents),
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }
}

function emailsFor(
  ctx: SubmissionEmailContext,
  input: TeacherWorkshopValues,
  workshop: TeacherWorkshop,
) {
  const online = input.delivery_method === 'online'
  return submissionEmails(ctx, {
    kind: 'teacher_workshop',
    email: workshop.contact_email,
    reference: workshop.reference,
    officeOnly: [
      ['Institution', workshop.institution_name],
      ['Contact person', workshop.contact_person_name],
      ['Email', workshop.contact_email],
      ['Phone', workshop.contact_phone],
      ['Address', workshop.institution_address],
      ['Venue', workshop.venue_details],
      ['Objectives', workshop.workshop_objectives],
      ['Special requirements', workshop.special_requirements],
    ],
    receipt: {
      subject: 'We received your teacher workshop request',
      paragraphs: [
        `Thank you for choosing us to work with your teachers. We will contact you within ${replyPromise.hours} hours to confirm the date, the programme and the final quote.`,
        'The estimate below is based on the details you gave; the final quote may change if the workshop changes. Your request:',
      ],
      summary: [
        ['You asked for', `A teacher workshop for ${workshop.number_of_teachers} teachers`],
        ['Province', labelOf(provinces, input.institution_province)],
        [
          'Preferred date',
          `${formatSastDate(workshop.preferred_date)}, ${workshop.preferred_time} (SAST)`,
        ],
        ['Workshop', labelOf(workshopTypes, input.workshop_type)],
        ['Subject focus', labelOf(subjectFocuses, input.subject_focus)],
        ['Delivery', labelOf(deliveryMethods, input.delivery_method)],
        ['Platform', online ? labelOf(meetingPlatforms, input.meeting_platform) : null],
        ['Duration', labelOf(workshopDurations, input.session_duration)],
        ['Payment', labelOf(paymentMethods, input.payment_method)],
        ['Budget', input.budget_range ? labelOf(workshopBudgetRanges, input.budget_range) : null],
        [
          'Estimate',
          `${formatZar(workshop.hourly_rate_cents)}/hour × ${workshop.session_duration} h = ${formatZar(workshop.estimated_cost_cents)}`,
        ],
      ],
    },
    notification: {
      subject: `Teacher workshop request: ${workshop.institution_name}, ${formatSastDate(workshop.preferred_date)}`,
      paragraphs: [
        `A teacher workshop was requested on the website. Please reply to ${workshop.contact_person_name} within ${replyPromise.hours} hours; replying to this email answers them.`,
      ],
    },
  })
}

/**
 * Stores an institution's workshop request with the estimate the server computes (D4)
 * and its two emails (D2), in one transaction.
 */
export async function requestTeacherWorkshop(
  ctx: TeacherWorkshopsContext,
  userId: string | null,
  input: TeacherWorkshopValues,
): Promise<TeacherWorkshop> {
  const estimate = workshopEstimate({
    deliveryMethod: input.delivery_method,
    province: input.institution_province,
    durationHours: input.session_duration,
    teachers: input.number_of_teachers,
  })
  // The schema admits only inputs the estimate prices; this guards a future drift of the two.
  if (!estimate) throw new Invalid('These details cannot be priced')
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teacherWorkshops)
      .values({
        userId,
        institutionName: input.institution_name,
        contactPersonName: input.contact_person_name,
        contactEmail: input.contact_email,
        contactPhone: input.contact_phone,
        institutionAddress: input.institution_address,
        institutionProvince: input.institution_province,
        preferredDate: input.preferred_date,
        preferredTime: input.preferred_time,
        preferredStartAt: sastSlotToInstant(input.preferred_date, input.preferred_time),
        workshopType: input.workshop_type,
        deliveryMethod: input.delivery_method,
        meetingPlatform: input.meeting_platform,
        venueDetails: input.venue_details ?? null,
        numberOfTeachers: input.number_of_teachers,
        subjectFocus: input.subject_focus,
        sessionDurationHours: input.session_duration,
        paymentMethod: input.payment_method,
        specialRequirements: input.special_requirements ?? null,
        budgetRange: input.budget_range ?? null,
        workshopObjectives: input.workshop_objectives,
        hourlyRateCents: estimate.rateCents,
        estimatedCostCents: estimate.totalCents,
      })
      .returning()
    if (!row) throw new Error('insert into teacher_workshops returned no row')
    const workshop = forApi(row)
    await enqueueEmails(tx, emailsFor(ctx, input, workshop))
    return workshop
  })
}
