import { eq, sql } from 'drizzle-orm'
import { packageDurationMinutes } from '#shared/options.ts'
import { minutesLeft, packageStatus } from '#shared/package-hours.ts'
import { packagePriceCents } from '#shared/pricing.ts'
import { sastSlotToInstant } from '#shared/sast.ts'
import {
  seriesDateProblemMessages,
  seriesDates,
  seriesMessages,
  type SeriesCheckValues,
  type SeriesCheck,
  type SeriesDate,
  type SeriesDateProblem,
} from '#shared/schemas/booking-series.ts'
import { packageMessages } from '#shared/schemas/packages.ts'
import type { Db } from '../../db/client.ts'
import { tutoringPackages, tutors } from '../../db/schema.ts'
import { now } from '../../lib/clock.ts'
import { Conflict, Invalid } from '../../lib/errors.ts'
import { releaseLapsedCardHolds } from '../bookings/booking-holds.ts'
import { sessionEndsAt } from '../bookings/tutoring-sessions.ts'
import type { OpenTimesSettings } from '../tutor-time/open-times.service.ts'
import { checkOpenStart } from '../tutor-time/open-times.service.ts'
import { findActiveTutor } from '../tutors/tutors.service.ts'
import { bookingMessages } from '#shared/messages.ts'

// D27: every week of a series is checked before anything is taken; the answer names every
// week that fails. Run inside the transaction that books, after the tutor's row (and the
// package's) is locked, the check and the booking are one decision.

/** What a series books each week: its length, and its price when paid by card. */
export interface SeriesLength {
  /** How long each session holds the tutor's and the student's time. */
  sessionMinutes: number
  /** Each booking's `duration_minutes`. */
  durationMinutes: number
  /** Each session's price by card; 0 from a package. */
  priceCents: number
}

export function seriesLength(input: SeriesCheckValues): SeriesLength {
  if (input.package_id) {
    const minutes = input.duration_minutes ?? 60
    return { sessionMinutes: minutes, durationMinutes: minutes, priceCents: 0 }
  }
  const packageType = input.package_type ?? '1_hour'
  const minutes = packageDurationMinutes(packageType)
  return {
    sessionMinutes: minutes,
    durationMinutes: minutes,
    priceCents: packagePriceCents(packageType),
  }
}

export interface SeriesWeek {
  date: string
  startsAt: Date
  endsAt: Date
}

export function seriesWeeks(input: SeriesCheckValues, length: SeriesLength): SeriesWeek[] {
  return seriesDates(input.first_date, input.count).map((date) => {
    const startsAt = sastSlotToInstant(date, input.time)
    return { date, startsAt, endsAt: sessionEndsAt(startsAt, length.durationMinutes) }
  })
}

const week = (item: SeriesWeek, problem: SeriesDateProblem | null): SeriesDate => ({
  date: item.date,
  starts_at: item.startsAt.toISOString(),
  problem,
  message: problem ? seriesDateProblemMessages[problem] : null,
})

/**
 * Every week's status. With `lock`, the tutor's row (and the package's) is locked first,
 * as a single booking locks it (booking-create.ts), so no other booking of the tutor or
 * spend of the package decides in between. A refusal of the whole series (an unknown
 * tutor, one without open times, a package that cannot be spent) is thrown.
 */
export async function checkSeries(
  tx: Db,
  settings: OpenTimesSettings,
  userId: string,
  input: SeriesCheckValues,
  lock: boolean,
): Promise<SeriesCheck & { weeks: SeriesWeek[]; length: SeriesLength }> {
  const length = seriesLength(input)
  const weeks = seriesWeeks(input, length)
  await findActiveTutor(tx, input.tutor_id).catch(() => {
    throw new Invalid(bookingMessages.tutorUnknown, { tutor_id: bookingMessages.tutorUnknown })
  })
  if (lock) {
    await tx.execute(
      sql`select id from ${tutors} where ${tutors.id} = ${input.tutor_id} for update`,
    )
    await releaseLapsedCardHolds(tx, input.tutor_id, now())
  }
  const problems = new Map<string, SeriesDateProblem>()
  for (const item of weeks) {
    const verdict = await checkOpenStart(tx, settings, {
      tutorId: input.tutor_id,
      userId,
      startsAt: item.startsAt,
      sessionMinutes: length.sessionMinutes,
    })
    if (verdict === 'no-availability') throw new Conflict(seriesMessages.noOpenTimes)
    if (verdict === 'not-open') problems.set(item.date, 'not_open')
  }
  if (input.package_id) {
    await checkPackage(tx, userId, input.package_id, weeks, length, problems, lock)
  }
  return {
    dates: weeks.map((item) => week(item, problems.get(item.date) ?? null)),
    amount_cents: length.priceCents * weeks.length,
    package_minutes: input.package_id ? length.sessionMinutes * weeks.length : 0,
    weeks,
    length,
  }
}

/**
 * D26 for a series: a package that cannot be spent at all refuses the series; otherwise
 * each week after the hours lapse, and each week the balance no longer covers, is named.
 */
async function checkPackage(
  tx: Db,
  userId: string,
  packageId: string,
  weeks: SeriesWeek[],
  length: SeriesLength,
  problems: Map<string, SeriesDateProblem>,
  lock: boolean,
): Promise<void> {
  const query = tx.select().from(tutoringPackages).where(eq(tutoringPackages.id, packageId))
  const [row] = lock ? await query.for('update') : await query
  // Someone else's package is answered exactly as a missing one.
  if (!row || row.userId !== userId) throw new Conflict(packageMessages.notFound)
  const status = packageStatus(row, now())
  if (status === 'cancelled') throw new Conflict(packageMessages.cancelled)
  if (!row.paidAt) throw new Conflict(packageMessages.unpaid)
  if (status === 'lapsed') throw new Conflict(packageMessages.lapsed)
  if (status === 'used_up') throw new Conflict(packageMessages.usedUp)
  let left = minutesLeft(row)
  for (const item of weeks) {
    // A week refused already takes nothing, so the weeks after it are judged fairly.
    if (problems.has(item.date)) continue
    if (row.validUntil && item.endsAt > row.validUntil) {
      problems.set(item.date, 'after_validity')
      continue
    }
    if (left < length.sessionMinutes) {
      problems.set(item.date, 'short_balance')
      continue
    }
    left -= length.sessionMinutes
  }
}
