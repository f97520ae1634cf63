import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  attendanceValues,
  bookingStatusValues,
  meetingPlatformValues,
  packageTypeValues,
  bookingPaymentMethodValues,
  paymentStatusValues,
  sessionTypeValues,
} from '#shared/options.ts'
import { paymentIntentPurposeValues, paymentIntentStatusValues } from '#shared/schemas/payments.ts'
import { users } from './accounts.ts'
import { bookingSeries } from './booking-series.ts'
import { mathematicsModules, tutors } from './reference.ts'
import { paymentReferenceIsReference, referenceColumn } from './reference-column.ts'
import { tutoringPackages } from './tutoring-packages.ts'
import { tutoringSessions } from './tutoring-sessions.ts'

/**
 * D16: what the server agreed to charge, before and after the gateway charged it. A paid
 * record points at exactly one succeeded intent, and `used_at` makes a second use
 * impossible (the booking's unique `payment_intent_id` enforces it too).
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // Null for a visitor's purchase (video orders and donations need no account).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: paymentIntentPurposeValues }).notNull(),
    // What is being bought, e.g. { package_type: '2_hours' }: a record must match it.
    item: jsonb('item').$type<Record<string, string | number>>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('ZAR'),
    status: text('status', { enum: paymentIntentStatusValues })
      .notNull()
      .default('requires_payment'),
    gateway: text('gateway').notNull(),
    // The gateway's id of the charge, for reconciliation and refunds.
    gatewayReference: text('gateway_reference'),
    failureMessage: text('failure_message'),
    // When the gateway's word made it `succeeded`: an unused one is refunded 30 minutes on.
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // D25: the tutor's time this card payment holds while the student pays (10 minutes).
    sessionId: uuid('session_id').references(() => tutoringSessions.id),
    // The refund of a payment no record took (issue 25): when an instance claimed it (a
    // claim left by a crash is taken again later), how often the gateway was asked, and
    // what came of it: the gateway's refund id, or why it refused (refunded by hand then).
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReference: text('refund_reference'),
    refundFailure: text('refund_failure'),
    // 'gateway': refunded by the sweep; 'office': refunded by hand after the gateway refused.
    refundedBy: text('refunded_by', { enum: ['gateway', 'office'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_intents_user_idx').on(table.userId),
    // The refund sweep's and the back office's look-ups by status and time.
    index('payment_intents_status_succeeded_idx').on(table.status, table.succeededAt),
  ],
)

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reference: referenceColumn('BK'),
    // POPIA (D22): deleting the account keeps the booking for the accounts, without the
    // person; the student's own words (notes, aim) are removed with them.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tutorId: integer('tutor_id').references(() => tutors.id),
    mathematicsModuleId: integer('mathematics_module_id')
      .notNull()
      .references(() => mathematicsModules.id),
    sessionType: text('session_type', { enum: sessionTypeValues }).notNull(),
    packageType: text('package_type', { enum: packageTypeValues }).notNull(),
    // The slot the student asked for (SAST wall clock, D3) ...
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    preferredTime: text('preferred_time').notNull(),
    // ... and the instant the session starts: the asked-for slot until an administrator
    // confirms another one.
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    // D25: the session this booking is a place in; its tutor and time are kept equal to the
    // booking's own by every booking path, in the same transaction.
    sessionId: uuid('session_id')
      .notNull()
      .references(() => tutoringSessions.id),
    // When the session ends (its first session for a package, firstSessionMinutes). Stored,
    // not computed: `scheduled_at + interval` is not immutable, so a constraint cannot use it.
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // A place that already overlapped another of its student's when the rule came in (D25):
    // left as it was, outside the rule, and listed in the back office until it is moved.
    overlapExempt: boolean('overlap_exempt').notNull().default(false),
    // D26: the package whose hours this session is: its purchase (the first session) or a
    // session scheduled against its balance (`payment_method` 'package').
    packageId: uuid('package_id').references(() => tutoringPackages.id),
    // D27: the weekly series this session is one week of.
    seriesId: uuid('series_id').references(() => bookingSeries.id),
    meetingPlatform: text('meeting_platform', { enum: meetingPlatformValues }).notNull(),
    meetingLink: text('meeting_link'),
    notes: text('notes'),
    meetingAim: text('meeting_aim').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paymentMethod: text('payment_method', { enum: bookingPaymentMethodValues }),
    paymentStatus: text('payment_status', { enum: paymentStatusValues }).notNull(),
    paymentIntentId: uuid('payment_intent_id')
      .unique()
      .references(() => paymentIntents.id),
    // What a bank-transfer payer writes on the transfer, so it can be matched (D15).
    paymentReference: text('payment_reference').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    status: text('status', { enum: bookingStatusValues }).notNull().default('pending'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // 'system': a bank-transfer hold that lapsed unpaid (D25).
    cancelledBy: text('cancelled_by', { enum: ['student', 'admin', 'system'] }),
    cancelReason: text('cancel_reason'),
    // D17: a cancelled booking that was paid is owed a refund until an administrator pays it.
    refundDue: boolean('refund_due').notNull().default(false),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    // D25: until when an unpaid bank-transfer booking holds a tutor's open time; after it the
    // hold lapses (cancelled, the student told, the time open again).
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    // Recorded by the tutor (or the office) on completing the session (D25, D28).
    attendance: text('attendance', { enum: attendanceValues }),
    lessonNotes: text('lesson_notes'),
    reminder24hSentAt: timestamp('reminder_24h_sent_at', { withTimezone: true }),
    reminder1hSentAt: timestamp('reminder_1h_sent_at', { withTimezone: true }),
    // The calendar invite's SEQUENCE (RFC 5545): each change after confirming raises it, so
    // the student's calendar updates the entry instead of keeping the old one.
    inviteSequence: integer('invite_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_user_scheduled_idx').on(table.userId, table.scheduledAt),
    index('bookings_status_scheduled_idx').on(table.status, table.scheduledAt),
    index('bookings_session_idx').on(table.sessionId),
    index('bookings_package_idx').on(table.packageId),
    index('bookings_series_idx').on(table.seriesId),
    check('bookings_ends_after_start', sql`${table.endsAt} > ${table.scheduledAt}`),
    paymentReferenceIsReference('bookings_payment_reference_is_reference', table),
    // D25: one student, one place at a time. Migration 0022 holds the rule, as drizzle
    // cannot express an exclusion constraint:
    //   CONSTRAINT bookings_student_no_overlap EXCLUDE USING gist
    //     (user_id WITH =, tstzrange(scheduled_at, ends_at, '[)') WITH &&)
    //     WHERE (status IN ('pending', 'confirmed') AND user_id IS NOT NULL AND NOT overlap_exempt)
    // The tutor's rule is on tutoring_sessions (D17's same-start index is gone).
    // The free consultation is for getting to know us: one open at a time per student.
    // The database decides, so ten concurrent requests store one.
    uniqueIndex('bookings_one_open_free_consultation_idx')
      .on(table.userId)
      .where(
        sql`${table.packageType} = 'free_consultation' and ${table.status} in ('pending', 'confirmed')`,
      ),
  ],
)

/**
 * A request that carried an `Idempotency-Key` and what it answered, so a retry gets the
 * same answer. The row is written in the transaction that creates the record: a second,
 * concurrent request with the same key waits on its primary key and then reads it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
)
