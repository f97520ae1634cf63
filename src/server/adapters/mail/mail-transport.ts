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
