import { formatZar } from '#shared/money.ts'
import { labelOf, packageTypes } from '#shared/options.ts'
import { formatHoursAndMinutes, lastDayOf, type HoursPackageType } from '#shared/package-hours.ts'
import { formatSastDate } from '#shared/sast.ts'
import { renderEmail } from '../../lib/email-layout.ts'
import type { QueuedEmail } from '../../outbox/outbox.ts'
import type { BookingEmailContext, Student } from '../bookings/booking-emails.ts'

// D26: what the student hears when the office extends, cancels or refunds their package
// (issue 21). Queued in the transaction of the change, like every booking mail.

/** What the mails say of the package. */
export interface PackageMailFacts {
  reference: string
  packageType: HoursPackageType
  minutesTotal: number
  minutesUsed: number
  validUntil: Date | null
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

// A bare 'YYYY-MM-DD' shows as the date it names (see formatSastDate).
const lastDayText = (validUntil: Date) => formatSastDate(lastDayOf(validUntil))

function packageDetails(pkg: PackageMailFacts) {
  return [
    ['Package', labelOf(packageTypes, pkg.packageType)],
    [
      'Hours used',
      `${formatHoursAndMinutes(pkg.minutesUsed)} of ${formatHoursAndMinutes(pkg.minutesTotal)}`,
    ],
    ['Package reference', pkg.reference],
  ] as const
}

function toStudent(
  ctx: BookingEmailContext,
  pkg: PackageMailFacts,
  student: Student,
  email: { kind: string; subject: string; paragraphs: string[] },
): QueuedEmail {
  const { text, html } = renderEmail({
    greeting: `Hello ${oneLine(student.name)},`,
    paragraphs: email.paragraphs,
    details: packageDetails(pkg),
    action: { label: 'View your dashboard', url: `${ctx.publicUrl}/dashboard` },
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

/** The office gave the package's hours more time. */
export function packageExtended(
  ctx: BookingEmailContext,
  pkg: PackageMailFacts & { validUntil: Date },
  student: Student,
): QueuedEmail {
  const lastDay = lastDayText(pkg.validUntil)
  return toStudent(ctx, pkg, student, {
    kind: 'package.extended',
    subject: `More time for your package hours: use them by ${lastDay}`,
    paragraphs: [
      `We have extended your ${labelOf(packageTypes, pkg.packageType)}: its hours may now be used until the end of ${lastDay} (SAST).`,
      'Schedule your next session from your dashboard.',
    ],
  })
}

/**
 * The office cancelled the package: its sessions still to come were cancelled (each with
 * its own mail), and the unused hours of a paid package are refunded pro rata.
 */
export function packageCancelled(
  ctx: BookingEmailContext,
  pkg: PackageMailFacts,
  student: Student,
  outcome: {
    reason: string
    /** Null: the package was never paid, so nothing is owed. */
    refundCents: number | null
    unusedMinutes: number
    sessionsCancelled: number
  },
): QueuedEmail {
  const sessions =
    outcome.sessionsCancelled === 0
      ? []
      : [
          outcome.sessionsCancelled === 1
            ? 'Its upcoming session has been cancelled too; you will receive a separate email about it.'
            : `Its ${outcome.sessionsCancelled} upcoming sessions have been cancelled too; you will receive a separate email about each.`,
        ]
  const refund =
    outcome.refundCents === null
      ? ['As the package was not paid for, nothing is owed.']
      : outcome.refundCents > 0
        ? [
            `You are owed a refund of ${formatZar(outcome.refundCents)} for the ${formatHoursAndMinutes(outcome.unusedMinutes)} you did not use. We will pay it back to you and let you know when we have.`,
          ]
        : ['Every hour of the package was used, so no refund is owed.']
  return toStudent(ctx, pkg, student, {
    kind: 'package.cancelled',
    subject: 'Package cancelled',
    paragraphs: [
      `Your ${labelOf(packageTypes, pkg.packageType)} has been cancelled.`,
      `The reason: ${outcome.reason}`,
      ...sessions,
      ...refund,
    ],
  })
}

/** The refund owed for the cancelled package's unused hours has been paid back. */
export function packageRefunded(
  ctx: BookingEmailContext,
  pkg: PackageMailFacts,
  student: Student,
  refundCents: number,
): QueuedEmail {
  return toStudent(ctx, pkg, student, {
    kind: 'package.refunded',
    subject: 'Refund paid',
    paragraphs: [
      `We have refunded ${formatZar(refundCents)} for the unused hours of your cancelled ${labelOf(packageTypes, pkg.packageType)}. Depending on your bank, it can take a few working days to reach your account.`,
    ],
  })
}
