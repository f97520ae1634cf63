import { replyPromise } from '#shared/business-facts.ts'
import { formatZar } from '#shared/money.ts'
import { labelOf, meetingPlatforms, packageTypes, sessionTypes } from '#shared/options.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import { platformOfLink } from '#shared/meeting-platform.ts'
import {
  formatSastDate,
  formatSastDateTime,
  sastDateOf,
  sastSlotToInstant,
  sastTimeOf,
} from '#shared/sast.ts'
import type { Config } from '../../config.ts'
import { bankTransferInstruction } from '../../lib/bank-transfer-text.ts'
import { renderEmail } from '../../lib/email-layout.ts'
import { bookingInvite } from './booking-invite.ts'
import type { QueuedEmail } from '../../outbox/outbox.ts'

export interface BookingEmailContext {
  publicUrl: string
  businessName: string
  businessInbox: string
  bankDetails: BankDetails | null
  /**
   * D25's booking rules from the configuration. They ride along here because every booking
   * path already receives this context from the configuration; absent, the defaults hold.
   */
  bookingRules?: { minNoticeMs: number; bankTransferHoldMs: number }
}

/** The context every booking email needs, from the configuration. */
export function bookingEmailContextOf(config: Config): BookingEmailContext {
  return {
    publicUrl: config.publicUrl,
    businessName: config.business.name,
    businessInbox: config.mail.businessInbox,
    bankDetails: config.bankDetails,
    bookingRules: config.booking,
  }
}

export interface BankDetails {
  accountName: string
  bankName: string
  accountNumber: string
  branchCode: string
  accountType: string
}

export interface Student {
  name: string
  email: string
}

export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

function paymentLine(booking: Booking): string {
  if (booking.amount_cents === 0) return 'Free'
  const amount = formatZar(booking.amount_cents)
  if (booking.payment_status === 'completed') {
    return `${amount}, paid by ${booking.payment_method === 'bank_transfer' ? 'bank transfer' : 'card'}`
  }
  return `${amount}, awaiting your bank transfer`
}

function bookingDetails(booking: Booking, student: Student) {
  return [
    ['Student', `${student.name} <${student.email}>`],
    [
      'Session',
      `${labelOf(packageTypes, booking.package_type)}, ${labelOf(sessionTypes, booking.session_type)}`,
    ],
    ['Module', booking.mathematics_module_name],
    ['Tutor', booking.tutor_name],
    ['Preferred time', `${formatSastDateTime(booking.scheduled_date)} (SAST)`],
    // The platform of the link given, when there is one; until then, the one asked for.
    booking.meeting_link
      ? (['Meeting platform', platformOfLink(booking.meeting_link)] as const)
      : ([
          'Preferred platform',
          booking.meeting_platform
            ? labelOf(meetingPlatforms, booking.meeting_platform)
            : 'No preference',
        ] as const),
    ['Meeting link', booking.meeting_link],
    ['Aim of the session', booking.meeting_aim],
    ['Notes', booking.notes],
    ['Payment', paymentLine(booking)],
    // A bank transfer's payment reference is this same reference (decision 021).
    ['Booking reference', booking.reference],
  ] as const
}

function bankTransferParagraphs(ctx: BookingEmailContext, booking: Booking): string[] {
  const bank = ctx.bankDetails
  if (booking.payment_status !== 'pending' || !bank || !booking.payment_reference) return []
  return [bankTransferInstruction(bank, booking.amount_cents, booking.payment_reference)]
}

/** An email to the booking's student: greeting, the booking's details, our signature. */
function toStudent(
  ctx: BookingEmailContext,
  booking: Booking,
  student: Student,
  email: {
    kind: string
    subject: string
    paragraphs: string[]
    action?: { label: string; url: string }
    attachments?: QueuedEmail['attachments']
  },
): QueuedEmail {
  const { text, html } = renderEmail({
    greeting: `Hello ${oneLine(student.name)},`,
    paragraphs: email.paragraphs,
    details: bookingDetails(booking, student),
    action: email.action,
    signature: `Kind regards,\n${ctx.businessName}`,
  })
  return {
    to: student.email,
    subject: `${email.subject} – ${ctx.businessName}`,
    text,
    html,
    kind: email.kind,
    headers: { 'Reply-To': ctx.businessInbox },
    ...(email.attachments ? { attachments: email.attachments } : {}),
  }
}

/**
 * D2: the student's receipt. `packageParagraphs`: what a week or month package bought here
 * gives (packages/package-emails.ts).
 */
export function bookingReceipt(
  ctx: BookingEmailContext,
  booking: Booking,
  student: Student,
  packageParagraphs: string[] = [],
): QueuedEmail {
  return toStudent(ctx, booking, student, {
    kind: 'booking.receipt',
    subject: 'Booking received',
    paragraphs: [
      booking.package_type === 'free_consultation'
        ? `Thank you for booking your free 30-minute consultation with ${ctx.businessName}.`
        : `Thank you for booking a tutoring session with ${ctx.businessName}.`,
      `We will contact you within ${replyPromise.hours} hours to confirm the time and send the meeting link.`,
      ...bankTransferParagraphs(ctx, booking),
      ...packageParagraphs,
      'Your booking:',
    ],
    action: { label: 'View your dashboard', url: `${ctx.publicUrl}/dashboard` },
  })
}

/** D2: the business hears of every booking; replying answers the student. */
export function bookingNotification(
  ctx: BookingEmailContext,
  booking: Booking,
  student: Student,
): QueuedEmail {
  const { text, html } = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      `A session was booked on the website. Please confirm it with ${oneLine(student.name)} within ${replyPromise.hours} hours.`,
    ],
    details: bookingDetails(booking, student),
    signature: `— ${ctx.businessName} website`,
  })
  return {
    to: ctx.businessInbox,
    subject: `Booking: ${oneLine(student.name)}, ${labelOf(packageTypes, booking.package_type)}, ${formatSastDateTime(booking.scheduled_date)}`,
    text,
    html,
    kind: 'booking.notification',
    headers: { 'Reply-To': student.email },
  }
}

/**
 * The student hears when their booking is cancelled, by them or by the business. A
 * confirmed session's calendar entry is taken out with METHOD:CANCEL at `inviteSequence`.
 */
export function bookingCancelled(
  ctx: BookingEmailContext,
  booking: Booking,
  student: Student,
  reason?: string,
  inviteSequence?: number,
): QueuedEmail[] {
  const refund = booking.refund_due
    ? [`You paid ${formatZar(booking.amount_cents)} for this booking; we will refund it to you.`]
    : []
  const receipt = renderEmail({
    greeting: `Hello ${oneLine(student.name)},`,
    paragraphs: [
      `Your booking for ${formatSastDateTime(booking.scheduled_date)} (SAST) has been cancelled.`,
      ...(reason ? [`The reason: ${reason}`] : []),
      ...refund,
      ...(inviteSequence === undefined
        ? []
        : ['The calendar update attached to this email takes the session out of your calendar.']),
    ],
    details: bookingDetails(booking, student),
    signature: `Kind regards,\n${ctx.businessName}`,
  })
  const notice = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      `A booking by ${oneLine(student.name)} for ${formatSastDateTime(booking.scheduled_date)} (SAST) was cancelled.`,
      ...(booking.refund_due ? ['It was paid: a refund is due.'] : []),
    ],
    details: bookingDetails(booking, student),
    signature: `— ${ctx.businessName} website`,
  })
  return [
    {
      to: student.email,
      subject: `Booking cancelled – ${ctx.businessName}`,
      ...receipt,
      kind: 'booking.cancelled',
      headers: { 'Reply-To': ctx.businessInbox },
      ...(inviteSequence === undefined
        ? {}
        : {
            attachments: [
              bookingInvite(ctx, booking, student, { sequence: inviteSequence, cancelled: true }),
            ],
          }),
    },
    {
      to: ctx.businessInbox,
      subject: `Booking cancelled: ${oneLine(student.name)}, ${formatSastDateTime(booking.scheduled_date)}${booking.refund_due ? ' (refund due)' : ''}`,
      ...notice,
      kind: 'booking.cancelled.notification',
      headers: { 'Reply-To': student.email },
    },
  ]
}

/**
 * When the office confirmed a time other than the one asked for, the mail says so: "You
 * asked for Friday 10:00; your session is at 11:00 SAST."
 */
function askedForAnotherTime(booking: Booking): string[] {
  const asked = sastSlotToInstant(booking.preferred_date, booking.preferred_time)
  const confirmed = new Date(booking.scheduled_date)
  if (asked.getTime() === confirmed.getTime()) return []
  const sameDay = sastDateOf(asked) === sastDateOf(confirmed)
  const at = sastTimeOf(confirmed)
  return [
    sameDay
      ? `You asked for ${booking.preferred_time}; your session is at ${at} SAST.`
      : `You asked for ${formatSastDate(booking.preferred_date)} at ${booking.preferred_time}; your session is on ${formatSastDate(confirmed)} at ${at} SAST.`,
  ]
}

/**
 * D17, D18: the session is confirmed; the invite puts it in the student's calendar.
 * `packageParagraphs`: a package's hours, when this is its purchase (package-emails.ts).
 */
export function bookingConfirmed(
  ctx: BookingEmailContext,
  booking: Booking,
  student: Student,
  packageParagraphs: string[] = [],
): QueuedEmail {
  return toStudent(ctx, booking, student, {
    kind: 'booking.confirmed',
    subject: `Session confirmed: ${formatSastDateTime(booking.scheduled_date)}`,
    paragraphs: [
      `Your session is confirmed for ${formatSastDateTime(booking.scheduled_date)} (South African time).`,
      ...askedForAnotherTime(booking),
      booking.meeting_link
        ? `Join it on ${platformOfLink(booking.meeting_link)} with this link: ${booking.meeting_link}`
        : 'We will send you the meeting link before the session.',
      'The calendar invite attached to this email adds the session to your calendar. We will remind you 24 hours and 1 hour before it starts.',
      ...packageParagraphs,
    ],
    action: { label: 'View your dashboard', url: `${ctx.publicUrl}/dashboard` },
    attachments: [bookingInvite(ctx, booking, student)],
  })
}

/**
 * The office changed a confirmed session: its time, tutor or meeting link. The invite
 * carries the same UID and a higher SEQUENCE, so calendars move the entry.
 */
export function bookingRescheduled(
  ctx: BookingEmailContext,
  booking: Booking,
  student: Student,
  change: { moved: boolean; sequence: number },
): QueuedEmail {
  const when = formatSastDateTime(booking.scheduled_date)
  return toStudent(ctx, booking, student, {
    kind: 'booking.rescheduled',
    subject: change.moved ? `Session moved: ${when}` : `Session updated: ${when}`,
    paragraphs: [
      change.moved
        ? `Your session has been moved to ${when} (South African time).`
        : `The details of your session on ${when} (South African time) have changed.`,
      booking.tutor_name ? `Your tutor: ${booking.tutor_name}.` : '',
      booking.meeting_link
        ? `Join it on ${platformOfLink(booking.meeting_link)} with this link: ${booking.meeting_link}`
        : 'We will send you the meeting link before the session.',
      'The calendar invite attached to this email updates the session in your calendar. If this time does not suit you, reply to this email.',
    ].filter(Boolean),
    action: { label: 'View your dashboard', url: `${ctx.publicUrl}/dashboard` },
    attachments: [bookingInvite(ctx, booking, student, { sequence: change.sequence })],
  })
}

/** The session took place: thanks, and the way to book the next one. */
export function bookingCompleted(
  ctx: BookingEmailContext,
  booking: Booking,
  student: Student,
): QueuedEmail {
  return toStudent(ctx, booking, student, {
    kind: 'booking.completed',
    subject: 'Thank you for your session',
    paragraphs: [
      `Thank you for your session on ${formatSastDateTime(booking.scheduled_date)} (SAST). We hope it helped.`,
      'When you are ready for the next step, you can book another session from your dashboard.',
    ],
    action: { label: 'Book another session', url: `${ctx.publicUrl}/book` },
  })
}

/**
 * D15: the administrator matched the student's bank transfer. `packageParagraphs`: a
 * package's hours, now ready to schedule (package-emails.ts).
 */
export function bookingPaymentReceived(
  ctx: BookingEmailContext,
  booking: Booking,
  student: Student,
  packageParagraphs: string[] = [],
): QueuedEmail {
  return toStudent(ctx, booking, student, {
    kind: 'booking.payment_received',
    subject: 'Payment received',
    paragraphs: [
      `We have received your bank transfer of ${formatZar(booking.amount_cents)} for your booking. Thank you!`,
      ...packageParagraphs,
    ],
    action: { label: 'View your dashboard', url: `${ctx.publicUrl}/dashboard` },
  })
}

/** D17: the refund owed for a cancelled paid booking has been paid back. */
export function bookingRefunded(
  ctx: BookingEmailContext,
  booking: Booking,
  student: Student,
): QueuedEmail {
  return toStudent(ctx, booking, student, {
    kind: 'booking.refunded',
    subject: 'Refund paid',
    paragraphs: [
      `We have refunded ${formatZar(booking.amount_cents)} for your cancelled booking. Depending on your bank, it can take a few working days to reach your account.`,
    ],
  })
}

export type ReminderKind = '24h' | '1h'

/** D18: a reminder before a confirmed session, sent once for each kind. */
export function bookingReminder(
  ctx: BookingEmailContext,
  booking: Booking,
  student: Student,
  kind: ReminderKind,
): QueuedEmail {
  const when = kind === '24h' ? 'tomorrow' : 'in one hour'
  const { text, html } = renderEmail({
    greeting: `Hello ${oneLine(student.name)},`,
    paragraphs: [
      `A reminder: your ${booking.mathematics_module_name} session starts ${when}, at ${formatSastDateTime(booking.scheduled_date)} (South African time).`,
      booking.meeting_link
        ? `Join it with this link: ${booking.meeting_link}`
        : 'Your meeting link is on your dashboard.',
    ],
    action: { label: 'View your dashboard', url: `${ctx.publicUrl}/dashboard` },
    signature: `Kind regards,\n${ctx.businessName}`,
  })
  return {
    to: student.email,
    subject: `Reminder: your session starts ${when} – ${ctx.businessName}`,
    text,
    html,
    kind: `booking.reminder.${kind}`,
    headers: { 'Reply-To': ctx.businessInbox },
  }
}

/**
 * D25: a bank-transfer booking of a tutor's open time holds that time until `heldUntil`;
 * unpaid by then, the time is released.
 */
export function bookingHeldForTransfer(
  ctx: BookingEmailContext,
  booking: Booking,
  student: Student,
  heldUntil: Date,
  packageParagraphs: string[] = [],
): QueuedEmail {
  return toStudent(ctx, booking, student, {
    kind: 'booking.held',
    subject: `Time held until ${formatSastDateTime(heldUntil)}`,
    paragraphs: [
      `Thank you for booking a tutoring session with ${ctx.businessName}. ${booking.tutor_name ?? 'Your tutor'}'s time on ${formatSastDateTime(booking.scheduled_date)} (SAST) is held for you until ${formatSastDateTime(heldUntil)} (SAST).`,
      'Your session is confirmed as soon as your bank transfer arrives. If it has not arrived by then, the time is released and the booking cancelled.',
      ...bankTransferParagraphs(ctx, booking),
      ...packageParagraphs,
      'Your booking:',
    ],
    action: { label: 'View your dashboard', url: `${ctx.publicUrl}/dashboard` },
  })
}

/** D25: the hold lapsed unpaid; the booking is cancelled and the time open again. */
export function bookingHoldLapsed(
  ctx: BookingEmailContext,
  booking: Booking,
  student: Student,
): QueuedEmail {
  return toStudent(ctx, booking, student, {
    kind: 'booking.hold_lapsed',
    subject: 'Booking cancelled: transfer not received',
    paragraphs: [
      `We did not receive your bank transfer in time, so your booking for ${formatSastDateTime(booking.scheduled_date)} (SAST) has been cancelled and the time released.`,
      'If you have already paid, reply to this email and we will sort it out. You are welcome to book another time.',
    ],
    action: { label: 'Book a session', url: `${ctx.publicUrl}/book` },
  })
}
