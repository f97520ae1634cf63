import nodemailer from 'nodemailer'
import type { MailTransport, OutgoingEmail } from './mail-transport.ts'

export function createSmtpTransport(smtpUrl: string): MailTransport {
  // Bounded timeouts: a hung mail server must fail the attempt, so the outbox retries.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    name: 'smtp',
    async send(email: OutgoingEmail) {
      await transporter.sendMail({
        messageId: email.messageId,
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
        attachments: email.attachments,
      })
    },
    async close() {
      transporter.close()
    },
  }
}
