import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { consultationAppointments, freeConsultations, tutors } from '../../db/schema.ts'
import { queueDueReminderRows } from '../../lib/due-reminders.ts'
import { mailQueueingTask } from '../../lib/periodic-task.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import {
  appointmentForEmail,
  consultationReminderEmail,
  type ConsultationEmailContext,
  type ConsultationReminderKind,
} from './consultation-emails.ts'

// When each reminder is due, as SQL over a scheduled appointment's row: the rules of the
// session reminders (booking-reminders.ts). The 24-hour one is skipped for an appointment
// set less than a day ahead (its confirmation just said it all).
const due: Record<ConsultationReminderKind, { column: string; condition: string }> = {
  '24h': {
    column: 'reminder_24h_sent_at',
    condition: `starts_at <= now() + interval '24 hours'
      and starts_at > now() + interval '1 hour'
      and scheduled_at <= starts_at - interval '24 hours'`,
  },
  '1h': {
    column: 'reminder_1h_sent_at',
    condition: `starts_at <= now() + interval '1 hour' and starts_at > now()`,
  },
}

/**
 * Queues the consultation reminders that are due (decision 026, D18), each exactly once,
 * with the session reminders' mechanism: an appointment is claimed by setting its sent-at
 * column in the transaction that queues the mail, skipping rows another instance holds. A
 * moved appointment had its columns cleared, so it is reminded of its new time; a
 * cancelled one is not `scheduled`, so it gets none.
 */
export function queueDueConsultationReminders(
  db: Db,
  ctx: ConsultationEmailContext,
): Promise<number> {
  return queueDueReminderRows(
    db,
    {
      table: 'consultation_appointments',
      live: "status = 'scheduled'",
      startColumn: 'starts_at',
      due,
    },
    async (tx, id, kind) => {
      const [row] = await tx
        .select({
          appointment: consultationAppointments,
          consultation: freeConsultations,
          tutor: { name: tutors.name, email: tutors.email },
        })
        .from(consultationAppointments)
        .innerJoin(
          freeConsultations,
          eq(freeConsultations.id, consultationAppointments.consultationId),
        )
        .leftJoin(tutors, eq(tutors.id, consultationAppointments.tutorId))
        .where(eq(consultationAppointments.id, id))
      if (!row) return
      const { appointment, consultation } = row
      await enqueueEmails(tx, [
        consultationReminderEmail(
          ctx,
          appointmentForEmail(consultation, appointment, row.tutor),
          kind,
        ),
      ])
    },
  )
}

/** Runs `queueDueConsultationReminders` every interval, beside the session reminders. */
export function createConsultationReminderScheduler(options: {
  db: Db
  ctx: ConsultationEmailContext
  intervalMs: number
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void }
  onQueued: () => void
}) {
  return mailQueueingTask({
    ...options,
    queue: () => queueDueConsultationReminders(options.db, options.ctx),
    queuedMessage: 'consultation reminders queued',
    failedMessage: 'consultation reminders failed',
  })
}
