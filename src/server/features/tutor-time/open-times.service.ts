import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm'
import {
  type BusyRange,
  defaultMaxAheadMs,
  horizonDates,
  isOpenStart,
  openTimes,
  type OpenTimesRules,
  type WeeklyInterval,
} from '#shared/open-times.ts'
import { firstSessionMinutes } from '#shared/booking-rules.ts'
import { packageDurationMinutes, type PackageType } from '#shared/options.ts'
import { addSastDays } from '#shared/open-times.ts'
import { sastSlotToInstant } from '#shared/sast.ts'
import type { OpenTime, OpenTimes } from '#shared/schemas/tutor-time.ts'
import type { Db } from '../../db/client.ts'
import { bookings, tutoringSessions, tutorTimeOff, tutorWeeklyHours } from '../../db/schema.ts'
import { now as clockNow } from '../../lib/clock.ts'
import { findActiveTutor } from '../tutors/tutors.service.ts'

// D25: the server's side of open times — it loads, in one query per kind of data for the
// whole window, what the pure computation in #shared/open-times.ts needs.

export interface OpenTimesSettings {
  minNoticeMs: number
}

export function openTimesRules(settings: OpenTimesSettings): OpenTimesRules {
  return { minNoticeMs: settings.minNoticeMs, maxAheadMs: defaultMaxAheadMs }
}

/** How long the session a package books lasts (its first session for a week or month). */
export function packageSessionMinutes(packageType: PackageType): number {
  return firstSessionMinutes(packageDurationMinutes(packageType))
}

const DAY_MS = 24 * 60 * 60_000

/** The weekly hours of these tutors, by tutor. */
export async function loadWeeklyHours(
  db: Db,
  tutorIds: readonly number[],
): Promise<Map<number, WeeklyInterval[]>> {
  const byTutor = new Map<number, WeeklyInterval[]>()
  if (tutorIds.length === 0) return byTutor
  const rows = await db
    .select({
      tutorId: tutorWeeklyHours.tutorId,
      weekday: tutorWeeklyHours.weekday,
      startMinute: tutorWeeklyHours.startMinute,
      endMinute: tutorWeeklyHours.endMinute,
    })
    .from(tutorWeeklyHours)
    .where(inArray(tutorWeeklyHours.tutorId, [...tutorIds]))
    .orderBy(asc(tutorWeeklyHours.weekday), asc(tutorWeeklyHours.startMinute))
  for (const { tutorId, ...interval } of rows) {
    byTutor.set(tutorId, [...(byTutor.get(tutorId) ?? []), interval])
  }
  return byTutor
}

/**
 * What keeps these tutors busy in [from, to): their time off and every session that holds
 * their time, of any session type (a card payment's hold only until it lapses).
 */
async function loadTutorsBusy(
  db: Db,
  tutorIds: readonly number[],
  window: { from: Date; to: Date },
  at: Date,
): Promise<Map<number, BusyRange[]>> {
  const byTutor = new Map<number, BusyRange[]>()
  if (tutorIds.length === 0) return byTutor
  const ids = [...tutorIds]
  const [timeOff, sessions] = await Promise.all([
    db
      .select({
        tutorId: tutorTimeOff.tutorId,
        startsAt: tutorTimeOff.startsAt,
        endsAt: tutorTimeOff.endsAt,
      })
      .from(tutorTimeOff)
      .where(
        and(
          inArray(tutorTimeOff.tutorId, ids),
          lt(tutorTimeOff.startsAt, window.to),
          gt(tutorTimeOff.endsAt, window.from),
        ),
      ),
    db
      .select({
        tutorId: tutoringSessions.tutorId,
        startsAt: tutoringSessions.startsAt,
        endsAt: tutoringSessions.endsAt,
      })
      .from(tutoringSessions)
      .where(
        and(
          inArray(tutoringSessions.tutorId, ids),
          eq(tutoringSessions.held, true),
          or(isNull(tutoringSessions.holdExpiresAt), gt(tutoringSessions.holdExpiresAt, at)),
          lt(tutoringSessions.startsAt, window.to),
          gt(tutoringSessions.endsAt, window.from),
        ),
      ),
  ])
  for (const { tutorId, ...range } of [...timeOff, ...sessions]) {
    if (tutorId === null) continue
    byTutor.set(tutorId, [...(byTutor.get(tutorId) ?? []), range])
  }
  return byTutor
}

/** The student's own pending and confirmed sessions in [from, to). */
async function loadStudentBusy(
  db: Db,
  userId: string,
  window: { from: Date; to: Date },
): Promise<BusyRange[]> {
  return db
    .select({ startsAt: bookings.scheduledAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, ['pending', 'confirmed']),
        lt(bookings.scheduledAt, window.to),
        gt(bookings.endsAt, window.from),
      ),
    )
}

/** The instants a range of SAST dates covers, from the first midnight to the day after the last. */
function windowOf(from: string, to: string): { from: Date; to: Date } {
  return {
    from: sastSlotToInstant(from, '00:00'),
    to: sastSlotToInstant(addSastDays(to, 1), '00:00'),
  }
}

/**
 * GET /api/tutors/{id}/slots: a tutor's open starts on SAST dates `from`..`to` for a session
 * of the package's length; for a signed-in student, not over their own sessions either.
 */
export async function tutorOpenTimes(
  db: Db,
  settings: OpenTimesSettings,
  query: { tutorId: number; from: string; to: string; packageType: PackageType; userId?: string },
): Promise<OpenTimes> {
  await findActiveTutor(db, query.tutorId)
  const weekly = (await loadWeeklyHours(db, [query.tutorId])).get(query.tutorId) ?? []
  if (weekly.length === 0) return { availability: false, slots: [] }
  const at = clockNow()
  const window = windowOf(query.from, query.to)
  const [tutorBusy, studentBusy] = await Promise.all([
    loadTutorsBusy(db, [query.tutorId], window, at),
    query.userId ? loadStudentBusy(db, query.userId, window) : Promise.resolve([]),
  ])
  const slots = openTimes({
    weekly,
    busy: [...(tutorBusy.get(query.tutorId) ?? []), ...studentBusy],
    from: query.from,
    to: query.to,
    sessionMinutes: packageSessionMinutes(query.packageType),
    now: at,
    rules: openTimesRules(settings),
  })
  return { availability: true, slots }
}

/**
 * The first open one-hour start of each tutor, as students see it (no student's own
 * sessions): one query per kind of data for all of them, never one per tutor.
 */
export async function nextOpenTimes(
  db: Db,
  settings: OpenTimesSettings,
  tutorIds: readonly number[],
): Promise<Map<number, OpenTime | null>> {
  const next = new Map<number, OpenTime | null>(tutorIds.map((id) => [id, null]))
  const weeklyByTutor = await loadWeeklyHours(db, tutorIds)
  const withHours = [...weeklyByTutor.keys()]
  if (withHours.length === 0) return next
  const at = clockNow()
  const rules = openTimesRules(settings)
  const { from, to } = horizonDates(at, rules)
  const window = { from: at, to: new Date(at.getTime() + rules.maxAheadMs + DAY_MS) }
  const busyByTutor = await loadTutorsBusy(db, withHours, window, at)
  for (const tutorId of withHours) {
    const [first] = openTimes({
      weekly: weeklyByTutor.get(tutorId) ?? [],
      busy: busyByTutor.get(tutorId) ?? [],
      from,
      to,
      sessionMinutes: 60,
      now: at,
      rules,
      limit: 1,
    })
    next.set(tutorId, first ?? null)
  }
  return next
}

/**
 * D25: whether a tutor publishes availability, and if so whether `startsAt` is one of its
 * open starts for this student and length. Called inside the booking's transaction after
 * the tutor row is locked, so the check and the insert are one decision.
 */
export async function checkOpenStart(
  db: Db,
  settings: OpenTimesSettings,
  query: { tutorId: number; userId: string; startsAt: Date; sessionMinutes: number },
): Promise<'no-availability' | 'open' | 'not-open'> {
  const weekly = (await loadWeeklyHours(db, [query.tutorId])).get(query.tutorId) ?? []
  if (weekly.length === 0) return 'no-availability'
  const at = clockNow()
  const window = {
    from: query.startsAt,
    to: new Date(query.startsAt.getTime() + query.sessionMinutes * 60_000),
  }
  // One after the other: `db` is the booking's transaction, a single connection that runs
  // one query at a time (pg refuses queries queued on a busy client from its next major).
  const tutorBusy = await loadTutorsBusy(db, [query.tutorId], window, at)
  const studentBusy = await loadStudentBusy(db, query.userId, window)
  const open = isOpenStart({
    weekly,
    busy: [...(tutorBusy.get(query.tutorId) ?? []), ...studentBusy],
    sessionMinutes: query.sessionMinutes,
    now: at,
    rules: openTimesRules(settings),
    startsAt: query.startsAt,
  })
  return open ? 'open' : 'not-open'
}
