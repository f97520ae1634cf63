import { date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'

/** What is counted at most once per person and SAST day: a view, a download. */
export const dailyCountSubjectValues = ['announcement_view', 'library_download'] as const
export type DailyCountSubject = (typeof dailyCountSubjectValues)[number]

/**
 * One row per person, thing counted and SAST day. The primary key is what decides that a
 * repeated view or download adds nothing: the insert that wins it raises the counter.
 * `counter` is an account (`u:<id>`) or a visitor cookie's hash (`v:<hash>`); rows of
 * days gone by are purged as new ones arrive.
 */
export const dailyCounts = pgTable(
  'daily_counts',
  {
    subject: text('subject', { enum: dailyCountSubjectValues }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    counter: text('counter').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subject, table.subjectId, table.counter, table.day] }),
    index('daily_counts_day_idx').on(table.day),
  ],
)
