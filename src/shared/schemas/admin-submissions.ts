import { z } from 'zod'
import { adminMessages as m, submissionKindValues } from '../admin.ts'
import { paymentStatusValues, submissionStatusValues } from '../options.ts'
import { ReplySchema } from './admin-replies.ts'
import { ConsultationFactsSchema } from './consultation-appointments.ts'
import {
  adminNote,
  dateRangeIssue,
  fromNotAfterTo,
  listPage,
  listSearch,
  optionalFilter,
  optionalIsoDate,
  workStatus,
} from './admin-list.ts'

export const SubmissionKindParamsSchema = z.object({
  kind: z.enum(submissionKindValues, { error: m.kindUnknown }),
})

/** GET /api/admin/submissions/{kind}?q=&status=&payment_status=&from=&to=&page= */
export const SubmissionListQuerySchema = z
  .object({
    q: listSearch,
    status: optionalFilter(submissionStatusValues),
    payment_status: optionalFilter(paymentStatusValues),
    /** Received on or after this SAST day. */
    from: optionalIsoDate,
    /** Received on or before this SAST day. */
    to: optionalIsoDate,
    page: listPage,
  })
  .refine(fromNotAfterTo, dateRangeIssue)
export type SubmissionListQuery = z.input<typeof SubmissionListQuerySchema>
export type SubmissionListFilters = z.output<typeof SubmissionListQuerySchema>

export const SubmissionSummarySchema = z.object({
  id: z.uuid(),
  /** What the person is given to quote (decision 021), e.g. 'BK-2XFHZ5E8'. */
  reference: z.string(),
  created_at: z.string(),
  status: z.enum(submissionStatusValues),
  /** Who sent it: a person's or an organisation's name. */
  title: z.string(),
  email: z.string(),
  /** One line of what was asked for, e.g. '120 learners · Mathematics · 3 Dec 2026'. */
  summary: z.string(),
  payment_status: z.enum(paymentStatusValues).nullable(),
  payment_method: z.string().nullable(),
  payment_reference: z.string().nullable(),
  amount_cents: z.number().nullable(),
})
export type SubmissionSummary = z.infer<typeof SubmissionSummarySchema>

export const SubmissionListSchema = z.object({
  items: z.array(SubmissionSummarySchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
})
export type SubmissionList = z.infer<typeof SubmissionListSchema>

export const SubmissionDetailSchema = SubmissionSummarySchema.extend({
  kind: z.enum(submissionKindValues),
  admin_note: z.string().nullable(),
  updated_at: z.string(),
  /** Every field the sender gave, labelled and formatted for reading. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  /** A tutor application's facts for making the applicant a tutor; null for other kinds. */
  tutor_application: z
    .object({
      hourly_rate_cents: z.number().nullable(),
      /** The tutor it became, once it has. */
      promoted_tutor_id: z.number().nullable(),
    })
    .nullable(),
  /** The office's replies mailed to the sender (issue 27), oldest first. */
  replies: z.array(ReplySchema),
  /** A free consultation's requested tutor and appointment (decision 026); null for other kinds. */
  consultation: ConsultationFactsSchema.nullable(),
})
export type SubmissionDetail = z.infer<typeof SubmissionDetailSchema>

/** PATCH /api/admin/submissions/{kind}/{id}: move the status, keep a note (empty clears it). */
export const SubmissionUpdateSchema = z
  .object({
    status: workStatus.optional(),
    admin_note: adminNote.optional(),
  })
  .refine((update) => update.status !== undefined || update.admin_note !== undefined, {
    message: m.nothingToUpdate,
  })
export type SubmissionUpdate = z.input<typeof SubmissionUpdateSchema>

/** POST /api/admin/submissions/{kind}/{id}/mark-paid: the reference as the bank shows it. */
export const MarkPaidSchema = z.object({
  payment_reference: z.string({ error: m.referenceRequired }).trim().min(1, m.referenceRequired),
})
export type MarkPaid = z.input<typeof MarkPaidSchema>

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  actor_email: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

export const AuditListSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
})
export type AuditList = z.infer<typeof AuditListSchema>
