import { eq, sql } from 'drizzle-orm'
import { tutorProfileMessages as m } from '#shared/tutor-account-messages.ts'
import { adminTutorMessages } from '#shared/admin.ts'
import type { TutorProfile, TutorProfileValues } from '#shared/schemas/tutor-accounts.ts'
import type { FileStorage } from '../../adapters/storage/file-storage.ts'
import { recordAudit } from '../../audit/record-audit.ts'
import type { Db } from '../../db/client.ts'
import { tutors } from '../../db/schema.ts'
import { Invalid, NotFound } from '../../lib/errors.ts'
import type { MultipartForm } from '../../uploads/multipart-form.ts'
import { discardStagedFile, keepStagedFile } from '../../uploads/staged-upload.ts'
import { removeNow, scheduleRemoval } from '../../uploads/storage-cleanup.ts'
import { photoUrl } from '../admin/tutors/admin-tutors.service.ts'
import type { FastifyBaseLogger } from 'fastify'

type TutorRow = typeof tutors.$inferSelect
/** The signed-in tutor's account, who the audit log names. */
export interface TutorActor {
  id: string
  email: string
  tutorId: number
}

export function profileOf(row: TutorRow): TutorProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    bio: row.bio,
    expertise_list: row.expertise,
    qualifications_list: row.qualifications,
    years_experience: row.yearsExperience,
    hourly_rate_cents: row.hourlyRateCents,
    is_active: row.isActive,
    profile_image_url: row.profileImageUrl,
  }
}

export async function getProfile(db: Db, tutorId: number): Promise<TutorProfile> {
  const [row] = await db.select().from(tutors).where(eq(tutors.id, tutorId))
  if (!row) throw new NotFound(adminTutorMessages.notFound)
  return profileOf(row)
}

const edited = (row: TutorRow) => ({
  bio: row.bio,
  expertise: row.expertise,
  qualifications: row.qualifications,
  years_experience: row.yearsExperience,
})

/** The tutor's own bio, expertise, qualifications and experience; the office's fields stay. */
export async function updateProfile(
  db: Db,
  actor: TutorActor,
  values: TutorProfileValues,
): Promise<TutorProfile> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(tutors)
      .where(eq(tutors.id, actor.tutorId))
      .for('update')
    if (!current) throw new NotFound(adminTutorMessages.notFound)
    const [updated] = await tx
      .update(tutors)
      .set({
        bio: values.bio,
        expertise: values.expertise,
        qualifications: values.qualifications,
        yearsExperience: values.years_experience,
        updatedAt: sql`now()`,
      })
      .where(eq(tutors.id, actor.tutorId))
      .returning()
    await recordAudit(tx, {
      actor,
      action: 'tutor.profile_update',
      subjectType: 'tutors',
      subjectId: String(actor.tutorId),
      before: edited(current),
      after: edited(updated!),
    })
    return profileOf(updated!)
  })
}

/**
 * A new photo of the tutor, checked and stored as the back office's are (D19, D20); the old
 * photo's file is removed once the change has committed.
 */
export async function replacePhoto(
  ctx: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  actor: TutorActor,
  form: MultipartForm,
): Promise<TutorProfile> {
  const file = form.file
  if (!file) throw new Invalid(m.photoRequired, { photo: m.photoRequired })
  let oldPhotoKey: string | undefined
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(tutors)
        .where(eq(tutors.id, actor.tutorId))
        .for('update')
      if (!current) throw new NotFound(adminTutorMessages.notFound)
      const [updated] = await tx
        .update(tutors)
        .set({
          photoKey: file.storageKey,
          photoContentType: file.contentType,
          profileImageUrl: photoUrl(actor.tutorId, file.storageKey),
          updatedAt: sql`now()`,
        })
        .where(eq(tutors.id, actor.tutorId))
        .returning()
      await keepStagedFile(tx, file.storageKey)
      if (current.photoKey) {
        oldPhotoKey = current.photoKey
        await scheduleRemoval(tx, current.photoKey)
      }
      await recordAudit(tx, {
        actor,
        action: 'tutor.profile_photo',
        subjectType: 'tutors',
        subjectId: String(actor.tutorId),
        before: { photo: current.photoKey ? 'uploaded' : current.profileImageUrl },
        after: { photo: 'uploaded' },
      })
      return updated!
    })
    if (oldPhotoKey) await removeNow(ctx, oldPhotoKey)
    return profileOf(row)
  } catch (error) {
    await discardStagedFile(ctx, file.storageKey)
    throw error
  }
}
