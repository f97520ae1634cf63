import { z } from 'zod'
import { bookingPaymentMethodValues, bookingStatusValues } from '../options.ts'
import { packageStatuses, type PackageStatus } from '../package-hours.ts'
import { isIsoDate } from '../sast.ts'
import { AuditEntrySchema } from './admin-submissions.ts'
import { listPage, listSearch, optionalFilter } from './admin-list.ts'
import { requiredText } from './fields.ts'
import { PackageSchema } from './packages.ts'

// D26: the office's package tools (issue 21): every package, extending one's validity,
// cancelling one with the pro-rata refund of its unused hours, and recording that refund.

export const ADMIN_PACKAGE_REASON_MAX = 500

export const adminPackageMessages = {
  notFound: 'This package could not be found.',
  userInvalid: 'Please choose a student from the accounts list',
  lastDayInvalid: 'Please enter the new last day as a date (YYYY-MM-DD)',
  lastDayNotLater: (currentLastDay: string) =>
    `The new last day must be after the current one, ${currentLastDay}.`,
  lastDayPast: 'The new last day must be today or later.',
  extendReasonRequired: 'Please give the reason for extending; it is kept in the audit log',
  cancelReasonRequired: 'Please give the reason for cancelling; the student will read it',
  cancelledNotExtended: 'A cancelled package cannot be extended.',
  alreadyCancelled: 'This package has already been cancelled.',
  noRefundDue: 'This package has no refund owing.',
  refundAlreadyRecorded: 'This package’s refund has already been recorded.',
  extended: 'Validity extended. The student has been emailed.',
  cancelled:
    'Package cancelled. Its upcoming sessions were cancelled and the student has been emailed.',
  refunded: 'Refund recorded. The student has been emailed.',
  /** 'R1,500 refund owed for 6 h 0 min unused'. */
  refundOwed: (amount: string, unused: string) => `${amount} refund owed for ${unused} unused`,
} as const

/** How the back office names a package's derived status (D26). */
export const packageStatusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'lapsed', label: 'Lapsed' },
  { value: 'used_up', label: 'Used up' },
  { value: 'cancelled', label: 'Cancelled' },
] as const satisfies readonly { value: PackageStatus; label: string }[]

/** GET /api/admin/packages?q=&status=&user_id=&refund_due=&page= */
export const AdminPackageListQuerySchema = z.object({
  /** The student's name or email. */
  q: listSearch,
  status: optionalFilter(packageStatuses),
  /** One student's packages (the account's id). */
  user_id: z
    .union([z.literal(''), z.uuid({ error: adminPackageMessages.userInvalid })], {
      error: adminPackageMessages.userInvalid,
    })
    .optional()
    .default(''),
  /** 'true': cancelled packages whose refund is still owed. */
  refund_due: z.enum(['true', '']).optional().default(''),
  page: listPage,
})
export type AdminPackageListQuery = z.input<typeof AdminPackageListQuerySchema>
export type AdminPackageFilters = z.output<typeof AdminPackageListQuerySchema>

/** A package as the back office reads it: the student's view plus who, money and what happened. */
export const AdminPackageSchema = PackageSchema.extend({
  /** Null once the account was deleted (D22): the package stays for the accounts. */
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** The last SAST day the hours may be used ('YYYY-MM-DD'): the day before `valid_until`. */
  last_day: z.string().nullable(),
  /** What the student paid for it. */
  amount_cents: z.number().int(),
  /** The pro-rata refund owed since the office cancelled it; null when none was worked out. */
  refund_due_cents: z.number().int().nullable(),
  refunded_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
})
export type AdminPackage = z.infer<typeof AdminPackageSchema>

export const AdminPackageListSchema = z.object({
  packages: z.array(AdminPackageSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
})
export type AdminPackageList = z.infer<typeof AdminPackageListSchema>

/** A session of the package: its purchase (the first session) or one scheduled from it. */
export const AdminPackageSessionSchema = z.object({
  id: z.string(),
  scheduled_at: z.string(),
  /** The session's own length (the purchase's booking counts the whole package's hours). */
  duration_minutes: z.number().int(),
  status: z.enum(bookingStatusValues),
  tutor_name: z.string().nullable(),
  /** card or bank transfer for the purchase, 'package' for a session from its hours. */
  payment_method: z.enum(bookingPaymentMethodValues).nullable(),
})
export type AdminPackageSession = z.infer<typeof AdminPackageSessionSchema>

/** GET /api/admin/packages/{id}, and every action's answer. */
export const AdminPackageDetailSchema = AdminPackageSchema.extend({
  /** Soonest first. */
  sessions: z.array(AdminPackageSessionSchema),
  /** The office's actions on the package, newest first. */
  history: z.array(AuditEntrySchema),
  /**
   * What cancelling it now would owe: its sessions still to come are cancelled and their
   * minutes return; the unused minutes are refunded pro rata, rounded down to the cent.
   * Null once cancelled; 0 for a package never paid.
   */
  refund_if_cancelled_cents: z.number().int().nullable(),
  /** The unused minutes that refund is for; null once cancelled. */
  unused_minutes_if_cancelled: z.number().int().nullable(),
})
export type AdminPackageDetail = z.infer<typeof AdminPackageDetailSchema>

/** POST /api/admin/packages/{id}/extend: the new last SAST day of validity, and why. */
export const ExtendPackageSchema = z.object({
  valid_until: z
    .string({ error: adminPackageMessages.lastDayInvalid })
    .trim()
    .refine(isIsoDate, adminPackageMessages.lastDayInvalid),
  reason: requiredText(adminPackageMessages.extendReasonRequired, ADMIN_PACKAGE_REASON_MAX),
})
export type ExtendPackageInput = z.input<typeof ExtendPackageSchema>

/** POST /api/admin/packages/{id}/cancel: the reason the student is told. */
export const CancelPackageSchema = z.object({
  reason: requiredText(adminPackageMessages.cancelReasonRequired, ADMIN_PACKAGE_REASON_MAX),
})
export type CancelPackageInput = z.input<typeof CancelPackageSchema>
