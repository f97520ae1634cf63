import { describe, expect, it, vi } from 'vitest'
import type { MailTransport, OutgoingEmail } from '#server/adapters/mail/mail-transport.ts'
import { createTestApp } from '#tests/support/api-test-app.ts'
import { enqueueEmails } from './outbox.ts'

// The outbox, reminders and sweepers first run a moment after the start, so their first
// queries do not hold the start (issue 23). What was queued meanwhile is still sent.

describe('the outbox at the start', () => {
  it('first runs a moment after the start, and sends what was queued meanwhile', async () => {
    const sent: OutgoingEmail[] = []
    const transport: MailTransport = {
      name: 'memory',
      send: async (email) => {
        sent.push(email)
      },
      close: async () => undefined,
    }
    const t = await createTestApp({}, { startOutboxWorker: true, mailTransport: transport })
    try {
      await enqueueEmails(t.database.db, [
        { to: 'student@example.com', subject: 'Queued at the start', text: 'Body', kind: 'test' },
      ])
      expect(sent).toHaveLength(0)
      await vi.waitFor(
        () => expect(sent.map((email) => email.subject)).toEqual(['Queued at the start']),
        {
          timeout: 10_000,
          interval: 50,
        },
      )
    } finally {
      await t.close()
    }
  })
})
