import { asc, desc, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { adminTutorMessages as m } from '#shared/admin.ts'
import { formatZar, randToCents } from '#shared/money.ts'
import { labelOf, qualificationStatuses } from '#shared/options.ts'
import {
  AdminTutorFieldsSchema,
  type AdminTutor,
  type AdminTutorValues,
  type TutorAccount,
} from '#shared/schemas/admin-tutors.ts'
import type { FileStorage } from '../../../adapters/storage/file-storage.ts'
import { recordAudit, type AuditEntryInput } from '../../../audit/record-audit.ts'
import type { Db } from '../../../db/client.ts'
import { tutorApplications, tutors } from '../../../db/schema.ts'
import { Conflict, Invalid, NotFound } from '../../../lib/errors.ts'
import type { MultipartForm } from '../../../uploads/multipart-form.ts'
import {
  discardStagedFile,
  keepStagedFile,
  type StagedFile,
} from '../../../uploads/staged-upload.ts'
import { removeNow, scheduleRemoval } from '../../../uploads/storage-cleanup.ts'
import { tutorForApi } from '../../tutors/tutors.service.ts'
import { accountOf, accountsOf } from '../../tutor-accounts/invitations.service.ts'
import { csvTime, toCsv } from '../csv.ts'

export const TUTOR_PHOTO_PREFIX = 'tutor-photos'

export interface AdminTutorsContext {
  db: Db
  storage: FileStorage
  log: FastifyBaseLogger
}
type Actor = AuditEntryInput['actor']
type TutorRow = typeof tutors.$inferSelect

/** The photo route, with the key's tail so a new photo is a new address for caches. */
export const photoUrl = (id: number, storageKey: string) =>
  `/api/tutors/${id}/photo?v=${storageKey.slice(-8)}`

/** `account`: whether the tutor signs in (D25); a tutor just added has none. */
export function adminTutorOf(
  row: TutorRow,
  account: TutorAccount = { status: 'none' },
): AdminTutor {
  return {
    ...tutorForApi(row),
    email: row.email,
    account,
    is_active: row.isActive,
    is_demo: row.isDemo,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** Every tutor, active first, then by name. */
export async function listAllTutors(db: Db): Promise<AdminTutor[]> {
  const rows = await db.select().from(tutors).orderBy(desc(tutors.isActive), asc(tutors.name))
  const accounts = await accountsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => adminTutorOf(row, accounts.get(row.id)))
}

/** Every tutor as CSV (formulas neutralised). */
export async function exportTutors(db: Db): Promise<string> {
  const all = await listAllTutors(db)
  return toCsv([
    [
      'Name',
      'Email',
      'Active',
      'Demo',
      'Expertise',
      'Qualifications',
      'Years of experience',
      'Hourly rate',
      'Added (SAST)',
    ],
    ...all.map((tutor) => [
      tutor.name,
      tutor.email,
      tutor.is_active ? 'Yes' : 'No',
      tutor.is_demo ? 'Yes' : 'No',
      tutor.expertise_list.join('; '),
      tutor.qualifications_list.join('; '),
      String(tutor.years_experience),
      formatZar(tutor.hourly_rate_cents),
      csvTime(new Date(tutor.created_at)),
    ]),
  ])
}

function columnsOf(values: AdminTutorValues) {
  return {
    name: values.name,
    email: values.email,
    bio: values.bio,
    expertise: values.expertise,
    qualifications: values.qualifications,
    yearsExperience: values.years_experience,
    hourlyRateCents: randToCents(values.hourly_rate),
    isActive: values.is_active,
  }
}

async function parseForm(ctx: AdminTutorsContext, form: MultipartForm) {
  const parsed = AdminTutorFieldsSchema.safeParse(form.fields)
  if (parsed.success) return parsed.data
  if (form.file) await discardStagedFile(ctx, form.file.storageKey)
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    fields[key] ??= issue.message
  }
  throw new Invalid(Object.values(fields)[0] ?? m.saveFailed, fields)
}

const photoColumns = (file: StagedFile) => ({
  photoKey: file.storageKey,
  photoContentType: file.contentType,
})

/** Adds a tutor (with an optional photo), recorded in the audit log. */
export async function createTutorFromForm(
  ctx: AdminTutorsContext,
  actor: Actor,
  form: MultipartForm,
): Promise<AdminTutor> {
  const values = await parseForm(ctx, form)
  const file = form.file
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(tutors)
        .values({ ...columnsOf(values), ...(file ? photoColumns(file) : {}) })
        .returning()
      let row = inserted!
      if (file) {
        await keepStagedFile(tx, file.storageKey)
        const [withPhoto] = await tx
          .update(tutors)
          .set({ profileImageUrl: photoUrl(row.id, file.storageKey) })
          .where(eq(tutors.id, row.id))
          .returning()
        row = withPhoto!
      }
      await recordAudit(tx, {
        actor,
        action: 'tutor.create',
        subjectType: 'tutors',
        subjectId: String(row.id),
        after: auditedFields(row),
      })
      return row
    })
    return adminTutorOf(row)
  } catch (error) {
    if (file) await discardStagedFile(ctx, file.storageKey)
    throw error
  }
}

function auditedFields(row: TutorRow) {
  return {
    name: row.name,
    email: row.email,
    bio: row.bio,
    expertise: row.expertise,
    qualifications: row.qualifications,
    years_experience: row.yearsExperience,
    hourly_rate_cents: row.hourlyRateCents,
    is_active: row.isActive,
    photo: row.photoKey ? 'uploaded' : row.profileImageUrl,
  }
}

/**
 * Replaces a tutor's fields. A new photo replaces the old one; `remove_photo` drops it.
 * The old photo's file is removed once the change has committed. Deactivating (is_active
 * false) takes the tutor off /tutors and the booking page; their bookings stay.
 */
export async function updateTutorFromForm(
  ctx: AdminTutorsContext,
  actor: Actor,
  id: number,
  form: MultipartForm,
): Promise<AdminTutor> {
  const values = await parseForm(ctx, form)
  const file = form.file
  let oldPhotoKey: string | undefined
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(tutors).where(eq(tutors.id, id)).for('update')
      if (!current) throw new NotFound(m.notFound)
      const dropPhoto = Boolean(file || values.remove_photo)
      const [updated] = await tx
        .update(tutors)
        .set({
          ...columnsOf(values),
          ...(file
            ? { ...photoColumns(file), profileImageUrl: photoUrl(id, file.storageKey) }
            : values.remove_photo
              ? { photoKey: null, photoContentType: null, profileImageUrl: null }
              : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(tutors.id, id))
        .returning()
      if (file) await keepStagedFile(tx, file.storageKey)
      if (dropPhoto && current.photoKey) {
        oldPhotoKey = current.photoKey
        await scheduleRemoval(tx, current.photoKey)
      }
      await recordAudit(tx, {
        actor,
        action: 'tutor.update',
        subjectType: 'tutors',
        subjectId: String(id),
        before: auditedFields(current),
        after: auditedFields(updated!),
      })
      return updated!
    })
    if (oldPhotoKey) await removeNow(ctx, oldPhotoKey)
    return adminTutorOf(row, await accountOf(ctx.db, id))
  } catch (error) {
    if (file) await discardStagedFile(ctx, file.storageKey)
    throw error
  }
}

/**
 * Turns a tutor application into an active tutor in one step: the applicant's details,
 * subjects and qualification become the tutor's; the application is marked done with a
 * note naming the new tutor. An application becomes a tutor only once.
 */
export async function promoteApplication(
  db: Db,
  actor: Actor,
  applicationId: string,
  hourlyRate: number | undefined,
): Promise<AdminTutor> {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(tutorApplications)
      .where(eq(tutorApplications.id, applicationId))
      .for('update')
    if (!application) throw new NotFound(m.applicationNotFound)
    if (application.promotedTutorId) throw new Conflict(m.applicationTaken)
    const hourlyRateCents =
      hourlyRate !== undefined ? randToCents(hourlyRate) : application.hourlyRateCents
    if (!hourlyRateCents) {
      throw new Invalid(m.hourlyRateNeeded, { hourly_rate: m.hourlyRateNeeded })
    }
    const qualification = `${labelOf(qualificationStatuses, application.qualification as never)}: ${application.qualificationDetails}`
    const [tutor] = await tx
      .insert(tutors)
      .values({
        name: application.name,
        email: application.email,
        bio: application.bio ?? '',
        expertise: application.subjects,
        qualifications: [qualification],
        yearsExperience: application.experienceYears,
        hourlyRateCents,
        isActive: true,
      })
      .returning()
    const note = [application.adminNote, `Became tutor #${tutor!.id}.`].filter(Boolean).join('\n')
    await tx
      .update(tutorApplications)
      .set({ status: 'done', promotedTutorId: tutor!.id, adminNote: note, updatedAt: sql`now()` })
      .where(eq(tutorApplications.id, applicationId))
    await recordAudit(tx, {
      actor,
      action: 'tutor_application.promote',
      subjectType: 'tutor-applications',
      subjectId: applicationId,
      before: { status: application.status },
      after: { status: 'done', tutor_id: tutor!.id },
    })
    return adminTutorOf(tutor!)
  })
}
