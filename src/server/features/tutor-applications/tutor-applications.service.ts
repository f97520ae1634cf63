import { replyPromise } from '#shared/business-facts.ts'
import { centsToRand, formatZar, randToCents } from '#shared/money.ts'
import { genders, labelOf, qualificationStatuses } from '#shared/options.ts'
import {
  joinSubjects,
  tutorApplicationNextSteps,
  type TutorApplication,
  type TutorApplicationValues,
} from '#shared/schemas/tutor-application.ts'
import type { Db } from '../../db/client.ts'
import { tutorApplications } from '../../db/schema.ts'
import { submissionEmails, type SubmissionEmailContext } from '../../lib/submission-emails.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'

type TutorApplicationRow = typeof tutorApplications.$inferSelect

export interface TutorApplicationsContext extends SubmissionEmailContext {
  db: Db
}

function forApi(row: TutorApplicationRow): TutorApplication {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    cell: row.cell,
    address: row.address,
    qualification: row.qualification,
    qualification_details: row.qualificationDetails,
    subjects_to_offer: joinSubjects(row.subjects),
    available_days: row.availableDays,
    available_time_start: row.availableTimeStart,
    available_time_end: row.availableTimeEnd,
    gender: row.gender,
    experience_years: row.experienceYears,
    hourly_rate: row.hourlyRateCents === null ? null : centsToRand(row.hourlyRateCents),
    bio: row.bio,
    why_tutor: row.whyTutor,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }
}

function emailsFor(
  ctx: SubmissionEmailContext,
  input: TutorApplicationValues,
  application: TutorApplication,
) {
  const hours = replyPromise.tutorApplicationHours
  return submissionEmails(ctx, {
    kind: 'tutor_application',
    email: application.email,
    reference: application.reference,
    officeOnly: [
      ['Name', application.name],
      ['Email', application.email],
      ['Cell', application.cell],
      ['Address', application.address],
      ['Qualification details', application.qualification_details],
      ['Gender', input.gender ? labelOf(genders, input.gender) : null],
      ['About', application.bio],
      ['Why tutor', application.why_tutor],
    ],
    receipt: {
      subject: 'We received your tutor application',
      paragraphs: [
        `Thank you for applying to tutor with us. We will review your application and answer within ${hours} hours.`,
        `What happens next: ${tutorApplicationNextSteps.join('; ')}.`,
        'Your application:',
      ],
      summary: [
        ['Qualification', labelOf(qualificationStatuses, input.qualification)],
        ['Subjects', input.subjects_to_offer.join(', ')],
        ['Available days', input.available_days.join(', ')],
        ['Available hours', `${input.available_time_start} to ${input.available_time_end} (SAST)`],
        ['Experience', `${input.experience_years} years`],
        [
          'Hourly rate',
          input.hourly_rate === undefined ? null : formatZar(randToCents(input.hourly_rate)),
        ],
      ],
    },
    notification: {
      subject: `Tutor application: ${application.name} (${application.subjects_to_offer})`,
      paragraphs: [
        `A tutor application arrived on the website. Please answer ${application.name} within ${hours} hours; replying to this email answers them.`,
      ],
    },
  })
}

/** Stores an application and its two emails (D2), in one transaction. */
export async function submitTutorApplication(
  ctx: TutorApplicationsContext,
  userId: string | null,
  input: TutorApplicationValues,
): Promise<TutorApplication> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tutorApplications)
      .values({
        userId,
        name: input.name,
        email: input.email,
        cell: input.cell,
        address: input.address,
        qualification: input.qualification,
        qualificationDetails: input.qualification_details,
        subjects: input.subjects_to_offer,
        availableDays: input.available_days,
        availableTimeStart: input.available_time_start,
        availableTimeEnd: input.available_time_end,
        gender: input.gender ?? null,
        experienceYears: input.experience_years,
        hourlyRateCents: input.hourly_rate === undefined ? null : randToCents(input.hourly_rate),
        bio: input.bio ?? null,
        whyTutor: input.why_tutor ?? null,
      })
      .returning()
    if (!row) throw new Error('insert into tutor_applications returned no row')
    const application = forApi(row)
    await enqueueEmails(tx, emailsFor(ctx, input, application))
    return application
  })
}
