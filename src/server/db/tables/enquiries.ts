import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { submissionStatusValues } from '#shared/options.ts'
import { referenceColumn } from './reference-column.ts'
import { tutors } from './reference.ts'

// Requests from the public site that need no account: the free consultation (spec part 1
// §2) and the contact form (D1). The back office moves `status` and keeps a note.

export const freeConsultations = pgTable(
  'free_consultations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reference: referenceColumn('FC'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    // The SAST wall-clock slot as asked for (D3), and the instant it starts.
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    preferredTime: text('preferred_time').notNull(),
    preferredStartAt: timestamp('preferred_start_at', { withTimezone: true }).notNull(),
    meetingTopic: text('meeting_topic').notNull(),
    googleMeetLink: text('google_meet_link'),
    // The tutor a visitor asked for with a tutor's "Free Call" (issue 27), if any.
    tutorId: integer('tutor_id').references(() => tutors.id),
    status: text('status', { enum: submissionStatusValues }).notNull().default('new'),
    adminNote: text('admin_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('free_consultations_status_created_idx').on(table.status, table.createdAt),
    index('free_consultations_email_idx').on(table.email),
  ],
)

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reference: referenceColumn('CM'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    meetingType: text('meeting_type').notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }),
    preferredTime: text('preferred_time'),
    status: text('status', { enum: submissionStatusValues }).notNull().default('new'),
    adminNote: text('admin_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_status_created_idx').on(table.status, table.createdAt),
    index('contact_messages_email_idx').on(table.email),
  ],
)
