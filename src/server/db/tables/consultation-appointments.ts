import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { appointmentStatusValues } from '#shared/options.ts'
import { freeConsultations } from './enquiries.ts'
import { tutors } from './reference.ts'
import { tutoringSessions } from './tutoring-sessions.ts'

/**
 * Decision 026: the time the office gave a free consultation (issue 27). One row per
 * consultation, kept when it is moved or cancelled, so its calendar invite keeps one UID and
 * a SEQUENCE that only grows. The tutor's time is held by its own `tutoring_sessions` row
 * (`session_id`): the overlap rule of decision 011 then keeps a named tutor from being in a
 * consultation and a session, or two consultations, at once, decided by the database.
 * `starts_at`, `ends_at` and `tutor_id` repeat the session's, which the code keeps equal.
 */
export const consultationAppointments = pgTable(
  'consultation_appointments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    consultationId: uuid('consultation_id')
      .notNull()
      .unique()
      .references(() => freeConsultations.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .unique()
      .references(() => tutoringSessions.id),
    tutorId: integer('tutor_id').references(() => tutors.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    meetingLink: text('meeting_link').notNull(),
    status: text('status', { enum: appointmentStatusValues }).notNull(),
    // Raised by every change after the first invite, so calendars replace the entry.
    inviteSequence: integer('invite_sequence').notNull().default(0),
    // When the present time was set: the 24-hour reminder is skipped when that was less
    // than a day ahead (the confirmation just said it all), as for sessions.
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    reminder24hSentAt: timestamp('reminder_24h_sent_at', { withTimezone: true }),
    reminder1hSentAt: timestamp('reminder_1h_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The reminders look for scheduled appointments by start.
    index('consultation_appointments_status_starts_idx').on(table.status, table.startsAt),
    check('consultation_appointments_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
)
