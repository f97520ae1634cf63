import { and, desc, eq, sql } from 'drizzle-orm'
import {
  formatHoursAndMinutes,
  minutesLeft,
  packageStatus,
  validUntilOf,
  type HoursPackageType,
} from '#shared/package-hours.ts'
import { packageDurationMinutes } from '#shared/options.ts'
import { formatSastDate } from '#shared/sast.ts'
import { packageMessages, type TutoringPackage } from '#shared/schemas/packages.ts'
import type { Db } from '../../db/client.ts'
import { tutoringPackages } from '../../db/schema.ts'
import { now as clockNow } from '../../lib/clock.ts'
import { Conflict } from '../../lib/errors.ts'

// D26: a week or month package is hours to spend. Every change to a balance is one
// conditional UPDATE on the package's row, in the transaction of the booking it belongs to,
// so two concurrent spends decide one after the other and neither can overdraw it (the
// check constraint `tutoring_packages_balance` backs that).

export type PackageRow = typeof tutoringPackages.$inferSelect

export function packageForApi(row: PackageRow, now: Date = clockNow()): TutoringPackage {
  return {
    id: row.id,
    reference: row.reference,
    package_type: row.packageType,
    minutes_total: row.minutesTotal,
    minutes_scheduled: row.minutesScheduled,
    minutes_used: row.minutesUsed,
    minutes_left: minutesLeft(row),
    valid_until: row.validUntil?.toISOString() ?? null,
    status: packageStatus(row, now),
    paid: row.paidAt !== null,
    created_at: row.createdAt.toISOString(),
  }
}

/** The signed-in student's packages, newest first. */
export async function listOwnPackages(db: Db, userId: string): Promise<TutoringPackage[]> {
  const rows = await db
    .select()
    .from(tutoringPackages)
    .where(eq(tutoringPackages.userId, userId))
    .orderBy(desc(tutoringPackages.createdAt))
  const now = clockNow()
  return rows.map((row) => packageForApi(row, now))
}

/**
 * The purchase of a week or month package opens its balance with the first session
 * scheduled; its hours are valid from that session's SAST day. Spendable at once when paid
 * by card, once the transfer is marked paid otherwise.
 */
export async function openPackage(
  tx: Db,
  purchase: {
    userId: string
    packageType: HoursPackageType
    amountCents: number
    paid: boolean
    firstSessionAt: Date
    firstSessionMinutes: number
  },
): Promise<string> {
  const [created] = await tx
    .insert(tutoringPackages)
    .values({
      userId: purchase.userId,
      packageType: purchase.packageType,
      minutesTotal: packageDurationMinutes(purchase.packageType),
      minutesScheduled: purchase.firstSessionMinutes,
      amountCents: purchase.amountCents,
      paidAt: purchase.paid ? sql`now()` : null,
      validUntil: validUntilOf(purchase.packageType, purchase.firstSessionAt),
    })
    .returning({ id: tutoringPackages.id })
  if (!created) throw new Error('insert into tutoring_packages returned no row')
  return created.id
}

/**
 * Schedules `minutes` of the student's package for a session ending at `endsAt`, or
 * refuses (409) saying why, with nothing changed. One conditional UPDATE decides: the row
 * lock makes a concurrent spend wait and then see the balance this one left.
 */
export async function schedulePackageMinutes(
  tx: Db,
  spend: { packageId: string; userId: string; minutes: number; endsAt: Date },
): Promise<PackageRow> {
  const at = clockNow()
  const [spent] = await tx
    .update(tutoringPackages)
    .set({
      minutesScheduled: sql`${tutoringPackages.minutesScheduled} + ${spend.minutes}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(tutoringPackages.id, spend.packageId),
        eq(tutoringPackages.userId, spend.userId),
        sql`${tutoringPackages.cancelledAt} is null and ${tutoringPackages.paidAt} is not null`,
        sql`${tutoringPackages.minutesTotal} - ${tutoringPackages.minutesScheduled} - ${tutoringPackages.minutesUsed} >= ${spend.minutes}`,
        sql`${tutoringPackages.validUntil} > ${at.toISOString()}::timestamptz`,
        sql`${tutoringPackages.validUntil} >= ${spend.endsAt.toISOString()}::timestamptz`,
      ),
    )
    .returning()
  if (spent) return spent
  throw await refusal(tx, spend, at)
}

/** Why a spend was refused, read after the conditional update found nothing to change. */
async function refusal(
  tx: Db,
  spend: { packageId: string; userId: string; minutes: number; endsAt: Date },
  at: Date,
): Promise<Conflict> {
  const [row] = await tx
    .select()
    .from(tutoringPackages)
    .where(eq(tutoringPackages.id, spend.packageId))
  // Someone else's package is answered exactly as a missing one.
  if (!row || row.userId !== spend.userId) return new Conflict(packageMessages.notFound)
  const status = packageStatus(row, at)
  if (status === 'cancelled') return new Conflict(packageMessages.cancelled)
  if (!row.paidAt) return new Conflict(packageMessages.unpaid)
  if (status === 'lapsed') return new Conflict(packageMessages.lapsed)
  const left = minutesLeft(row)
  if (left === 0) return new Conflict(packageMessages.usedUp)
  if (left < spend.minutes) return new Conflict(packageMessages.short(formatHoursAndMinutes(left)))
  const lastDay = formatSastDate(new Date((row.validUntil ?? at).getTime() - 1))
  return new Conflict(packageMessages.afterValidity(lastDay))
}

/**
 * A session of the package was cancelled: its minutes return to the balance (the office,
 * or the student 24 h or more ahead) or count as used (the student, later).
 */
export async function releasePackageMinutes(
  tx: Db,
  packageId: string,
  minutes: number,
  outcome: 'returned' | 'used',
): Promise<void> {
  await tx
    .update(tutoringPackages)
    .set({
      minutesScheduled: sql`${tutoringPackages.minutesScheduled} - ${minutes}`,
      ...(outcome === 'used'
        ? { minutesUsed: sql`${tutoringPackages.minutesUsed} + ${minutes}` }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(tutoringPackages.id, packageId))
}

/** The purchase's bank transfer arrived: the hours may be scheduled. */
export async function markPackagePaid(tx: Db, packageId: string): Promise<void> {
  await tx
    .update(tutoringPackages)
    .set({ paidAt: sql`coalesce(${tutoringPackages.paidAt}, now())`, updatedAt: sql`now()` })
    .where(eq(tutoringPackages.id, packageId))
}

/**
 * The purchase was cancelled before it was paid (the student, the office, or a bank-transfer
 * hold that lapsed): nothing was bought, so the package closes with its first hour released.
 */
export async function cancelUnpaidPackage(
  tx: Db,
  packageId: string,
  reason: string,
): Promise<void> {
  await tx
    .update(tutoringPackages)
    .set({
      cancelledAt: sql`now()`,
      cancelReason: reason,
      minutesScheduled: 0,
      updatedAt: sql`now()`,
    })
    .where(and(eq(tutoringPackages.id, packageId), sql`${tutoringPackages.paidAt} is null`))
}

/**
 * The office moved the package's first session: its hours count from the new day, and
 * never lose days they had.
 */
export async function followFirstSession(
  tx: Db,
  packageId: string,
  packageType: HoursPackageType,
  firstSessionAt: Date,
): Promise<void> {
  const validUntil = validUntilOf(packageType, firstSessionAt).toISOString()
  await tx
    .update(tutoringPackages)
    .set({
      validUntil: sql`greatest(${tutoringPackages.validUntil}, ${validUntil}::timestamptz)`,
      updatedAt: sql`now()`,
    })
    .where(eq(tutoringPackages.id, packageId))
}
