import { z } from 'zod'
import { submissionKindValues } from '../admin.ts'

/** GET /api/admin/overview: what needs attention, and the month's figures (SAST month). */
export const AdminOverviewSchema = z.object({
  /** The administrator's previous visit (a visit ends after 30 minutes away); null at first. */
  previous_visit_at: z.string().nullable(),
  attention: z.object({
    pending_bookings: z.number(),
    /** Cancelled paid bookings and cancelled packages (D26) whose refund is still owed. */
    refunds_due: z.number(),
    /** Of `refunds_due`, the packages' (issue 21). */
    package_refunds_due: z.number(),
    /** Card payments no record took (issue 25): refused a refund by the gateway, and refunded this month. */
    card_refunds: z.object({ failed: z.number(), refunded_this_month: z.number() }),
    unpaid_bank_transfers: z.object({
      bookings: z.number(),
      video_orders: z.number(),
      donations: z.number(),
    }),
  }),
  submissions: z.array(
    z.object({
      kind: z.enum(submissionKindValues),
      /** Still 'new': nobody has picked it up. */
      new_count: z.number(),
      /** Arrived since the previous visit. */
      since_last_visit: z.number(),
    }),
  ),
  newsletter: z.object({
    confirmed: z.number(),
    /** Confirmed since the previous visit. */
    since_last_visit: z.number(),
    /** The office's follow-up still 'new', like a submission's. */
    new_count: z.number(),
    /** Subscribed since the previous visit. */
    new_since_last_visit: z.number(),
  }),
  month: z.object({
    /** e.g. 'November 2026'. */
    label: z.string(),
    bookings: z.number(),
    revenue_cents: z.object({ bookings: z.number(), video_orders: z.number() }),
    donations_cents: z.number(),
    donations: z.number(),
  }),
})
export type AdminOverview = z.infer<typeof AdminOverviewSchema>
