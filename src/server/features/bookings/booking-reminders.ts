import type { FastifyBaseLogger as Logger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import { bookingReminder, type BookingEmailContext, type ReminderKind } from './booking-emails.ts'
import { bookingForApi, findBooking, studentOf } from './bookings.service.ts'
import { queueDueReminderRows } from '../../lib/due-reminders.ts'
import { mailQueueingTask } from '../../lib/periodic-task.ts'

// When each reminder is due, as SQL over a confirmed booking's row. The 24-hour reminder
// is skipped for a session confirmed less than a day ahead (its confirmation just said
// it all); the 1-hour reminder goes out for every session.
const due: Record<ReminderKind, { column: string; condition: string }> = {
  '24h': {
    column: 'reminder_24h_sent_at',
    condition: `scheduled_at <= now() + interval '24 hours'
      and scheduled_at > now() + interval '1 hour'
      and confirmed_at <= scheduled_at - interval '24 hours'`,
  },
  '1h': {
    column: 'reminder_1h_sent_at',
    condition: `scheduled_at <= now() + interval '1 hour' and scheduled_at > now()`,
  },
}

/**
 * Queues the reminders that are due (D18), each exactly once: a booking is claimed by
 * setting its sent-at column in the transaction that queues the email, and the claim
 * skips rows another instance holds, so instances running together never both send.
 * State lives in the database, so a restart picks up where it stopped.
 */
export function queueDueReminders(db: Db, ctx: BookingEmailContext): Promise<number> {
  return queueDueReminderRows(
    db,
    { table: 'bookings', live: "status = 'confirmed'", startColumn: 'scheduled_at', due },
    async (tx, id, kind) => {
      const row = await findBooking(tx, id)
      if (!row) return
      const student = await studentOf(tx, row.userId)
      if (student) {
        await enqueueEmails(tx, [bookingReminder(ctx, bookingForApi(row), student, kind)])
      }
    },
  )
}

/** Runs `queueDueReminders` every interval; overlapping runs are skipped, not stacked. */
export function createReminderScheduler(options: {
  db: Db
  ctx: BookingEmailContext
  intervalMs: number
  log: Logger
  /** Called after reminders were queued, so the outbox sends them now. */
  onQueued: () => void
}) {
  return mailQueueingTask({
    ...options,
    queue: () => queueDueReminders(options.db, options.ctx),
    queuedMessage: 'booking reminders queued',
    failedMessage: 'booking reminders failed',
  })
}
