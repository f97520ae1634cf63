import { and, asc, eq, gt, lt, sql } from 'drizzle-orm'
import { centsToRand } from '#shared/money.ts'
import { tutoringTimeSlots } from '#shared/options.ts'
import { sastSlotToInstant } from '#shared/sast.ts'
import type {
  MathematicsModule,
  PublicTutor,
  Tutor,
  TutorAvailability,
} from '#shared/schemas/tutors.ts'
import type { Db } from '../../db/client.ts'
import { mathematicsModules, tutoringSessions, tutors } from '../../db/schema.ts'
import { NotFound } from '../../lib/errors.ts'
import type { FileStorage } from '../../adapters/storage/file-storage.ts'
import { nextOpenTimes, type OpenTimesSettings } from '../tutor-time/open-times.service.ts'
import { ratingOf, visibleRatings, type TutorRating } from '../reviews/tutor-ratings.ts'

export const tutorNotFoundMessage = 'Tutor not found'

type TutorRow = typeof tutors.$inferSelect

export function tutorForApi(row: TutorRow): Tutor {
  return {
    id: row.id,
    name: row.name,
    bio: row.bio,
    expertise: row.expertise.join(', '),
    expertise_list: row.expertise,
    qualifications: row.qualifications.join(', '),
    qualifications_list: row.qualifications,
    years_experience: row.yearsExperience,
    hourly_rate: centsToRand(row.hourlyRateCents),
    hourly_rate_cents: row.hourlyRateCents,
    profile_image_url: row.profileImageUrl,
  }
}

/** A tutor with their rating over visible reviews (D28). */
export type RatedTutor = Tutor & TutorRating

/** Tutors with their visible reviews' rating: one query, the ratings a joined aggregate. */
function ratedTutors(db: Db) {
  const ratings = visibleRatings(db)
  return db
    .select({ tutor: tutors, ratingAverage: ratings.average, ratingCount: ratings.count })
    .from(tutors)
    .leftJoin(ratings, eq(ratings.tutorId, tutors.id))
}

const ratedTutorForApi = (row: {
  tutor: TutorRow
  ratingAverage: string | number | null
  ratingCount: number | null
}): RatedTutor => ({
  ...tutorForApi(row.tutor),
  ...ratingOf(row.ratingAverage, row.ratingCount),
})

/** Active tutors, most experienced first (then by name, so the order is stable). */
export async function listActiveTutors(db: Db): Promise<RatedTutor[]> {
  const rows = await ratedTutors(db)
    .where(eq(tutors.isActive, true))
    .orderBy(sql`${tutors.yearsExperience} desc`, asc(tutors.name))
  return rows.map(ratedTutorForApi)
}

/** Tutors as the public pages show them, each with their next open time (D25). */
export async function withNextOpen(
  db: Db,
  settings: OpenTimesSettings,
  list: RatedTutor[],
): Promise<PublicTutor[]> {
  const next = await nextOpenTimes(
    db,
    settings,
    list.map((tutor) => tutor.id),
  )
  return list.map((tutor) => ({ ...tutor, next_open_at: next.get(tutor.id)?.starts_at ?? null }))
}

/** An active tutor's row; an unknown or inactive tutor is not found. */
export async function findActiveTutor(db: Db, id: number): Promise<TutorRow> {
  const [row] = await db
    .select()
    .from(tutors)
    .where(and(eq(tutors.id, id), eq(tutors.isActive, true)))
  if (!row) throw new NotFound(tutorNotFoundMessage)
  return row
}

/** An active tutor with their rating (D28); an unknown or inactive tutor is not found. */
export async function getActiveTutor(db: Db, id: number): Promise<RatedTutor> {
  const [row] = await ratedTutors(db).where(and(eq(tutors.id, id), eq(tutors.isActive, true)))
  if (!row) throw new NotFound(tutorNotFoundMessage)
  return ratedTutorForApi(row)
}

export async function listMathematicsModules(db: Db): Promise<MathematicsModule[]> {
  const rows = await db
    .select({
      id: mathematicsModules.id,
      name: mathematicsModules.name,
      group: mathematicsModules.groupName,
    })
    .from(mathematicsModules)
    .where(eq(mathematicsModules.isActive, true))
    .orderBy(asc(mathematicsModules.sortOrder))
  return rows
}

const HOUR_MS = 60 * 60 * 1000

/**
 * The booking page's hourly slots of a SAST day at which the tutor is already in a session
 * (D25): a slot is taken when the hour from it overlaps a session that holds the tutor's
 * time, whatever its session type. Only the times are answered: who booked them is nobody
 * else's business.
 */
export async function tutorAvailability(
  db: Db,
  tutorId: number,
  date: string,
): Promise<TutorAvailability> {
  await findActiveTutor(db, tutorId)
  const dayStart = sastSlotToInstant(date, '00:00')
  const dayEnd = new Date(dayStart.getTime() + 24 * HOUR_MS)
  const held = await db
    .select({ startsAt: tutoringSessions.startsAt, endsAt: tutoringSessions.endsAt })
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.tutorId, tutorId),
        eq(tutoringSessions.held, true),
        lt(tutoringSessions.startsAt, dayEnd),
        gt(tutoringSessions.endsAt, dayStart),
      ),
    )
  const taken = tutoringTimeSlots.filter((slot) => {
    const from = sastSlotToInstant(date, slot).getTime()
    return held.some(
      (session) => session.startsAt.getTime() < from + HOUR_MS && session.endsAt.getTime() > from,
    )
  })
  return { date, taken }
}

/** The stored photo of a tutor, to stream; null when the tutor has none of their own. */
export async function openTutorPhoto(ctx: { db: Db; storage: FileStorage }, id: number) {
  const [row] = await ctx.db
    .select({ photoKey: tutors.photoKey, contentType: tutors.photoContentType })
    .from(tutors)
    .where(eq(tutors.id, id))
  if (!row?.photoKey) return null
  const object = await ctx.storage.read(row.photoKey)
  return object ? { object, contentType: row.contentType ?? 'application/octet-stream' } : null
}
