import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { minutesToTime, timeToMinutes } from '#shared/open-times.ts'
import {
  type TimeOff,
  type TimeOffInputSchema,
  tutorTimeMessages,
  type WeeklyHours,
  type WeeklyHoursInput,
} from '#shared/schemas/tutor-time.ts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { tutors, tutorTimeOff, tutorWeeklyHours } from '../../db/schema.ts'
import { now } from '../../lib/clock.ts'
import { violatedExclusionConstraint } from '../../lib/db-errors.ts'
import { Invalid, NotFound } from '../../lib/errors.ts'
import { loadWeeklyHours, nextOpenTimes, type OpenTimesSettings } from './open-times.service.ts'

// D25: the signed-in tutor's weekly hours and time off.

/** The tutor's week and the first open hour students will see. */
export async function getWeeklyHours(
  db: Db,
  settings: OpenTimesSettings,
  tutorId: number,
): Promise<WeeklyHours> {
  const weekly = (await loadWeeklyHours(db, [tutorId])).get(tutorId) ?? []
  const next = await nextOpenTimes(db, settings, [tutorId])
  return {
    weekly: weekly.map((interval) => ({
      weekday: interval.weekday,
      start: minutesToTime(interval.startMinute),
      end: minutesToTime(interval.endMinute),
    })),
    next_open: next.get(tutorId) ?? null,
  }
}

/**
 * Replaces the whole week in one transaction. The tutor row is locked first, so two saves
 * of one tutor run one after the other and the second's week is the one kept. The schema
 * already refused overlaps; the exclusion constraint is the last word.
 */
export async function replaceWeeklyHours(
  db: Db,
  settings: OpenTimesSettings,
  tutorId: number,
  input: WeeklyHoursInput,
): Promise<WeeklyHours> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${tutors} where ${tutors.id} = ${tutorId} for update`)
      await tx.delete(tutorWeeklyHours).where(eq(tutorWeeklyHours.tutorId, tutorId))
      if (input.weekly.length > 0) {
        await tx.insert(tutorWeeklyHours).values(
          input.weekly.map((interval) => ({
            tutorId,
            weekday: interval.weekday,
            startMinute: timeToMinutes(interval.start),
            endMinute: timeToMinutes(interval.end),
          })),
        )
      }
    })
  } catch (error) {
    if (violatedExclusionConstraint(error) === 'tutor_weekly_hours_no_overlap') {
      const message = 'Two of your intervals on one day overlap. Join them or move one.'
      throw new Invalid(message, { weekly: message })
    }
    throw error
  }
  return getWeeklyHours(db, settings, tutorId)
}

type TimeOffRow = typeof tutorTimeOff.$inferSelect

function timeOffForApi(row: TimeOffRow): TimeOff {
  return {
    id: row.id,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    reason: row.reason,
  }
}

/** The tutor's current and upcoming time off, soonest first. */
export async function listTimeOff(db: Db, tutorId: number): Promise<TimeOff[]> {
  const rows = await db
    .select()
    .from(tutorTimeOff)
    .where(and(eq(tutorTimeOff.tutorId, tutorId), gt(tutorTimeOff.endsAt, now())))
    .orderBy(asc(tutorTimeOff.startsAt))
  return rows.map(timeOffForApi)
}

export async function addTimeOff(
  db: Db,
  tutorId: number,
  input: z.output<typeof TimeOffInputSchema>,
): Promise<TimeOff> {
  const startsAt = new Date(input.starts_at)
  const endsAt = new Date(input.ends_at)
  if (endsAt.getTime() <= now().getTime()) {
    throw new Invalid(tutorTimeMessages.inThePast, { ends_at: tutorTimeMessages.inThePast })
  }
  const [row] = await db
    .insert(tutorTimeOff)
    .values({ tutorId, startsAt, endsAt, reason: input.reason })
    .returning()
  if (!row) throw new Error('insert into tutor_time_off returned no row')
  return timeOffForApi(row)
}

/** Removes one of the tutor's own entries; another tutor's is not found. */
export async function deleteTimeOff(db: Db, tutorId: number, id: string): Promise<void> {
  const deleted = await db
    .delete(tutorTimeOff)
    .where(and(eq(tutorTimeOff.id, id), eq(tutorTimeOff.tutorId, tutorId)))
    .returning({ id: tutorTimeOff.id })
  if (deleted.length === 0) throw new NotFound(tutorTimeMessages.timeOffNotFound)
}
