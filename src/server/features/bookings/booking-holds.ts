import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { now } from '../../lib/clock.ts'
import { mailQueueingTask } from '../../lib/periodic-task.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import { bookingHoldLapsed, type BookingEmailContext } from './booking-emails.ts'
import { cancelUnpaidPackage } from '../packages/packages.service.ts'
import { bookingForApi, findBooking, studentOf } from './bookings.service.ts'
import { syncSessionsHeld } from './tutoring-sessions.ts'

type Logger = {
  info: (obj: object, msg: string) => void
  error: (obj: object, msg: string) => void
}

export const holdLapsedReason = 'The bank transfer was not received in time.'
const BATCH_SIZE = 50

/**
 * D25: cancels the bank-transfer bookings whose hold lapsed unpaid, each exactly once on
 * any number of instances. One conditional UPDATE … RETURNING claims them: a row another
 * instance is changing is skipped (and no longer matches once it committed), so two sweeps
 * never both cancel one booking. In the same transaction the session stops holding the
 * tutor's time and the student's mail is queued. `at` is the time reasoned with (tests
 * pass a later one).
 */
export async function lapseUnpaidHolds(
  db: Db,
  ctx: BookingEmailContext,
  at: Date = now(),
): Promise<number> {
  let lapsed = 0
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const claimed = await tx.execute(sql`
        update bookings
           set status = 'cancelled', cancelled_at = now(), cancelled_by = 'system',
               cancel_reason = ${holdLapsedReason}, hold_expires_at = null, updated_at = now()
         where id in (
           select id from bookings
            where status = 'pending' and payment_method = 'bank_transfer'
              and payment_status = 'pending' and hold_expires_at <= ${at.toISOString()}::timestamptz
            order by hold_expires_at
            limit ${BATCH_SIZE}
            for update skip locked)
           and status = 'pending' and payment_status = 'pending'
        returning id, session_id, package_id`)
      const rows = (
        claimed as unknown as {
          rows: { id: string; session_id: string; package_id: string | null }[]
        }
      ).rows
      if (rows.length === 0) return 0
      await syncSessionsHeld(
        tx,
        rows.map((row) => row.session_id),
      )
      for (const { id, package_id: packageId } of rows) {
        // D26: a week or month package whose transfer never came was never bought.
        if (packageId) await cancelUnpaidPackage(tx, packageId, holdLapsedReason)
        const row = await findBooking(tx, id)
        const student = row ? await studentOf(tx, row.userId) : null
        if (row && student) {
          await enqueueEmails(tx, [bookingHoldLapsed(ctx, bookingForApi(row, at), student)])
        }
      }
      return rows.length
    })
    lapsed += count
    if (count < BATCH_SIZE) return lapsed
  }
}

/**
 * D25: a card payment's hold on a tutor's time (a session no booking has a place in yet)
 * ends at `hold_expires_at`. The open times already ignore a lapsed one; the next claim of
 * that tutor's time releases it, under the tutor's lock, so the database's overlap rule
 * does not refuse a time the student was shown as open.
 */
export async function releaseLapsedCardHolds(tx: Db, tutorId: number, at: Date): Promise<void> {
  await tx.execute(sql`
    update tutoring_sessions s
       set held = false, updated_at = now()
     where s.tutor_id = ${tutorId} and s.held
       and s.hold_expires_at <= ${at.toISOString()}::timestamptz
       and not exists (select 1 from bookings b where b.session_id = s.id)`)
}

/** Runs `lapseUnpaidHolds` every interval; overlapping runs are skipped, not stacked. */
export function createHoldSweeper(options: {
  db: Db
  ctx: BookingEmailContext
  intervalMs: number
  log: Logger
  /** Called after mails were queued, so the outbox sends them now. */
  onQueued: () => void
}) {
  return mailQueueingTask({
    ...options,
    queue: () => lapseUnpaidHolds(options.db, options.ctx),
    queuedMessage: 'unpaid bank-transfer holds lapsed',
    failedMessage: 'lapsing bank-transfer holds failed',
  })
}
