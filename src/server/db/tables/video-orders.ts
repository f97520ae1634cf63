import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { paymentMethodValues, paymentStatusValues } from '#shared/options.ts'
import { paymentReferenceIsReference, referenceColumn } from './reference-column.ts'
import { submissionIdColumns, submissionTrackingColumns } from './submission-columns.ts'
import { paymentIntents } from './bookings.ts'

/**
 * Custom teaching videos ordered on /support-teacher (spec part 2 §2; D5, D15, D16). The
 * order keeps the price the server computed, the discount as its own figure, and how it
 * was paid: a used card intent, or a pending bank transfer with its reference.
 */
export const videoOrders = pgTable(
  'video_orders',
  {
    ...submissionIdColumns(),
    reference: referenceColumn('VO'),
    teacherName: text('teacher_name').notNull(),
    teacherEmail: text('teacher_email').notNull(),
    teacherPhone: text('teacher_phone').notNull(),
    schoolInstitution: text('school_institution').notNull(),
    subjectArea: text('subject_area').notNull(),
    gradeLevel: text('grade_level').notNull(),
    videoTopic: text('video_topic').notNull(),
    chapterDetails: text('chapter_details').notNull(),
    specificRequirements: text('specific_requirements'),
    preferredLength: text('preferred_length'),
    deliveryTimeline: text('delivery_timeline').notNull(),
    numberOfChapters: integer('number_of_chapters').notNull(),
    specialNotes: text('special_notes'),
    pricePerChapterCents: integer('price_per_chapter_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
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
    index('video_orders_status_created_idx').on(table.status, table.createdAt),
    index('video_orders_email_idx').on(table.teacherEmail),
    paymentReferenceIsReference('video_orders_payment_reference_is_reference', table),
  ],
)
