import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * When each administrator last looked at the overview, so it can say what is new since
 * their previous visit. A visit ends after a while away, not at every reload.
 */
export const adminVisits = pgTable('admin_visits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull(),
  previousVisitAt: timestamp('previous_visit_at', { withTimezone: true }),
})
