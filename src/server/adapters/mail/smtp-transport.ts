import { nodemailerMessage, type MailTransport, type OutgoingEmail } from './mail-transport.ts'

const importNodemailer = () => import('nodemailer')
let nodemailer: ReturnType<typeof importNodemailer> | undefined
/** nodemailer loads with the first email sent, not with every server start. */
const loadNodemailer = () => (nodemailer ??= importNodemailer())

export function createSmtpTransport(smtpUrl: string): MailTransport {
  // Bounded timeouts: a hung mail server must fail the attempt, so the outbox retries.
  const connect = async () =>
    (await loadNodemailer()).default.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
  let transporter: ReturnType<typeof connect> | undefined
  return {
    name: 'smtp',
    async send(email: OutgoingEmail) {
      const mailer = await (transporter ??= connect())
      await mailer.sendMail(nodemailerMessage(email))
    },
    async close() {
      // Nothing to close before the first email, nor when nodemailer failed to load.
      const mailer = await transporter?.catch(() => undefined)
      mailer?.close()
    },
  }
}
