import { replyPromise } from '#shared/business-facts.ts'
import {
  howHeardOptions,
  labelOf,
  partnershipBudgetRanges,
  partnershipOrganizationTypes,
  partnershipTypes,
} from '#shared/options.ts'
import type { Partnership, PartnershipValues } from '#shared/schemas/partnership.ts'
import { formatSastDate } from '#shared/sast.ts'
import type { Db } from '../../db/client.ts'
import { partnershipInquiries } from '../../db/schema.ts'
import { submissionEmails, type SubmissionEmailContext } from '../../lib/submission-emails.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'

type PartnershipRow = typeof partnershipInquiries.$inferSelect

export interface PartnershipsContext extends SubmissionEmailContext {
  db: Db
}

function forApi(row: PartnershipRow): Partnership {
  return {
    id: row.id,
    reference: row.reference,
    organization_name: row.organizationName,
    organization_type: row.organizationType,
    contact_person_name: row.contactPersonName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    organization_address: row.organizationAddress,
    website: row.website,
    partnership_type: row.partnershipType,
    partnership_description: row.partnershipDescription,
    student_count: row.studentCount,
    budget_range: row.budgetRange,
    preferred_start_date: row.preferredStartDate,
    additional_requirements: row.additionalRequirements,
    how_heard_about_us: row.howHeardAboutUs,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }
}

function emailsFor(ctx: SubmissionEmailContext, input: PartnershipValues, inquiry: Partnership) {
  const partnership = labelOf(partnershipTypes, input.partnership_type)
  return submissionEmails(ctx, {
    kind: 'partnership',
    email: inquiry.contact_email,
    reference: inquiry.reference,
    officeOnly: [
      ['Organisation', inquiry.organization_name],
      ['Contact person', inquiry.contact_person_name],
      ['Email', inquiry.contact_email],
      ['Phone', inquiry.contact_phone],
      ['Address', inquiry.organization_address],
      ['Website', inquiry.website],
      ['Description', inquiry.partnership_description],
      ['Additional requirements', inquiry.additional_requirements],
      [
        'Heard about us',
        input.how_heard_about_us ? labelOf(howHeardOptions, input.how_heard_about_us) : null,
      ],
    ],
    receipt: {
      subject: 'We received your partnership inquiry',
      paragraphs: [
        `Thank you for your interest in partnering with us. We will contact you within ${replyPromise.hours} hours to talk about what your organisation needs.`,
        'Your inquiry:',
      ],
      summary: [
        ['Type', labelOf(partnershipOrganizationTypes, input.organization_type)],
        ['Partnership', partnership],
        [
          'Students or staff',
          input.student_count === undefined ? null : String(input.student_count),
        ],
        [
          'Budget',
          input.budget_range ? labelOf(partnershipBudgetRanges, input.budget_range) : null,
        ],
        [
          'Preferred start',
          input.preferred_start_date ? formatSastDate(input.preferred_start_date) : null,
        ],
      ],
    },
    notification: {
      subject: `Partnership inquiry: ${inquiry.organization_name} (${partnership})`,
      paragraphs: [
        `A partnership inquiry arrived on the website. Please reply to ${inquiry.contact_person_name} within ${replyPromise.hours} hours; replying to this email answers them.`,
      ],
    },
  })
}

/** Stores a partnership inquiry and its two emails (D1, D2), in one transaction. */
export async function submitPartnershipInquiry(
  ctx: PartnershipsContext,
  userId: string,
  input: PartnershipValues,
): Promise<Partnership> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partnershipInquiries)
      .values({
        userId,
        organizationName: input.organization_name,
        organizationType: input.organization_type,
        contactPersonName: input.contact_person_name,
        contactEmail: input.contact_email,
        contactPhone: input.contact_phone,
        organizationAddress: input.organization_address,
        website: input.website ?? null,
        partnershipType: input.partnership_type,
        partnershipDescription: input.partnership_description,
        studentCount: input.student_count ?? null,
        budgetRange: input.budget_range ?? null,
        preferredStartDate: input.preferred_start_date ?? null,
        additionalRequirements: input.additional_requirements ?? null,
        howHeardAboutUs: input.how_heard_about_us ?? null,
      })
      .returning()
    if (!row) throw new Error('insert into partnership_inquiries returned no row')
    const inquiry = forApi(row)
    await enqueueEmails(tx, emailsFor(ctx, input, inquiry))
    return inquiry
  })
}
