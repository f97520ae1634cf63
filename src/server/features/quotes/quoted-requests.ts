import { eq } from 'drizzle-orm'
import type { QuoteKind } from '#shared/quotes.ts'
import {
  deliveryMethods,
  labelOf,
  schoolSubjects,
  workshopTypes,
  type DeliveryMethod,
  type SchoolSubject,
  type WorkshopType,
  type SubmissionStatus,
} from '#shared/options.ts'
import { schoolBookingEstimate, workshopEstimate, type HourlyEstimate } from '#shared/pricing.ts'
import type { Db } from '../../db/client.ts'
import { quotes, schoolBookings, teacherWorkshops } from '../../db/schema.ts'

/** What a quote needs of the request it answers, whichever kind it is. */
export interface QuotedRequest {
  kind: QuoteKind
  id: string
  reference: string
  status: SubmissionStatus
  organisation: string
  contactName: string
  contactEmail: string
  /** 'A school visit': fixed words, safe in a mail to the typed address (decision 007). */
  kindLabel: string
  /** What is quoted, from option labels and numbers only. */
  description: string
  /** Today's estimate from the shared pricing module (D5), as the request's form shows it. */
  estimate: HourlyEstimate | null
}

type SchoolBookingRow = typeof schoolBookings.$inferSelect
type TeacherWorkshopRow = typeof teacherWorkshops.$inferSelect

function schoolVisit(row: SchoolBookingRow): QuotedRequest {
  const hours = row.sessionDurationHours
  return {
    kind: 'school-bookings',
    id: row.id,
    reference: row.reference,
    status: row.status,
    organisation: row.schoolName,
    contactName: row.contactPersonName,
    contactEmail: row.contactEmail,
    kindLabel: 'A school visit',
    description: `School visit: ${labelOf(schoolSubjects, row.subject as SchoolSubject)}, ${row.gradeLevel}, ${row.numberOfLearners} learners, ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    estimate: schoolBookingEstimate({
      province: row.schoolProvince,
      durationHours: hours,
      learners: row.numberOfLearners,
    }),
  }
}

function workshop(row: TeacherWorkshopRow): QuotedRequest {
  const hours = row.sessionDurationHours
  return {
    kind: 'teacher-workshops',
    id: row.id,
    reference: row.reference,
    status: row.status,
    organisation: row.institutionName,
    contactName: row.contactPersonName,
    contactEmail: row.contactEmail,
    kindLabel: 'A teachers’ workshop',
    description: `Teachers’ workshop: ${labelOf(workshopTypes, row.workshopType as WorkshopType)}, ${labelOf(deliveryMethods, row.deliveryMethod as DeliveryMethod)}, ${row.numberOfTeachers} teachers, ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    estimate: workshopEstimate({
      deliveryMethod: row.deliveryMethod,
      province: row.institutionProvince,
      durationHours: hours,
      teachers: row.numberOfTeachers,
    }),
  }
}

/** The request a quote answers, locked for the caller's transaction when asked. */
export async function findQuotedRequest(
  db: Db,
  kind: QuoteKind,
  id: string,
  forUpdate = false,
): Promise<QuotedRequest | null> {
  if (kind === 'school-bookings') {
    const query = db.select().from(schoolBookings).where(eq(schoolBookings.id, id))
    const [row] = await (forUpdate ? query.for('update') : query)
    return row ? schoolVisit(row) : null
  }
  const query = db.select().from(teacherWorkshops).where(eq(teacherWorkshops.id, id))
  const [row] = await (forUpdate ? query.for('update') : query)
  return row ? workshop(row) : null
}

/** The request's column in `quotes`, and its table, by kind. */
export const requestColumn = (kind: QuoteKind) =>
  kind === 'school-bookings' ? quotes.schoolBookingId : quotes.teacherWorkshopId
export const requestTable = (kind: QuoteKind) =>
  kind === 'school-bookings' ? schoolBookings : teacherWorkshops

export type QuoteRow = typeof quotes.$inferSelect

/** The kind and id of the request a quote row answers. */
export function requestOf(row: QuoteRow): { kind: QuoteKind; id: string } {
  return row.schoolBookingId
    ? { kind: 'school-bookings', id: row.schoolBookingId }
    : { kind: 'teacher-workshops', id: row.teacherWorkshopId! }
}
