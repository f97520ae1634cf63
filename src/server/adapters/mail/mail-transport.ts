export interface OutgoingEmail {
  /** Stable across retries, so a receiver can drop a duplicate after a crash mid-send. */
  messageId: string
  from: string
  replyTo?: string
  to: string
  subject: string
  text: string
  html?: string | undefined
  headers?: Record<string, string>
  attachments?: { filename: string; contentType: string; content: string }[]
}

/** Where email goes: a folder of .eml files (default) or an SMTP server. */
export interface MailTransport {
  readonly name: string
  send(email: OutgoingEmail): Promise<void>
  close(): Promise<void>
}

const CALENDAR = /^text\/calendar\b/i

/**
 * The message as nodemailer's `sendMail` takes it. A mail with one calendar invite sends it
 * as a `text/calendar; method=…` alternative as well as the attachment (nodemailer's
 * `icalEvent`): Outlook shows a meeting, with its buttons, only then. Several invites (a
 * weekly series) stay attachments.
 */
export function nodemailerMessage(email: OutgoingEmail) {
  const attachments = email.attachments ?? []
  const invites = attachments.filter((attachment) => CALENDAR.test(attachment.contentType))
  const invite = invites.length === 1 ? invites[0] : undefined
  return {
    messageId: email.messageId,
    from: email.from,
    replyTo: email.replyTo,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: email.headers,
    attachments: attachments.filter((attachment) => attachment !== invite),
    ...(invite
      ? {
          icalEvent: {
            method: /method=([A-Z-]+)/i.exec(invite.contentType)?.[1]?.toUpperCase() ?? 'PUBLISH',
            filename: invite.filename,
            content: invite.content,
          },
        }
      : {}),
  }
}
