import type { ContactMessage, ContactMessageValues } from '#shared/schemas/contact-message.ts'
import { and, eq } from 'drizzle-orm'
import {
  consultationFieldMessages,
  type FreeConsultation,
  type FreeConsultationValues,
} from '#shared/schemas/free-consultation.ts'
import { sastSlotToInstant } from '#shared/sast.ts'
import type { Db } from '../../db/client.ts'
import { contactMessages, freeConsultations, tutors } from '../../db/schema.ts'
import { Invalid } from '../../lib/errors.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import { consultationEmails, contactEmails, type EnquiryEmailContext } from './enquiry-emails.ts'

export interface EnquiriesContext extends EnquiryEmailContext {
  db: Db
}

/** The tutor a "Free Call" named (issue 27): one the site lists, i.e. active; else 400. */
async function listedTutor(db: Db, id: number) {
  const [tutor] = await db
    .select({ id: tutors.id, name: tutors.name })
    .from(tutors)
    .where(and(eq(tutors.id, id), eq(tutors.isActive, true)))
  if (!tutor) {
    throw new Invalid(consultationFieldMessages.tutorUnknown, {
      tutor_id: consultationFieldMessages.tutorUnknown,
    })
  }
  return tutor
}

/**
 * Stores a free consultation request with its two emails (D2) in one transaction: the
 * request is acknowledged only once it and its emails are stored.
 */
export async function requestFreeConsultation(
  ctx: EnquiriesContext,
  input: FreeConsultationValues,
): Promise<FreeConsultation> {
  const row = await ctx.db.transaction(async (tx) => {
    const tutor = input.tutor_id === null ? null : await listedTutor(tx, input.tutor_id)
    const [created] = await tx
      .insert(freeConsultations)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        preferredDate: input.preferred_date,
        preferredTime: input.preferred_time,
        preferredStartAt: sastSlotToInstant(input.preferred_date, input.preferred_time),
        meetingTopic: input.meeting_topic,
        googleMeetLink: input.google_meet_link ?? null,
        tutorId: tutor?.id ?? null,
      })
      .returning()
    if (!created) throw new Error('insert into free_consultations returned no row')
    await enqueueEmails(tx, consultationEmails(ctx, { ...created, tutorName: tutor?.name ?? null }))
    return created
  })
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    preferred_date: row.preferredDate,
    preferred_time: row.preferredTime,
    meeting_topic: row.meetingTopic,
    google_meet_link: row.googleMeetLink,
    tutor_id: row.tutorId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }
}

/** Stores a contact form message with its two emails (D1, D2) in one transaction. */
export async function sendContactMessage(
  ctx: EnquiriesContext,
  input: ContactMessageValues,
): Promise<ContactMessage> {
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        subject: input.subject,
        message: input.message,
        meetingType: input.meeting_type,
        preferredDate: input.preferred_date ?? null,
        preferredTime: input.preferred_time ?? null,
      })
      .returning()
    if (!created) throw new Error('insert into contact_messages returned no row')
    await enqueueEmails(tx, contactEmails(ctx, { ...created, meetingType: input.meeting_type }))
    return created
  })
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    meeting_type: row.meetingType,
    preferred_date: row.preferredDate,
    preferred_time: row.preferredTime,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }
}
