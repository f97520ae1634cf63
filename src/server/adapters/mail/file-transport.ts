import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger as Logger } from 'fastify'
import { nodemailerMessage, type MailTransport, type OutgoingEmail } from './mail-transport.ts'

const importNodemailer = () => import('nodemailer')
let nodemailer: ReturnType<typeof importNodemailer> | undefined
/** nodemailer (which composes the message) loads with the first email, not with every start. */
const loadNodemailer = () => (nodemailer ??= importNodemailer())

/**
 * Development mail: each email becomes DATA_DIR/mail/<id>.eml, readable in any mail
 * client. Only the file's path is logged: an email's links are one-time secrets
 * (verification, password reset, consent) and its text is personal data (D22).
 */
export function createFileTransport(dir: string, log: Logger): MailTransport {
  const compose = async () =>
    (await loadNodemailer()).default.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    })
  let composer: ReturnType<typeof compose> | undefined
  return {
    name: 'file',
    async send(email: OutgoingEmail) {
      const mailer = await (composer ??= compose())
      const info = await mailer.sendMail(nodemailerMessage(email))
      await mkdir(dir, { recursive: true })
      const name = email.messageId.replace(/^<|>$/g, '').replace(/[^a-zA-Z0-9.-]/g, '_')
      const file = path.join(dir, `${name}.eml`)
      // Written whole then renamed, so a reader never sees half an email.
      await writeFile(`${file}.tmp`, info.message as Buffer)
      await rename(`${file}.tmp`, file)
      log.info({ mailFile: file }, 'email written to file')
    },
    async close() {},
  }
}
