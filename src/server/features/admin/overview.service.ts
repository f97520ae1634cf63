import { and, count, eq, gt, gte, isNull, lt, ne, sql, sum, type SQL } from 'drizzle-orm'
import { submissionKindValues } from '#shared/admin.ts'
import { sastDateOf, sastSlotToInstant } from '#shared/sast.ts'
import type { AdminOverview } from '#shared/schemas/admin-overview.ts'
import type { Db } from '../../db/client.ts'
import {
  adminVisits,
  bookings,
  donations,
  newsletterSubscribers,
  paymentIntents,
  tutoringPackages,
  videoOrders,
} from '../../db/schema.ts'
import { submissionKindDefinitions } from './submissions/submission-kinds.ts'

/** Away this long, and the next look at the overview starts a new visit. */
const VISIT_GAP_MS = 30 * 60 * 1000

/**
 * Records this look at the overview and answers when the previous visit was. Reloads
 * within a visit keep the same "previous visit", so what is new stays marked as new.
 */
async function recordVisit(db: Db, userId: string, now: Date): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [visit] = await tx
      .select()
      .from(adminVisits)
      .where(eq(adminVisits.userId, userId))
      .for('update')
    if (!visit) {
      await tx.insert(adminVisits).values({ userId, lastVisitAt: now }).onConflictDoNothing()
      return null
    }
    const newVisit = now.getTime() - visit.lastVisitAt.getTime() > VISIT_GAP_MS
    const previous = newVisit ? visit.lastVisitAt : visit.previousVisitAt
    await tx
      .update(adminVisits)
      .set({ lastVisitAt: now, previousVisitAt: previous })
      .where(eq(adminVisits.userId, userId))
    return previous
  })
}

/** The first instant of this SAST month and of the next, and the month's name. */
export function sastMonth(now: Date): { start: Date; end: Date; label: string } {
  const [year, month] = sastDateOf(now).split('-').map(Number) as [number, number]
  const iso = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`
  const start = sastSlotToInstant(iso(year, month), '00:00')
  const end = sastSlotToInstant(month === 12 ? iso(year + 1, 1) : iso(year, month + 1), '00:00')
  const label = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)))
  return { start, end, label }
}

const total = async (query: Promise<Array<{ value: string | number | null }>>) =>
  Number((await query)[0]?.value ?? 0)

export async function adminOverview(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<AdminOverview> {
  const previous = await recordVisit(db, userId, now)
  const since = previous ?? new Date(0)
  const month = sastMonth(now)
  const countWhere = (
    table: typeof bookings | typeof videoOrders | typeof donations,
    where: SQL | undefined,
  ) => total(db.select({ value: count() }).from(table).where(where))
  const paidIn = (
    column: typeof bookings.paidAt | typeof videoOrders.paidAt | typeof donations.paidAt,
  ) => and(gte(column, month.start), lt(column, month.end))
  const unpaidTransfer = (
    table: typeof bookings | typeof videoOrders | typeof donations,
    also?: SQL,
  ) =>
    countWhere(
      table,
      and(eq(table.paymentMethod, 'bank_transfer'), eq(table.paymentStatus, 'pending'), also),
    )

  const submissions = await Promise.all(
    submissionKindValues.map(async (kind) => {
      const { table, columns } = submissionKindDefinitions[kind]
      const [row] = await db
        .select({
          newCount: sql<number>`count(*) filter (where ${columns.status} = 'new')`.mapWith(Number),
          sinceLastVisit:
            sql<number>`count(*) filter (where ${columns.createdAt} > ${since})`.mapWith(Number),
        })
        .from(table)
      return {
        kind,
        new_count: row?.newCount ?? 0,
        since_last_visit: previous ? (row?.sinceLastVisit ?? 0) : 0,
      }
    }),
  )

  const [
    pendingBookings,
    refundsDue,
    unpaidBookings,
    unpaidVideoOrders,
    unpaidDonations,
    monthBookings,
    bookingRevenue,
    videoRevenue,
    donationTotal,
    donationCount,
    newsletter,
    cardRefunds,
    packageRefundsDue,
  ] = await Promise.all([
    countWhere(bookings, eq(bookings.status, 'pending')),
    countWhere(bookings, eq(bookings.refundDue, true)),
    // A cancelled booking's transfer is no longer awaited.
    unpaidTransfer(bookings, ne(bookings.status, 'cancelled')),
    unpaidTransfer(videoOrders),
    unpaidTransfer(donations),
    countWhere(
      bookings,
      and(gte(bookings.createdAt, month.start), lt(bookings.createdAt, month.end)),
    ),
    total(
      db
        .select({ value: sum(bookings.amountCents) })
        .from(bookings)
        .where(and(eq(bookings.paymentStatus, 'completed'), paidIn(bookings.paidAt))),
    ),
    total(
      db
        .select({ value: sum(videoOrders.totalCents) })
        .from(videoOrders)
        .where(and(eq(videoOrders.paymentStatus, 'completed'), paidIn(videoOrders.paidAt))),
    ),
    total(
      db
        .select({ value: sum(donations.amountCents) })
        .from(donations)
        .where(and(eq(donations.paymentStatus, 'completed'), paidIn(donations.paidAt))),
    ),
    countWhere(donations, and(eq(donations.paymentStatus, 'completed'), paidIn(donations.paidAt))),
    db
      .select({
        confirmed:
          sql<number>`count(*) filter (where ${newsletterSubscribers.status} = 'confirmed')`.mapWith(
            Number,
          ),
        sinceLastVisit:
          sql<number>`count(*) filter (where ${newsletterSubscribers.confirmedAt} > ${since})`.mapWith(
            Number,
          ),
        newCount:
          sql<number>`count(*) filter (where ${newsletterSubscribers.workStatus} = 'new')`.mapWith(
            Number,
          ),
        newSinceLastVisit:
          sql<number>`count(*) filter (where ${newsletterSubscribers.createdAt} > ${since})`.mapWith(
            Number,
          ),
      })
      .from(newsletterSubscribers),
    db
      .select({
        failed:
          sql<number>`count(*) filter (where ${paymentIntents.status} = 'refund_failed')`.mapWith(
            Number,
          ),
        refunded:
          sql<number>`count(*) filter (where ${paymentIntents.status} = 'refunded' and ${paymentIntents.refundedAt} >= ${month.start} and ${paymentIntents.refundedAt} < ${month.end})`.mapWith(
            Number,
          ),
      })
      .from(paymentIntents)
      .where(sql`${paymentIntents.status} in ('refunded', 'refund_failed')`),
    // D26: a cancelled package's pro-rata refund, until the office records it paid.
    total(
      db
        .select({ value: count() })
        .from(tutoringPackages)
        .where(and(gt(tutoringPackages.refundDueCents, 0), isNull(tutoringPackages.refundedAt))),
    ),
  ])

  return {
    previous_visit_at: previous ? previous.toISOString() : null,
    attention: {
      pending_bookings: pendingBookings,
      refunds_due: refundsDue + packageRefundsDue,
      package_refunds_due: packageRefundsDue,
      card_refunds: {
        failed: cardRefunds[0]?.failed ?? 0,
        refunded_this_month: cardRefunds[0]?.refunded ?? 0,
      },
      unpaid_bank_transfers: {
        bookings: unpaidBookings,
        video_orders: unpaidVideoOrders,
        donations: unpaidDonations,
      },
    },
    submissions,
    newsletter: {
      confirmed: newsletter[0]?.confirmed ?? 0,
      since_last_visit: previous ? (newsletter[0]?.sinceLastVisit ?? 0) : 0,
      new_count: newsletter[0]?.newCount ?? 0,
      new_since_last_visit: previous ? (newsletter[0]?.newSinceLastVisit ?? 0) : 0,
    },
    month: {
      label: month.label,
      bookings: monthBookings,
      revenue_cents: { bookings: bookingRevenue, video_orders: videoRevenue },
      donations_cents: donationTotal,
      donations: donationCount,
    },
  }
}
