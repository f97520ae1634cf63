import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { referenceColumn } from './reference-column.ts'
import { submissionIdColumns, submissionTrackingColumns } from './submission-columns.ts'

// Requests from schools and institutions (spec part 2 §2): a tutor’s visit to a school and
// a teachers' workshop. Each keeps the estimate the server computed when it was asked for
// (D5), so a later price change never rewrites what the school was quoted. The back
// office moves `status` and keeps a note.

export const schoolBookings = pgTable(
  'school_bookings',
  {
    ...submissionIdColumns(),
    reference: referenceColumn('SB'),
    schoolName: text('school_name').notNull(),
    contactPersonName: text('contact_person_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    schoolAddress: text('school_address').notNull(),
    schoolProvince: text('school_province').notNull(),
    // The SAST wall-clock slot as asked for (D3), and the instant it starts.
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    preferredTime: text('preferred_time').notNull(),
    preferredStartAt: timestamp('preferred_start_at', { withTimezone: true }).notNull(),
    gradeLevel: text('grade_level').notNull(),
    venueDetails: text('venue_details').notNull(),
    numberOfLearners: integer('number_of_learners').notNull(),
    subject: text('subject').notNull(),
    sessionDurationHours: integer('session_duration_hours').notNull(),
    paymentMethod: text('payment_method').notNull(),
    specialRequirements: text('special_requirements'),
    budgetRange: text('budget_range'),
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    discountCents: integer('discount_cents').notNull(),
    estimatedCostCents: integer('estimated_cost_cents').notNull(),
    ...submissionTrackingColumns(),
  },
  (table) => [
    index('school_bookings_status_created_idx').on(table.status, table.createdAt),
    index('school_bookings_email_idx').on(table.contactEmail),
  ],
)

export const teacherWorkshops = pgTable(
  'teacher_workshops',
  {
    ...submissionIdColumns(),
    reference: referenceColumn('TW'),
    institutionName: text('institution_name').notNull(),
    contactPersonName: text('contact_person_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    institutionAddress: text('institution_address').notNull(),
    institutionProvince: text('institution_province').notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    preferredTime: text('preferred_time').notNull(),
    preferredStartAt: timestamp('preferred_start_at', { withTimezone: true }).notNull(),
    workshopType: text('workshop_type').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    // '' is "no preference"; face-to-face workshops have none.
    meetingPlatform: text('meeting_platform').notNull().default(''),
    // Only face-to-face workshops have a venue.
    venueDetails: text('venue_details'),
    numberOfTeachers: integer('number_of_teachers').notNull(),
    subjectFocus: text('subject_focus').notNull(),
    sessionDurationHours: integer('session_duration_hours').notNull(),
    paymentMethod: text('payment_method').notNull(),
    specialRequirements: text('special_requirements'),
    budgetRange: text('budget_range'),
    workshopObjectives: text('workshop_objectives').notNull(),
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    estimatedCostCents: integer('estimated_cost_cents').notNull(),
    ...submissionTrackingColumns(),
  },
  (table) => [
    index('teacher_workshops_status_created_idx').on(table.status, table.createdAt),
    index('teacher_workshops_email_idx').on(table.contactEmail),
  ],
)

// Partnership inquiries from businesses, schools, departments and employers (spec part 2
// §2 /partner-with-me); the page is for signed-in users, so the inquiry names its user.
export const partnershipInquiries = pgTable(
  'partnership_inquiries',
  {
    ...submissionIdColumns(),
    reference: referenceColumn('PA'),
    organizationName: text('organization_name').notNull(),
    organizationType: text('organization_type').notNull(),
    contactPersonName: text('contact_person_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    organizationAddress: text('organization_address').notNull(),
    website: text('website'),
    partnershipType: text('partnership_type').notNull(),
    partnershipDescription: text('partnership_description').notNull(),
    studentCount: integer('student_count'),
    budgetRange: text('budget_range'),
    preferredStartDate: date('preferred_start_date', { mode: 'string' }),
    additionalRequirements: text('additional_requirements'),
    howHeardAboutUs: text('how_heard_about_us'),
    ...submissionTrackingColumns(),
  },
  (table) => [
    index('partnership_inquiries_status_created_idx').on(table.status, table.createdAt),
    index('partnership_inquiries_email_idx').on(table.contactEmail),
  ],
)
