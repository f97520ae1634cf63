import { and, asc, eq, gt } from 'drizzle-orm'
import { platformOfLink } from '#shared/meeting-platform.ts'
import type { TutorConsultation } from '#shared/schemas/consultation-appointments.ts'
import type { Db } from '../../db/client.ts'
import { consultationAppointments, freeConsultations } from '../../db/schema.ts'
import { now as clockNow } from '../../lib/clock.ts'
import { firstNameOf } from './tutor-sessions.service.ts'

/**
 * The free consultations the office gave the tutor (decision 026) that are still to come or
 * under way, soonest first: the tutor learns of them on the agenda as well as by the invite.
 */
export async function listTutorConsultations(
  db: Db,
  tutorId: number,
): Promise<TutorConsultation[]> {
  const rows = await db
    .select({
      id: consultationAppointments.id,
      reference: freeConsultations.reference,
      startsAt: consultationAppointments.startsAt,
      endsAt: consultationAppointments.endsAt,
      name: freeConsultations.name,
      topic: freeConsultations.meetingTopic,
      link: consultationAppointments.meetingLink,
    })
    .from(consultationAppointments)
    .innerJoin(freeConsultations, eq(freeConsultations.id, consultationAppointments.consultationId))
    .where(
      and(
        eq(consultationAppointments.tutorId, tutorId),
        eq(consultationAppointments.status, 'scheduled'),
        gt(consultationAppointments.endsAt, clockNow()),
      ),
    )
    .orderBy(asc(consultationAppointments.startsAt))
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    requester_first_name: firstNameOf(row.name),
    meeting_topic: row.topic,
    meeting_link: row.link,
    meeting_platform: platformOfLink(row.link),
  }))
}
