import { eq } from 'drizzle-orm'
import { labelOf, packageTypes } from '#shared/options.ts'
import { formatHoursAndMinutes, lastDayOf } from '#shared/package-hours.ts'
import { formatSastLongDate } from '#shared/sast.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import type { TutoringPackage } from '#shared/schemas/packages.ts'
import type { Db } from '../../db/client.ts'
import { tutoringPackages } from '../../db/schema.ts'
import { renderEmail } from '../../lib/email-layout.ts'
import type { QueuedEmail } from '../../outbox/outbox.ts'
import { oneLine, type BookingEmailContext, type Student } from '../bookings/booking-emails.ts'
import { packageForApi } from './packages.service.ts'

// Issue 21 (D26): what the mails say about a package's hours — the purchase's receipt, the
// mail when its bank transfer is marked paid, the reminder 3 days before the hours lapse
// and the notice once they have. Pure builders, but for `purchasedHoursParagraphs`, which
// reads the package for the booking mails.

export type PackageEmailContext = Pick<
  BookingEmailContext,
  'publicUrl' | 'businessName' | 'businessInbox'
>

/** What a mail tells of a package: the API's view of it. */
export type PackageHours = Pick<
  TutoringPackage,
  'id' | 'package_type' | 'minutes_total' | 'minutes_scheduled' | 'minutes_left' | 'valid_until'
>

/**
 * 'Tuesday 29 December 2026': the last SAST day the hours may be used, the day that ends
 * at `valid_until` (a SAST midnight).
 */
export function lastDayOfUse(validUntil: string | Date): string {
  return formatSastLongDate(lastDayOf(new Date(validUntil)))
}

const hours = formatHoursAndMinutes

function untilSentence(pkg: PackageHours): string {
  return pkg.valid_until
    ? `They can be used until the end of ${lastDayOfUse(pkg.valid_until)} (South African time).`
    : ''
}

const howToSchedule =
  'To schedule them, choose Schedule a session on your dashboard: sessions of 1 hour or 2 hours, with a tutor’s open times or at a time you ask for.'

/**
 * The receipt of a 1 Week or 1 Month purchase (just opened, so what is scheduled is its
 * first session): the hours in total, what this session takes, what is left and until when,
 * and how to schedule them — once the bank transfer is received when it is not yet paid.
 */
export function packageBoughtParagraphs(pkg: PackageHours, paid: boolean): string[] {
  const label = labelOf(packageTypes, pkg.package_type)
  return [
    [
      `Your ${label}: ${hours(pkg.minutes_total)} of tutoring in total. This first session takes ${hours(pkg.minutes_scheduled)}, which leaves ${hours(pkg.minutes_left)} for you to schedule${paid ? '' : ' once your bank transfer is received'}.`,
      untilSentence(pkg),
    ]
      .filter(Boolean)
      .join(' '),
    paid
      ? howToSchedule
      : 'When your transfer has arrived, we will email you, and you can schedule them from your dashboard.',
  ]
}

/** The purchase's bank transfer arrived: the hours are ready to schedule. */
export function packageReadyParagraphs(pkg: PackageHours): string[] {
  const label = labelOf(packageTypes, pkg.package_type)
  return [
    [
      `The hours of your ${label} are now ready to schedule: ${hours(pkg.minutes_left)} left.`,
      untilSentence(pkg),
    ]
      .filter(Boolean)
      .join(' '),
    howToSchedule,
  ]
}

/**
 * The paragraphs a booking mail adds about the package this booking bought (D26), read
 * in the mail's transaction: none for any other booking (a session scheduled from a
 * package's hours names the package too, but is not its purchase).
 */
export async function purchasedHoursParagraphs(
  tx: Db,
  booking: Pick<Booking, 'package_id' | 'payment_method' | 'payment_status'>,
  moment: 'bought' | 'paid',
): Promise<string[]> {
  if (!booking.package_id || booking.payment_method === 'package') return []
  const [row] = await tx
    .select()
    .from(tutoringPackages)
    .where(eq(tutoringPackages.id, booking.package_id))
  if (!row) return []
  const pkg = packageForApi(row)
  return moment === 'paid'
    ? packageReadyParagraphs(pkg)
    : packageBoughtParagraphs(pkg, booking.payment_status === 'completed')
}

function toStudent(
  ctx: PackageEmailContext,
  student: Student,
  email: {
    kind: string
    subject: string
    paragraphs: string[]
    action: { label: string; url: string }
  },
): QueuedEmail {
  const { text, html } = renderEmail({
    greeting: `Hello ${oneLine(student.name)},`,
    paragraphs: email.paragraphs,
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
  }
}

/** D26: 3 days before the hours lapse, with hours left to schedule. */
export function packageLapseReminder(
  ctx: PackageEmailContext,
  pkg: PackageHours & { valid_until: string },
  student: Student,
): QueuedEmail {
  const lastDay = lastDayOfUse(pkg.valid_until)
  const left = hours(pkg.minutes_left)
  return toStudent(ctx, student, {
    kind: 'package.lapse_reminder',
    subject: `Your package hours lapse on ${lastDay}: ${left} left`,
    paragraphs: [
      `A reminder: your ${labelOf(packageTypes, pkg.package_type)} has ${left} left to schedule. The hours lapse at the end of ${lastDay} (South African time); after that, unused hours can no longer be scheduled.`,
      'A session must end by then. Schedule one with the link below, or from your dashboard.',
    ],
    action: {
      label: 'Schedule a session',
      url: `${ctx.publicUrl}/book?package=${encodeURIComponent(pkg.id)}`,
    },
  })
}

/** D26: the hours lapsed with some left unscheduled. */
export function packageLapsedNotice(
  ctx: PackageEmailContext,
  pkg: PackageHours & { valid_until: string },
  student: Student,
): QueuedEmail {
  return toStudent(ctx, student, {
    kind: 'package.lapsed',
    subject: 'Your package hours have lapsed',
    paragraphs: [
      `The hours of your ${labelOf(packageTypes, pkg.package_type)} could be used until the end of ${lastDayOfUse(pkg.valid_until)} (South African time). The ${hours(pkg.minutes_left)} you had not scheduled have lapsed and can no longer be scheduled.`,
      `To keep learning, you can buy a new package or book a session on our booking page. If you have a question about your hours, reply to this email or write to ${ctx.businessInbox}.`,
    ],
    action: { label: 'Book a session', url: `${ctx.publicUrl}/book` },
  })
}
