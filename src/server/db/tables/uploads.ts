import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Storage objects that may need removing: the journal that keeps the database and the
 * file store in step (D20). An upload writes its row here, committed, before any byte
 * reaches storage; the transaction that stores the record pointing at the object deletes
 * the row. A delete or a replaced file adds a row in the transaction that drops the
 * record. Whatever a crash interrupts is left here, and the sweeper removes the object
 * once `remove_after` has passed, so no file lingers that nothing refers to.
 */
export const storageCleanup = pgTable(
  'storage_cleanup',
  {
    storageKey: text('storage_key').primaryKey(),
    reason: text('reason', { enum: ['upload', 'delete'] }).notNull(),
    removeAfter: timestamp('remove_after', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('storage_cleanup_remove_after_idx').on(table.removeAfter)],
)
