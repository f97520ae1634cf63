import { inArray, sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger as Logger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { tutoringPackages, users } from '../../db/schema.ts'
import { now } from '../../lib/clock.ts'
import { mailQueueingTask } from '../../lib/periodic-task.ts'
import { enqueueEmails, type QueuedEmail } from '../../outbox/outbox.ts'
import {
  packageLapsedNotice,
  packageLapseReminder,
  type PackageEmailContext,
  type PackageHours,
} from './package-emails.ts'
import { packageForApi, type PackageRow } from './packages.service.ts'

// D26: a mail 3 days before a package's hours lapse, and one when they have, each sent once.

const BATCH_SIZE = 50
const DAY_MS = 24 * 60 * 60_000
/** The reminder goes once the hours lapse within this long. */
export const LAPSE_REMINDER_AHEAD_MS = 3 * DAY_MS
/**
 * The notice goes for hours that lapsed within this long: a notice weeks late tells the
 * student nothing, and the week and month purchases credited by migration 0024 that lapsed
 * long before these mails existed get none.
 */
export const LAPSED_NOTICE_WITHIN_MS = 7 * DAY_MS

type Due = {
  /** The sent-at column the claim sets; null until the mail is queued. */
  stamp: 'lapseReminderSentAt' | 'lapsedNoticeSentAt'
  /** When it is due, besides paid, not cancelled and minutes left, as of `at`. */
  when: (at: Date) => SQL
  mail: (
    ctx: PackageEmailContext,
    pkg: PackageHours & { valid_until: string },
    student: { name: string; email: string },
  ) => QueuedEmail
}

const timestamp = (instant: Date) => sql`${instant.toISOString()}::timestamptz`

const mails: Due[] = [
  {
    stamp: 'lapseReminderSentAt',
    // Never after the hours lapsed: a package already past it gets the notice alone.
    when: (at) =>
      sql`valid_until > ${timestamp(at)} and valid_until <= ${timestamp(new Date(at.getTime() + LAPSE_REMINDER_AHEAD_MS))}`,
    mail: packageLapseReminder,
  },
  {
    stamp: 'lapsedNoticeSentAt',
    when: (at) =>
      sql`valid_until <= ${timestamp(at)} and valid_until > ${timestamp(new Date(at.getTime() - LAPSED_NOTICE_WITHIN_MS))}`,
    mail: packageLapsedNotice,
  },
]

/**
 * Queues the lapse reminders and lapsed notices that are due, each exactly once on any
 * number of instances: a package is claimed by setting its sent-at column in the
 * transaction that queues the mail, and the claim skips rows another instance holds (and
 * re-checks the column, so a row claimed meanwhile is not claimed again). Only a paid
 * package, not cancelled, with minutes left to schedule (total − scheduled − used) and a
 * student to write to, is due. `at` is the time reasoned with (tests pass another).
 */
export async function queuePackageLapseMails(
  db: Db,
  ctx: PackageEmailContext,
  at: Date = now(),
): Promise<number> {
  let queued = 0
  for (const due of mails) {
    const column = sql.raw(tutoringPackages[due.stamp].name)
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const claimed: PackageRow[] = await tx
          .update(tutoringPackages)
          .set({ [due.stamp]: sql`now()` })
          .where(
            sql`${tutoringPackages.id} in (
              select id from tutoring_packages
               where paid_at is not null and cancelled_at is null and user_id is not null
                 and minutes_total - minutes_scheduled - minutes_used > 0
                 and ${column} is null and ${due.when(at)}
               order by valid_until
               limit ${BATCH_SIZE}
               for update skip locked)
             and ${column} is null`,
          )
          .returning()
        if (claimed.length === 0) return 0
        const students = await tx
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(
            inArray(
              users.id,
              claimed.flatMap((row) => (row.userId ? [row.userId] : [])),
            ),
          )
        const emails = claimed.flatMap((row) => {
          const student = students.find((one) => one.id === row.userId)
          const pkg = packageForApi(row, at)
          if (!student || !pkg.valid_until) return []
          return [due.mail(ctx, { ...pkg, valid_until: pkg.valid_until }, student)]
        })
        await enqueueEmails(tx, emails)
        return claimed.length
      })
      queued += count
      if (count < BATCH_SIZE) break
    }
  }
  return queued
}

/** Runs `queuePackageLapseMails` every interval; overlapping runs are skipped, not stacked. */
export function createPackageLapseMailer(options: {
  db: Db
  ctx: PackageEmailContext
  intervalMs: number
  log: Logger
  /** Called after mails were queued, so the outbox sends them now. */
  onQueued: () => void
}) {
  return mailQueueingTask({
    ...options,
    queue: () => queuePackageLapseMails(options.db, options.ctx),
    queuedMessage: 'package lapse mails queued',
    failedMessage: 'package lapse mails failed',
  })
}
