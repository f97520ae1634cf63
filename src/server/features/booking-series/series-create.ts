import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { bookingMessages } from '#shared/messages.ts'
import { formatSastWeekdayDate } from '#shared/sast.ts'
import {
  seriesMessages,
  type BookingSeries,
  type BookingSeriesValues,
  type SeriesCheckValues,
  type SeriesCheck,
  type SeriesDate,
} from '#shared/schemas/booking-series.ts'
import type { PackageType } from '#shared/options.ts'
import type { Db } from '../../db/client.ts'
import { bookings, bookingSeries, mathematicsModules } from '../../db/schema.ts'
import { now } from '../../lib/clock.ts'
import { DomainError, Invalid } from '../../lib/errors.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import type { CurrentUser } from '../accounts/sessions.service.ts'
import { assertMayBook } from '../bookings/booking-eligibility.ts'
import { defaultBookingRules } from '../bookings/booking-create.ts'
import { createMeetingLink } from '../bookings/booking-lifecycle.ts'
import type { BookingsContext } from '../bookings/bookings.service.ts'
import { openSession, overlapConflict } from '../bookings/tutoring-sessions.ts'
import { schedulePackageMinutes } from '../packages/packages.service.ts'
import {
  assertCardPaymentsOffered,
  PaymentRequired,
  useSucceededIntent,
} from '../payments/payments.service.ts'
import { findActiveTutor } from '../tutors/tutors.service.ts'
import { checkSeries } from './series-check.ts'
import { seriesBooked, seriesForTutor } from './series-emails.ts'
import { getOwnSeries } from './series.service.ts'

// D27: a weekly series is booked all or nothing. Every week is checked under the tutor's
// lock (and the package's), then paid once (one card payment for every week, or the
// package's minutes for every week in one conditional update) and booked, each week an
// ordinary confirmed booking naming the series.

/**
 * 409 naming every week that cannot be booked, nothing booked: in the shared error shape,
 * each failing week's date a field with why (`fields: { "2026-12-04": "Not open: …" }`).
 */
export class SeriesRefused extends DomainError {
  constructor(dates: SeriesDate[]) {
    super(
      409,
      seriesMessages.datesRefused(dates.map((item) => formatSastWeekdayDate(item.date)).join(', ')),
      Object.fromEntries(dates.map((item) => [item.date, item.message ?? ''])),
    )
  }
}

function refuseFailingWeeks(check: SeriesCheck) {
  const failing = check.dates.filter((item) => item.problem !== null)
  if (failing.length > 0) throw new SeriesRefused(failing)
}

const rulesOf = (ctx: BookingsContext) => ctx.bookingRules ?? defaultBookingRules

/** Every week's status, before anything is paid or booked (the booking page shows it). */
export async function previewSeries(
  ctx: BookingsContext,
  user: CurrentUser,
  input: SeriesCheckValues,
): Promise<SeriesCheck> {
  await assertMayBook(ctx.db, user)
  const { dates, amount_cents, package_minutes } = await checkSeries(
    ctx.db,
    rulesOf(ctx),
    user.id,
    input,
    false,
  )
  return { dates, amount_cents, package_minutes }
}

export async function createSeries(
  ctx: BookingsContext,
  user: CurrentUser,
  input: BookingSeriesValues,
): Promise<BookingSeries> {
  await assertMayBook(ctx.db, user)
  // What was sent is checked first (400, 402), then the weeks (409).
  if (!input.package_id) {
    assertCardPaymentsOffered(ctx.cardGateway)
    if (!input.payment_data) throw new PaymentRequired(bookingMessages.paymentRequired)
  }
  const [module] = await ctx.db
    .select()
    .from(mathematicsModules)
    .where(
      and(
        eq(mathematicsModules.id, input.mathematics_module_id),
        eq(mathematicsModules.isActive, true),
      ),
    )
  if (!module) {
    throw new Invalid(bookingMessages.moduleUnknown, {
      mathematics_module_id: bookingMessages.moduleUnknown,
    })
  }
  // A first look without locks refuses early, before any meeting link is made; the links
  // are made before the transaction, so no lock waits on Google.
  const look = await checkSeries(ctx.db, rulesOf(ctx), user.id, input, false)
  refuseFailingWeeks(look)
  const ids = look.weeks.map(() => randomUUID())
  const links: string[] = []
  for (const [index, item] of look.weeks.entries()) {
    links.push(
      await createMeetingLink(ctx, {
        bookingId: ids[index] ?? randomUUID(),
        moduleName: module.name,
        meetingAim: input.meeting_aim,
        start: item.startsAt,
        end: item.endsAt,
        attendeeEmail: user.email,
      }),
    )
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const check = await checkSeries(tx, rulesOf(ctx), user.id, input, true)
      refuseFailingWeeks(check)
      const { weeks, length } = check
      const lastWeek = weeks[weeks.length - 1]
      if (!lastWeek) throw new Error('a series without weeks')
      const payment = await paySeries(tx, ctx, user, input, check, lastWeek.endsAt)
      const [series] = await tx
        .insert(bookingSeries)
        .values({
          userId: user.id,
          tutorId: input.tutor_id,
          firstDate: input.first_date,
          time: input.time,
          weeks: weeks.length,
          sessionMinutes: length.sessionMinutes,
          packageId: input.package_id ?? null,
          paymentMethod: input.package_id ? 'package' : 'card',
          paymentIntentId: payment.intentId,
        })
        .returning()
      if (!series) throw new Error('insert into booking_series returned no row')
      for (const [index, item] of weeks.entries()) {
        // The session first: the database refuses it when it overlaps another of the
        // tutor's, then the place when it overlaps another of the student's (D25).
        const sessionId = await openSession(tx, {
          tutorId: input.tutor_id,
          sessionType: input.session_type,
          startsAt: item.startsAt,
          endsAt: item.endsAt,
        })
        await tx.insert(bookings).values({
          id: ids[index],
          userId: user.id,
          tutorId: input.tutor_id,
          mathematicsModuleId: module.id,
          sessionType: input.session_type,
          packageType: payment.packageType,
          packageId: input.package_id ?? null,
          seriesId: series.id,
          preferredDate: item.date,
          preferredTime: input.time,
          scheduledAt: item.startsAt,
          durationMinutes: length.durationMinutes,
          sessionId,
          endsAt: item.endsAt,
          meetingPlatform: input.meeting_platform,
          meetingLink: links[index] ?? null,
          notes: input.notes ?? null,
          meetingAim: input.meeting_aim,
          amountCents: length.priceCents,
          paymentMethod: input.package_id ? 'package' : 'google_pay',
          paymentStatus: 'completed',
          paidAt: payment.paidAt,
          status: 'confirmed',
          confirmedAt: sql`now()`,
        })
      }
      const booked = await getOwnSeries(tx, user.id, series.id)
      const tutor = await findActiveTutor(tx, input.tutor_id)
      await enqueueEmails(tx, [
        seriesBooked(ctx, booked, { name: user.name, email: user.email }),
        seriesForTutor(ctx, booked, { name: tutor.name, email: tutor.email }, user.name),
      ])
      return booked
    })
  } catch (error) {
    const overlap = overlapConflict(error, 'student')
    if (overlap) throw overlap
    throw error
  }
}

/**
 * One payment for every week: the package's minutes in one conditional update (D26), or
 * the card payment the server priced for the series (D16: its item names the session
 * length and the weeks, its amount their total).
 */
async function paySeries(
  tx: Db,
  ctx: BookingsContext,
  user: CurrentUser,
  input: BookingSeriesValues,
  check: SeriesCheck,
  lastEndsAt: Date,
): Promise<{ packageType: PackageType; intentId: string | null; paidAt: Date }> {
  if (input.package_id) {
    const spent = await schedulePackageMinutes(tx, {
      packageId: input.package_id,
      userId: user.id,
      minutes: check.package_minutes,
      endsAt: lastEndsAt,
    })
    return { packageType: spent.packageType, intentId: null, paidAt: now() }
  }
  const packageType = input.package_type ?? '1_hour'
  const intent = await useSucceededIntent(tx, {
    gateway: ctx.cardGateway ?? '',
    intentId: input.payment_data?.payment_intent_id ?? '',
    userId: user.id,
    purpose: 'booking_series',
    item: { package_type: packageType, weeks: input.count },
    amountCents: check.amount_cents,
  })
  return { packageType, intentId: intent.id, paidAt: intent.updatedAt }
}
