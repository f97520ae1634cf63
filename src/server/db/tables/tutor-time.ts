import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { tutors } from './reference.ts'

/**
 * D25: a single-use link that lets the person at a tutor record's email sign in as that
 * tutor. Only the token's hash is stored, as for the account links. Resending withdraws
 * the earlier invitation, so at most one is ever usable.
 */
export const tutorInvitations = pgTable(
  'tutor_invitations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    // The address it was sent to, lower-cased: only an account with this email may accept.
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tutor_invitations_tutor_idx').on(table.tutorId, table.createdAt)],
)

/**
 * D25: a tutor's weekly hours in SAST, as minutes after midnight on the half-hour, ISO
 * weekday (Monday 1). Migration 0023 adds what drizzle cannot express: one day's intervals
 * of one tutor never overlap, decided by the database —
 *
 *   CONSTRAINT tutor_weekly_hours_no_overlap EXCLUDE USING gist
 *     (tutor_id WITH =, weekday WITH =, int4range(start_minute, end_minute, '[)') WITH &&)
 */
export const tutorWeeklyHours = pgTable(
  'tutor_weekly_hours',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (table) => [
    index('tutor_weekly_hours_tutor_idx').on(table.tutorId, table.weekday),
    check('tutor_weekly_hours_weekday', sql`${table.weekday} between 1 and 7`),
    check(
      'tutor_weekly_hours_half_hours',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} % 30 = 0 and ${table.endMinute} % 30 = 0`,
    ),
    check('tutor_weekly_hours_end_after_start', sql`${table.endMinute} > ${table.startMinute}`),
  ],
)

/** D25: a tutor's time off, from `starts_at` up to (not including) `ends_at`. */
export const tutorTimeOff = pgTable(
  'tutor_time_off',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tutor_time_off_tutor_idx').on(table.tutorId, table.startsAt),
    check('tutor_time_off_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
)
