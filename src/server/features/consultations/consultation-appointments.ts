import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { adminMessages } from '#shared/admin.ts'
import {
  CONSULTATION_MINUTES,
  consultationScheduleMessages as m,
  type ConsultationFacts,
} from '#shared/schemas/consultation-appointments.ts'
import { instantToSastSlot } from '#shared/sast.ts'
import type { Db } from '../../db/client.ts'
import {
  consultationAppointments,
  freeConsultations,
  tutorTimeOff,
  tutoringSessions,
  tutors,
} from '../../db/schema.ts'
import { createJitsiMeetingLink } from '../../adapters/meetings/jitsi.ts'
import {
  meetingLinkOrRoom,
  type MeetingLinkProvider,
} from '../../adapters/meetings/meeting-links.ts'
import { recordAudit } from '../../audit/record-audit.ts'
import { violatedExclusionConstraint } from '../../lib/db-errors.ts'
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts'
import { enqueueEmails, type QueuedEmail } from '../../outbox/outbox.ts'
import type { CurrentUser } from '../accounts/sessions.service.ts'
import { openSession, TUTOR_OVERLAP } from '../bookings/tutoring-sessions.ts'
import {
  appointmentForEmail,
  consultationCancelledEmail,
  consultationForTutorEmail,
  consultationScheduledEmail,
  type ConsultationEmailContext,
} from './consultation-emails.ts'

// Decision 026: a free consultation given a time by the office. Its tutor's time is a
// tutoring session of its own (decision 011), so the database's overlap rule refuses a
// consultation that overlaps a held session or another consultation of the same tutor.

export interface ConsultationsContext extends ConsultationEmailContext {
  db: Db
  /** Creates the meeting link when none is given (D18); Jitsi when absent. */
  meetings?: MeetingLinkProvider
  log?: Pick<FastifyBaseLogger, 'warn'>
}

type ConsultationRow = typeof freeConsultations.$inferSelect
type AppointmentRow = typeof consultationAppointments.$inferSelect
type Tutor = { id: number; name: string; email: string }

const SUBJECT_TYPE = 'consultations'

export const consultationEndsAt = (startsAt: Date) =>
  new Date(startsAt.getTime() + CONSULTATION_MINUTES * 60_000)

async function lockConsultation(tx: Db, id: string): Promise<ConsultationRow> {
  const [row] = await tx
    .select()
    .from(freeConsultations)
    .where(eq(freeConsultations.id, id))
    .for('update')
  if (!row) throw new NotFound(adminMessages.submissionNotFound)
  return row
}

async function appointmentOf(tx: Db, consultationId: string): Promise<AppointmentRow | null> {
  const [row] = await tx
    .select()
    .from(consultationAppointments)
    .where(eq(consultationAppointments.consultationId, consultationId))
  return row ?? null
}

async function tutorById(db: Db, id: number | null): Promise<Tutor | null> {
  if (id === null) return null
  const [row] = await db
    .select({ id: tutors.id, name: tutors.name, email: tutors.email })
    .from(tutors)
    .where(eq(tutors.id, id))
  return row ?? null
}

async function onTimeOff(db: Db, tutorId: number, startsAt: Date, endsAt: Date) {
  const [away] = await db
    .select({ id: tutorTimeOff.id })
    .from(tutorTimeOff)
    .where(
      and(
        eq(tutorTimeOff.tutorId, tutorId),
        lt(tutorTimeOff.startsAt, endsAt),
        gt(tutorTimeOff.endsAt, startsAt),
      ),
    )
    .limit(1)
  return Boolean(away)
}

/** A tutor the office may name: one that exists and is active; otherwise 400. */
async function activeTutor(db: Db, id: number): Promise<Tutor> {
  const [row] = await db
    .select({ id: tutors.id, name: tutors.name, email: tutors.email })
    .from(tutors)
    .where(and(eq(tutors.id, id), eq(tutors.isActive, true)))
  if (!row) throw new Invalid(m.tutorInvalid, { tutor_id: m.tutorInvalid })
  return row
}

const auditView = (appointment: AppointmentRow | null) =>
  appointment
    ? {
        status: appointment.status,
        starts_at: appointment.startsAt.toISOString(),
        tutor_id: appointment.tutorId,
        meeting_link: appointment.meetingLink,
      }
    : null

export interface ScheduleInput {
  startsAt: Date
  tutorId: number | null
  meetingLink?: string
}

/**
 * D18: the link the appointment will have when the office gives none and it has none yet
 * (neither its own nor the requester's): made before the transaction, so no row stays
 * locked while Google answers.
 */
async function linkToCreate(
  ctx: ConsultationsContext,
  id: string,
  input: ScheduleInput,
): Promise<string | undefined> {
  if (input.meetingLink) return undefined
  const [found] = await ctx.db
    .select({ consultation: freeConsultations, link: consultationAppointments.meetingLink })
    .from(freeConsultations)
    .leftJoin(
      consultationAppointments,
      eq(consultationAppointments.consultationId, freeConsultations.id),
    )
    .where(eq(freeConsultations.id, id))
  if (!found || found.link || found.consultation.googleMeetLink) return undefined
  return meetingLinkOrRoom(
    ctx.meetings,
    {
      requestId: `consultation-${id}`,
      summary: `Free consultation – ${ctx.businessName}`,
      description: 'A free 30-minute consultation',
      start: input.startsAt,
      end: consultationEndsAt(input.startsAt),
      attendeeEmail: found.consultation.email,
    },
    ctx.log,
  )
}

/**
 * Schedules a free consultation, or moves the time, tutor or link it has. The requester is
 * mailed the invite (the same UID, a higher SEQUENCE after the first); a named tutor too,
 * and a tutor taken off it the cancel. A `new` request moves on to `in_progress`. The
 * database refuses a time the tutor already holds (409), and then nothing changes.
 */
export async function scheduleConsultation(
  ctx: ConsultationsContext,
  actor: CurrentUser,
  id: string,
  input: ScheduleInput,
): Promise<void> {
  const createdLink = await linkToCreate(ctx, id, input)
  try {
    await ctx.db.transaction(async (tx) => {
      const consultation = await lockConsultation(tx, id)
      const tutor = input.tutorId === null ? null : await activeTutor(tx, input.tutorId)
      const before = await appointmentOf(tx, id)
      const startsAt = input.startsAt
      const endsAt = consultationEndsAt(startsAt)
      const meetingLink =
        input.meetingLink ??
        before?.meetingLink ??
        consultation.googleMeetLink ??
        createdLink ??
        createJitsiMeetingLink()
      const fresh = !before || before.status === 'cancelled'
      const moved = !before || before.startsAt.getTime() !== startsAt.getTime()
      if (
        !fresh &&
        !moved &&
        before.tutorId === (tutor?.id ?? null) &&
        before.meetingLink === meetingLink
      ) {
        throw new Invalid(m.nothingChanged)
      }
      // As for a booking, the tutor's time off is not theirs to give (their sessions' overlap
      // is the database's to refuse, below). Asked when the time or the tutor changes: a new
      // link for a time already given is not a new claim on the tutor's time.
      const newClaim = fresh || moved || before.tutorId !== (tutor?.id ?? null)
      if (tutor && newClaim && (await onTimeOff(tx, tutor.id, startsAt, endsAt))) {
        throw new Conflict(m.tutorAway)
      }
      const time = {
        tutorId: tutor?.id ?? null,
        startsAt,
        endsAt,
        meetingLink,
        status: 'scheduled' as const,
        cancelledAt: null,
        cancelReason: null,
        // A new time is reminded of afresh; a new tutor or link alone keeps what was sent.
        ...(fresh || moved
          ? { scheduledAt: sql`now()`, reminder24hSentAt: null, reminder1hSentAt: null }
          : {}),
        updatedAt: sql`now()`,
      }
      let after: AppointmentRow | undefined
      if (!before) {
        const sessionId = await openSession(tx, {
          tutorId: tutor?.id ?? null,
          sessionType: 'one_to_one',
          startsAt,
          endsAt,
        })
        ;[after] = await tx
          .insert(consultationAppointments)
          .values({ ...time, consultationId: id, sessionId, inviteSequence: 0 })
          .returning()
      } else {
        await tx
          .update(tutoringSessions)
          .set({
            tutorId: tutor?.id ?? null,
            startsAt,
            endsAt,
            held: true,
            overlapExempt: false,
            updatedAt: sql`now()`,
          })
          .where(eq(tutoringSessions.id, before.sessionId))
        ;[after] = await tx
          .update(consultationAppointments)
          .set({ ...time, inviteSequence: before.inviteSequence + 1 })
          .where(eq(consultationAppointments.id, before.id))
          .returning()
      }
      if (!after) throw new Error('consultation_appointments returned no row')
      if (consultation.status === 'new') {
        await tx
          .update(freeConsultations)
          .set({ status: 'in_progress', updatedAt: sql`now()` })
          .where(eq(freeConsultations.id, id))
      }
      const previousTutor =
        before && before.status === 'scheduled' ? await tutorById(tx, before.tutorId) : null
      await enqueueEmails(
        tx,
        scheduleEmails(ctx, consultation, after, tutor, {
          fresh,
          moved,
          previousTutor,
          previous: before,
        }),
      )
      await recordAudit(tx, {
        actor,
        action: fresh ? 'consultation.schedule' : 'consultation.move',
        subjectType: SUBJECT_TYPE,
        subjectId: id,
        before: { status: consultation.status, appointment: auditView(before) },
        after: {
          status: consultation.status === 'new' ? 'in_progress' : consultation.status,
          appointment: auditView(after),
        },
      })
    })
  } catch (error) {
    if (violatedExclusionConstraint(error) === TUTOR_OVERLAP) throw new Conflict(m.tutorBusy)
    throw error
  }
}

/** Who hears of a schedule or a move: the requester, the tutor on it, a tutor taken off it. */
function scheduleEmails(
  ctx: ConsultationsContext,
  consultation: ConsultationRow,
  after: AppointmentRow,
  tutor: Tutor | null,
  change: {
    fresh: boolean
    moved: boolean
    previousTutor: Tutor | null
    previous: AppointmentRow | null
  },
): QueuedEmail[] {
  const appointment = appointmentForEmail(consultation, after, tutor)
  const emails = [
    consultationScheduledEmail(
      ctx,
      appointment,
      change.fresh ? 'scheduled' : change.moved ? 'moved' : 'updated',
    ),
  ]
  const { previousTutor, previous } = change
  if (previousTutor && previous && previousTutor.id !== tutor?.id) {
    // The tutor taken off it: the entry they had (its old time) leaves their calendar.
    emails.push(
      consultationForTutorEmail(
        ctx,
        {
          ...appointmentForEmail(consultation, previous, previousTutor),
          inviteSequence: after.inviteSequence,
        },
        previousTutor,
        'cancelled',
      ),
    )
  }
  if (tutor) {
    const stays = !change.fresh && previousTutor?.id === tutor.id
    emails.push(consultationForTutorEmail(ctx, appointment, tutor, stays ? 'moved' : 'scheduled'))
  }
  return emails
}

/**
 * Cancels a scheduled consultation: the tutor's time is free again, the requester and the
 * tutor get the cancel (METHOD:CANCEL, same UID, higher SEQUENCE). 409 when it has none.
 */
export async function cancelConsultationAppointment(
  ctx: ConsultationsContext,
  actor: CurrentUser,
  id: string,
  reason: string | undefined,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const consultation = await lockConsultation(tx, id)
    const before = await appointmentOf(tx, id)
    if (!before || before.status !== 'scheduled') throw new Conflict(m.notScheduled)
    await tx
      .update(tutoringSessions)
      .set({ held: false, updatedAt: sql`now()` })
      .where(eq(tutoringSessions.id, before.sessionId))
    const [after] = await tx
      .update(consultationAppointments)
      .set({
        status: 'cancelled',
        cancelledAt: sql`now()`,
        cancelReason: reason ?? null,
        inviteSequence: before.inviteSequence + 1,
        updatedAt: sql`now()`,
      })
      .where(eq(consultationAppointments.id, before.id))
      .returning()
    const tutor = await tutorById(tx, before.tutorId)
    const appointment = appointmentForEmail(consultation, after!, tutor)
    await enqueueEmails(tx, [
      consultationCancelledEmail(ctx, appointment, reason),
      ...(tutor ? [consultationForTutorEmail(ctx, appointment, tutor, 'cancelled')] : []),
    ])
    await recordAudit(tx, {
      actor,
      action: 'consultation.cancel',
      subjectType: SUBJECT_TYPE,
      subjectId: id,
      before: { appointment: auditView(before) },
      after: { appointment: auditView(after!), reason: reason ?? null },
    })
  })
}

/** What a consultation's detail adds (decision 026): the tutor asked for, the appointment. */
export async function consultationFacts(
  db: Db,
  consultation: { id: string; tutorId: number | null; preferredStartAt: Date },
): Promise<ConsultationFacts> {
  // One after the other: the detail may be read inside a transaction (one connection).
  const requested = await tutorById(db, consultation.tutorId)
  const appointment = await appointmentOf(db, consultation.id)
  const tutor = appointment ? await tutorById(db, appointment.tutorId) : null
  const ref = (t: Tutor | null) => (t ? { id: t.id, name: t.name } : null)
  const preferred = instantToSastSlot(consultation.preferredStartAt)
  return {
    preferred_date: preferred.date,
    preferred_time: preferred.time,
    requested_tutor: ref(requested),
    appointment: appointment
      ? {
          status: appointment.status,
          ...instantToSastSlot(appointment.startsAt),
          starts_at: appointment.startsAt.toISOString(),
          ends_at: appointment.endsAt.toISOString(),
          tutor: ref(tutor),
          meeting_link: appointment.meetingLink,
          cancelled_at: appointment.cancelledAt?.toISOString() ?? null,
          cancel_reason: appointment.cancelReason,
        }
      : null,
  }
}
