import { renderEmail } from '../../lib/email-layout.ts'
import type { QueuedEmail } from '../../outbox/outbox.ts'

export interface EmailContext {
  publicUrl: string
  businessName: string
  businessInbox: string
}

const signature = (ctx: EmailContext) => `Kind regards,\n${ctx.businessName}`

/**
 * The emails to an account's own address carry fixed words: until the link is followed,
 * nobody has proven the address typed at registration is the registrant's, so the name they
 * typed is not repeated to it (decision 007).
 */
export function verificationEmail(
  ctx: EmailContext,
  to: string,
  token: string,
  /** A learner under 18 whose guardian has not consented yet: booking waits for that. */
  awaitingGuardian = false,
): QueuedEmail {
  const { text, html } = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      awaitingGuardian
        ? `Welcome to ${ctx.businessName}! Please confirm your email address. Booking tutoring sessions opens once your parent or guardian has given their consent: we have emailed them a link.`
        : `Welcome to ${ctx.businessName}! Please confirm your email address to unlock booking tutoring sessions, the mathematics library and more.`,
      'This link expires in 24 hours. If you did not create an account, you can ignore this email.',
    ],
    action: {
      label: 'Verify my email',
      url: `${ctx.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
    },
    signature: signature(ctx),
  })
  return {
    to,
    subject: `Verify your email for ${ctx.businessName}`,
    text,
    html,
    kind: 'account.verify_email',
  }
}

export function registrationNotification(
  ctx: EmailContext,
  student: { name: string; email: string; category: string; level: string },
): QueuedEmail {
  const { text, html } = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      `A new student registered: ${student.name} (${student.email}), ${student.category.replace('_', ' ')}, ${student.level}.`,
    ],
    signature: `— ${ctx.businessName} website`,
  })
  return {
    to: ctx.businessInbox,
    subject: `New student registration: ${student.name}`,
    text,
    html,
    kind: 'account.registered.business',
  }
}

/**
 * D23: to the parent or guardian a high-school student named. The student typed that address
 * and both names, so no name is repeated to it (decision 007): their grade, one of our
 * options, tells the guardian which student it is.
 */
export function guardianConsentEmail(
  ctx: EmailContext,
  to: string,
  studentLevel: string | null,
  token: string,
): QueuedEmail {
  const { text, html } = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      `A high-school student${studentLevel ? ` in ${studentLevel}` : ''} has registered for mathematics tutoring with ${ctx.businessName} and gave your email address as their parent's or guardian's.`,
      'Because they are under 18, South African law (POPIA) requires your consent before we process their personal information for tutoring bookings and payments. Until you consent they can sign in and keep their profile, but cannot book or pay.',
      'If you do not know this student, ignore this email and nothing more will happen.',
    ],
    action: {
      label: 'Review and give consent',
      url: `${ctx.publicUrl}/guardian-consent?token=${encodeURIComponent(token)}`,
    },
    signature: signature(ctx),
  })
  return {
    to,
    subject: `Your consent is needed for a student's tutoring account – ${ctx.businessName}`,
    text,
    html,
    kind: 'account.guardian_consent',
  }
}

/** D23, issue 26: to the learner once their guardian has consented; fixed words. */
export function guardianConsentedEmail(ctx: EmailContext, to: string): QueuedEmail {
  const { text, html } = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      'Your parent or guardian has given their consent, so you can now book and pay for tutoring sessions.',
    ],
    action: { label: 'Book a session', url: `${ctx.publicUrl}/book` },
    signature: signature(ctx),
  })
  return {
    to,
    subject: `You can now book tutoring sessions with ${ctx.businessName}`,
    text,
    html,
    kind: 'account.guardian_consented',
  }
}

/** To an account's address, which may never have been proven: fixed words, like the above. */
export function passwordResetEmail(ctx: EmailContext, to: string, token: string): QueuedEmail {
  const { text, html } = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      'We received a request to reset the password of your account. The link below works once and expires in 1 hour.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    action: {
      label: 'Choose a new password',
      url: `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
    },
    signature: signature(ctx),
  })
  return {
    to,
    subject: `Reset your ${ctx.businessName} password`,
    text,
    html,
    kind: 'account.reset_password',
  }
}
