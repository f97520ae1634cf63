import { formatSastDateTime } from '#shared/sast.ts'
import { renderEmail } from '../../lib/email-layout.ts'
import type { QueuedEmail } from '../../outbox/outbox.ts'
import type { EmailContext } from '../accounts/account-emails.ts'

/**
 * D25: to a tutor record's address, which the office typed and vouches for, so the
 * tutor's name may be repeated to it. The link works once, for the account with this
 * address, until it expires.
 */
export function tutorInvitationEmail(
  ctx: EmailContext,
  invitation: { to: string; tutorName: string; invitedBy: string; token: string; expiresAt: Date },
): QueuedEmail {
  const { text, html } = renderEmail({
    greeting: `Hello ${invitation.tutorName},`,
    paragraphs: [
      `${invitation.invitedBy} of ${ctx.businessName} has invited you to the tutor portal, where you publish the hours students may book you, mark time off, see your upcoming sessions and write lesson notes for your students.`,
      `Open the link below and sign in, or register, with this email address (${invitation.to}), then accept the invitation. The link works once and expires on ${formatSastDateTime(invitation.expiresAt)} (SAST).`,
      'If you were not expecting this, you can ignore this email.',
    ],
    action: {
      label: 'Accept the invitation',
      url: `${ctx.publicUrl}/tutor-invitation/${encodeURIComponent(invitation.token)}`,
    },
    signature: `Kind regards,\n${ctx.businessName}`,
  })
  return {
    to: invitation.to,
    subject: `You are invited to the ${ctx.businessName} tutor portal`,
    text,
    html,
    kind: 'tutor.invitation',
  }
}
