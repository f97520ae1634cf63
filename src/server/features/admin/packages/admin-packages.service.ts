import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { ADMIN_EXPORT_MAX_ROWS, ADMIN_PAGE_SIZE } from '#shared/admin.ts'
import { formatZar } from '#shared/money.ts'
import { labelOf, packageTypes } from '#shared/options.ts'
import { formatHoursAndMinutes, lastDayOf, type PackageStatus } from '#shared/package-hours.ts'
import {
  adminPackageMessages,
  packageStatusOptions,
  type AdminPackage,
  type AdminPackageDetail,
  type AdminPackageFilters,
  type AdminPackageList,
  type AdminPackageSession,
} from '#shared/schemas/admin-packages.ts'
import type { Db } from '../../../db/client.ts'
import { bookings, tutoringPackages, tutors, users } from '../../../db/schema.ts'
import { now as clockNow } from '../../../lib/clock.ts'
import { NotFound } from '../../../lib/errors.ts'
import { containsPattern } from '../../../lib/like-pattern.ts'
import { matchesReference } from '../../../lib/reference-search.ts'
import { packageForApi, type PackageRow } from '../../packages/packages.service.ts'
import { listAudit } from '../audit.ts'
import { csvTime, toCsv } from '../csv.ts'
import { refundOnCancel } from './package-refund.ts'

// D26: the office reads every package (issue 21): a list with filters, its CSV, and one
// package with its sessions, its history and what cancelling it would owe.

/** The audit log's subject type of a package: its table, as bookings' is theirs. */
export const PACKAGE_SUBJECT = 'tutoring_packages'

const selectPackages = (db: Db) =>
  db
    .select({ pkg: tutoringPackages, studentName: users.name, studentEmail: users.email })
    .from(tutoringPackages)
    .leftJoin(users, eq(users.id, tutoringPackages.userId))

type Selected = { pkg: PackageRow; studentName: string | null; studentEmail: string | null }

const iso = (value: Date | null) => (value ? value.toISOString() : null)

export function adminPackageOf(row: Selected, now: Date): AdminPackage {
  const { pkg } = row
  return {
    ...packageForApi(pkg, now),
    student:
      pkg.userId && row.studentEmail !== null
        ? { id: pkg.userId, name: row.studentName ?? '', email: row.studentEmail }
        : null,
    last_day: pkg.validUntil ? lastDayOf(pkg.validUntil) : null,
    amount_cents: pkg.amountCents,
    refund_due_cents: pkg.refundDueCents,
    refunded_at: iso(pkg.refundedAt),
    cancelled_at: iso(pkg.cancelledAt),
    cancel_reason: pkg.cancelReason,
  }
}

/** The derived status (D26, `packageStatus`) as a condition on the row. */
function statusIs(status: PackageStatus, now: Date): SQL {
  const p = tutoringPackages
  const open = and(isNull(p.cancelledAt), sql`${p.minutesUsed} < ${p.minutesTotal}`)!
  const at = sql`${now.toISOString()}::timestamptz`
  switch (status) {
    case 'cancelled':
      return isNotNull(p.cancelledAt)
    case 'used_up':
      return and(isNull(p.cancelledAt), sql`${p.minutesUsed} >= ${p.minutesTotal}`)!
    case 'lapsed':
      return and(open, sql`${p.validUntil} <= ${at}`)!
    case 'active':
      return and(open, or(isNull(p.validUntil), sql`${p.validUntil} > ${at}`))!
  }
}

function conditions(filters: AdminPackageFilters, now: Date): SQL[] {
  const where: SQL[] = []
  if (filters.q) {
    const pattern = containsPattern(filters.q)
    where.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        matchesReference(filters.q, tutoringPackages.reference),
      )!,
    )
  }
  if (filters.status) where.push(statusIs(filters.status, now))
  if (filters.user_id) where.push(eq(tutoringPackages.userId, filters.user_id))
  if (filters.refund_due === 'true') {
    where.push(gt(tutoringPackages.refundDueCents, 0), isNull(tutoringPackages.refundedAt))
  }
  return where
}

const newestFirst = [desc(tutoringPackages.createdAt), desc(tutoringPackages.id)]

/** One page of packages matching the filters, newest first. */
export async function listPackagesForAdmin(
  db: Db,
  filters: AdminPackageFilters,
): Promise<AdminPackageList> {
  const now = clockNow()
  const where = and(...conditions(filters, now))
  const [rows, [total]] = await Promise.all([
    selectPackages(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ value: count() })
      .from(tutoringPackages)
      .leftJoin(users, eq(users.id, tutoringPackages.userId))
      .where(where),
  ])
  return {
    packages: rows.map((row) => adminPackageOf(row, now)),
    total: total?.value ?? 0,
    page: filters.page,
    page_size: ADMIN_PAGE_SIZE,
  }
}

/** The minutes of a session: its own length, whatever the booking bought. */
const sessionMinutes = (row: { scheduledAt: Date; endsAt: Date }) =>
  Math.round((row.endsAt.getTime() - row.scheduledAt.getTime()) / 60_000)

/** A package's pending and confirmed sessions that have not started: what cancelling it cancels. */
export const sessionsToCancel = (packageId: string, now: Date) =>
  and(
    eq(bookings.packageId, packageId),
    inArray(bookings.status, ['pending', 'confirmed']),
    gt(bookings.scheduledAt, now),
  )

/** The package, its sessions soonest first, its history and what cancelling it would owe. */
export async function getPackageForAdmin(db: Db, id: string): Promise<AdminPackageDetail> {
  const [row] = await selectPackages(db).where(eq(tutoringPackages.id, id))
  if (!row) throw new NotFound(adminPackageMessages.notFound)
  const now = clockNow()
  const [sessions, history] = await Promise.all([
    db
      .select({ booking: bookings, tutorName: tutors.name })
      .from(bookings)
      .leftJoin(tutors, eq(tutors.id, bookings.tutorId))
      .where(eq(bookings.packageId, id))
      .orderBy(asc(bookings.scheduledAt), asc(bookings.id)),
    listAudit(db, 1, { type: PACKAGE_SUBJECT, id }),
  ])
  const returned = sessions
    .filter(
      ({ booking }) =>
        (booking.status === 'pending' || booking.status === 'confirmed') &&
        booking.scheduledAt.getTime() > now.getTime(),
    )
    .reduce((sum, { booking }) => sum + sessionMinutes(booking), 0)
  const { pkg } = row
  const preview = pkg.cancelledAt
    ? null
    : refundOnCancel({ ...pkg, paid: pkg.paidAt !== null }, returned)
  return {
    ...adminPackageOf(row, now),
    sessions: sessions.map(({ booking, tutorName }): AdminPackageSession => ({
      id: booking.id,
      scheduled_at: booking.scheduledAt.toISOString(),
      duration_minutes: sessionMinutes(booking),
      status: booking.status,
      tutor_name: tutorName,
      payment_method: booking.paymentMethod,
    })),
    history: history.entries,
    refund_if_cancelled_cents: preview ? (preview.refundCents ?? 0) : null,
    unused_minutes_if_cancelled: preview ? preview.unusedMinutes : null,
  }
}

/** The filtered packages as CSV, newest first, formulas neutralised (see csv.ts). */
export async function exportPackages(db: Db, filters: AdminPackageFilters): Promise<string> {
  const now = clockNow()
  const rows = await selectPackages(db)
    .where(and(...conditions(filters, now)))
    .orderBy(...newestFirst)
    .limit(ADMIN_EXPORT_MAX_ROWS)
  const header = [
    'Package reference',
    'Bought at',
    'Student',
    'Student email',
    'Package',
    'Hours',
    'Scheduled',
    'Used',
    'Left',
    'Use by (SAST)',
    'Status',
    'Paid',
    'Amount',
    'Refund due',
    'Refunded at',
    'Cancelled at',
    'Cancel reason',
  ]
  const body = rows.map((row) => {
    const item = adminPackageOf(row, now)
    const { pkg } = row
    return [
      pkg.reference,
      csvTime(pkg.createdAt),
      item.student?.name ?? 'Deleted account',
      item.student?.email ?? '',
      labelOf(packageTypes, pkg.packageType),
      formatHoursAndMinutes(item.minutes_total),
      formatHoursAndMinutes(item.minutes_scheduled),
      formatHoursAndMinutes(item.minutes_used),
      formatHoursAndMinutes(item.minutes_left),
      item.last_day ?? '',
      labelOf(packageStatusOptions, item.status),
      item.paid ? 'Yes' : 'No',
      formatZar(pkg.amountCents),
      pkg.refundDueCents !== null && pkg.refundDueCents > 0 ? formatZar(pkg.refundDueCents) : '',
      csvTime(pkg.refundedAt),
      csvTime(pkg.cancelledAt),
      pkg.cancelReason ?? '',
    ]
  })
  return toCsv([header, ...body])
}
