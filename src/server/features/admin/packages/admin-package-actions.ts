import { and, asc, eq, notInArray, sql } from 'drizzle-orm'
import { lastDayOf, packageStatus, validUntilOfLastDay } from '#shared/package-hours.ts'
import { formatSastDate, todayInSast } from '#shared/sast.ts'
import { adminPackageMessages as m } from '#shared/schemas/admin-packages.ts'
import type { Db } from '../../../db/client.ts'
import { bookings, tutoringPackages } from '../../../db/schema.ts'
import { recordAudit } from '../../../audit/record-audit.ts'
import { now as clockNow } from '../../../lib/clock.ts'
import { Conflict, Invalid, NotFound } from '../../../lib/errors.ts'
import type { BookingEmailContext } from '../../bookings/booking-emails.ts'
import { cancelLockedBooking } from '../../bookings/booking-lifecycle.ts'
import { auditBooking, emailStudent, type BookingActor } from '../../bookings/bookings.service.ts'
import {
  packageCancelled,
  packageExtended,
  packageRefunded,
  type PackageMailFacts,
} from '../../packages/package-admin-emails.ts'
import type { PackageRow } from '../../packages/packages.service.ts'
import { PACKAGE_SUBJECT, sessionsToCancel } from './admin-packages.service.ts'
import { refundOnCancel } from './package-refund.ts'

// D26: the office extends a package's validity, cancels it with the pro-rata refund of its
// unused hours, and records that refund paid (issue 21). Each action locks the package row,
// is audited and mails the student, all in one transaction.

export interface PackageActionContext extends BookingEmailContext {
  db: Db
}

/** Locks the package row for a change, so two changes (or a spend) cannot interleave. */
async function lockPackage(tx: Db, id: string): Promise<PackageRow> {
  const [row] = await tx
    .select()
    .from(tutoringPackages)
    .where(eq(tutoringPackages.id, id))
    .for('update')
  if (!row) throw new NotFound(m.notFound)
  return row
}

/** What the audit log keeps of a package before and after an action. */
function audited(row: PackageRow, now: Date) {
  return {
    status: packageStatus(row, now),
    // The last SAST day the hours may be used, as the office reads and sets it.
    last_day: row.validUntil ? lastDayOf(row.validUntil) : null,
    minutes_scheduled: row.minutesScheduled,
    minutes_used: row.minutesUsed,
    refund_due_cents: row.refundDueCents,
    refunded_at: row.refundedAt?.toISOString() ?? null,
  }
}

const mailFacts = (row: PackageRow): PackageMailFacts => ({
  reference: row.reference,
  packageType: row.packageType,
  minutesTotal: row.minutesTotal,
  minutesUsed: row.minutesUsed,
  validUntil: row.validUntil,
})

/**
 * D26: an administrator gives the hours more time, with a reason (audited). The new last
 * SAST day must be a later one than the current, and not before today; the hours then lapse
 * at the end of that day, as a package's validity always does. The lapse mails are due
 * again for the new day.
 */
export async function extendPackage(
  ctx: PackageActionContext,
  actor: BookingActor,
  id: string,
  input: { lastDay: string; reason: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockPackage(tx, id)
    if (row.cancelledAt) throw new Conflict(m.cancelledNotExtended)
    const now = clockNow()
    const current = row.validUntil ? lastDayOf(row.validUntil) : null
    if (current && input.lastDay <= current) {
      const message = m.lastDayNotLater(formatSastDate(current))
      throw new Invalid(message, { valid_until: message })
    }
    if (input.lastDay < todayInSast(now)) {
      throw new Invalid(m.lastDayPast, { valid_until: m.lastDayPast })
    }
    const [extended] = await tx
      .update(tutoringPackages)
      .set({
        validUntil: validUntilOfLastDay(input.lastDay),
        lapseReminderSentAt: null,
        lapsedNoticeSentAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(tutoringPackages.id, id))
      .returning()
    await recordAudit(tx, {
      actor,
      action: 'package.extend',
      subjectType: PACKAGE_SUBJECT,
      subjectId: id,
      before: audited(row, now),
      after: { ...audited(extended!, now), reason: input.reason },
    })
    await emailStudent(tx, row.userId, (student) =>
      packageExtended(ctx, { ...mailFacts(extended!), validUntil: extended!.validUntil! }, student),
    )
  })
}

/** Locks the package's pending and confirmed sessions still to come, but those in `except`. */
function lockSessionsToCancel(tx: Db, packageId: string, now: Date, except: string[]) {
  return tx
    .select()
    .from(bookings)
    .where(
      except.length > 0
        ? and(sessionsToCancel(packageId, now), notInArray(bookings.id, except))
        : sessionsToCancel(packageId, now),
    )
    .orderBy(asc(bookings.id))
    .for('update')
}

/**
 * D26: an administrator cancels the package, with the reason the student reads. In one
 * transaction, under its sessions' locks and then the package's: every pending or confirmed
 * session of it that has not started is cancelled as the office cancels a booking (its minutes return, the student
 * is mailed, audited), then the package is closed with the pro-rata refund of its unused
 * minutes owed when it was paid. A package never paid owes nothing.
 */
export async function cancelPackage(
  ctx: PackageActionContext,
  actor: BookingActor,
  id: string,
  reason: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = clockNow()
    // The sessions first, then the package: the order a student's own cancel takes (the
    // booking, then its package's balance), so the two never wait on each other.
    const locked = await lockSessionsToCancel(tx, id, now, [])
    const before = await lockPackage(tx, id)
    if (before.cancelledAt) throw new Conflict(m.alreadyCancelled)
    // A session scheduled from the package while its sessions were being locked: no more
    // can come now that the package is locked.
    const late = await lockSessionsToCancel(
      tx,
      id,
      now,
      locked.map((row) => row.id),
    )
    const upcoming = [...locked, ...late].sort(
      (a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime(),
    )
    let returned = 0
    let cancelled = 0
    // One after the other: queries on one transaction's connection do not overlap.
    for (const row of upcoming) {
      const booking = await cancelLockedBooking(tx, ctx, row, 'admin', reason)
      await auditBooking(tx, actor, 'booking.cancel', row, booking)
      returned += Math.round((row.endsAt.getTime() - row.scheduledAt.getTime()) / 60_000)
      cancelled += 1
    }
    // The balance as the cancellations left it (an unpaid purchase closes it, too).
    const afterSessions = await lockPackage(tx, id)
    const { refundCents, unusedMinutes } = refundOnCancel(
      { ...afterSessions, paid: afterSessions.paidAt !== null },
      0,
    )
    const [closed] = await tx
      .update(tutoringPackages)
      .set({
        cancelledAt: sql`now()`,
        cancelReason: reason,
        refundDueCents: refundCents,
        updatedAt: sql`now()`,
      })
      .where(eq(tutoringPackages.id, id))
      .returning()
    await recordAudit(tx, {
      actor,
      action: 'package.cancel',
      subjectType: PACKAGE_SUBJECT,
      subjectId: id,
      before: audited(before, now),
      after: {
        ...audited(closed!, now),
        cancel_reason: reason,
        sessions_cancelled: cancelled,
        minutes_returned: returned,
      },
    })
    await emailStudent(tx, before.userId, (student) =>
      packageCancelled(ctx, mailFacts(closed!), student, {
        reason,
        refundCents,
        unusedMinutes,
        sessionsCancelled: cancelled,
      }),
    )
  })
}

/** D26: the refund owed for a cancelled package's unused hours has been paid back. */
export async function recordPackageRefund(
  ctx: PackageActionContext,
  actor: BookingActor,
  id: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockPackage(tx, id)
    if (row.refundedAt) throw new Conflict(m.refundAlreadyRecorded)
    const owed = row.refundDueCents ?? 0
    if (owed <= 0) throw new Conflict(m.noRefundDue)
    const [refunded] = await tx
      .update(tutoringPackages)
      .set({ refundedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(tutoringPackages.id, id))
      .returning()
    const now = clockNow()
    await recordAudit(tx, {
      actor,
      action: 'package.refund',
      subjectType: PACKAGE_SUBJECT,
      subjectId: id,
      before: audited(row, now),
      after: audited(refunded!, now),
    })
    await emailStudent(tx, row.userId, (student) =>
      packageRefunded(ctx, mailFacts(refunded!), student, owed),
    )
  })
}
