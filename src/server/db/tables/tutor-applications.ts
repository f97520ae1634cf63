import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { referenceColumn } from './reference-column.ts'
import { submissionIdColumns, submissionTrackingColumns } from './submission-columns.ts'
import { tutors } from './reference.ts'

// People who apply to tutor (spec part 2 §2 /become-tutor); no account needed. Subjects and
// days are lists so the back office can turn an application into a tutor in one step.
export const tutorApplications = pgTable(
  'tutor_applications',
  {
    ...submissionIdColumns(),
    reference: referenceColumn('TA'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    cell: text('cell').notNull(),
    address: text('address').notNull(),
    qualification: text('qualification').notNull(),
    qualificationDetails: text('qualification_details').notNull(),
    subjects: text('subjects').array().notNull(),
    availableDays: text('available_days').array().notNull(),
    // SAST wall-clock times, 'HH:MM' (D3).
    availableTimeStart: text('available_time_start').notNull(),
    availableTimeEnd: text('available_time_end').notNull(),
    gender: text('gender'),
    experienceYears: integer('experience_years').notNull(),
    hourlyRateCents: integer('hourly_rate_cents'),
    bio: text('bio'),
    whyTutor: text('why_tutor'),
    // The tutor this application became (issue 8), so it happens only once.
    promotedTutorId: integer('promoted_tutor_id').references(() => tutors.id),
    ...submissionTrackingColumns(),
  },
  (table) => [
    index('tutor_applications_status_created_idx').on(table.status, table.createdAt),
    index('tutor_applications_email_idx').on(table.email),
  ],
)
