import nodemailer from 'nodemailer'
import { simpleParser, type ParsedMail } from 'mailparser'
import { nodemailerMessage } from '#server/adapters/mail/mail-transport.ts'
import type { outboxEmails } from '#server/db/schema.ts'

type QueuedRow = typeof outboxEmails.$inferSelect

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true })

/**
 * A queued mail as a mail program reads it: composed by nodemailer as the outbox worker
 * sends it (headers, Reply-To, invites as attachments and alternative), then parsed by
 * mailparser. The worker's layout is left out: the mail's own parts are what tests read.
 */
export async function parsedMail(row: QueuedRow): Promise<ParsedMail> {
  const info = await composer.sendMail(
    nodemailerMessage({
      messageId: `<${row.id}@tests.example>`,
      from: 'Maths Tutoring <no-reply@tutoring.example>',
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
      headers: row.headers,
      attachments: row.attachments,
    }),
  )
  return simpleParser(info.message as Buffer)
}
