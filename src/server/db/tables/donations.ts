import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { donationTypeValues, paymentMethodValues, paymentStatusValues } from '#shared/options.ts'
import { paymentReferenceIsReference, referenceColumn } from './reference-column.ts'
import { submissionIdColumns, submissionTrackingColumns } from './submission-columns.ts'
import { paymentIntents } from './bookings.ts'

/**
 * Gifts made on /donate (spec part 2 §2; D4, D15, D16): the amount in cents and how it was
 * paid, a used card intent or a pending bank transfer with its reference. `status` is the
 * back office's (thanked, and so on); `payment_status` is the money's.
 */
export const donations = pgTable(
  'donations',
  {
    ...submissionIdColumns(),
    reference: referenceColumn('DN'),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    donorPhone: text('donor_phone'),
    amountCents: integer('amount_cents').notNull(),
    donationType: text('donation_type', { enum: donationTypeValues }).notNull(),
    message: text('message'),
    paymentMethod: text('payment_method', { enum: paymentMethodValues }).notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatusValues }).notNull(),
    paymentIntentId: uuid('payment_intent_id')
      .unique()
      .references(() => paymentIntents.id),
    paymentReference: text('payment_reference').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...submissionTrackingColumns(),
  },
  (table) => [
    index('donations_status_created_idx').on(table.status, table.createdAt),
    index('donations_email_idx').on(table.donorEmail),
    paymentReferenceIsReference('donations_payment_reference_is_reference', table),
  ],
)
