import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { tutoringPackages } from '#server/db/schema.ts'
import { formatSastLongDate } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { clearBookingData } from '#tests/support/bookings.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent } from '#tests/support/students.ts'
import { bookingEmailContextOf, type BookingEmailContext } from '../bookings/booking-emails.ts'
import { queuePackageLapseMails } from './package-lapse-mails.ts'

// Issue 21 (D26): the reminder 3 days before a package's hours lapse and the notice once
// they have, each sent once however many instances run the task.

let t: TestApp
let ctx: BookingEmailContext
beforeAll(async () => {
  t = await createTestApp()
  ctx = bookingEmailContextOf(t.config)
})
afterAll(async () => t.close())
beforeEach(async () => clearBookingData(t.database.db))

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

describe('the mails before and after a package’s hours lapse', () => {
  /** A package written straight to the database, paid, 7 h with `left` unscheduled. */
  async function storedPackage(
    lapsesInMs: number,
    values: Partial<typeof tutoringPackages.$inferInsert> & { left?: number } = {},
  ) {
    const student = await createStudent(t)
    const { left = 300, ...rest } = values
    const [row] = await t.database.db
      .insert(tutoringPackages)
      .values({
        userId: student.id,
        packageType: '1_week',
        minutesTotal: 420,
        minutesScheduled: 60,
        minutesUsed: 420 - 60 - left,
        amountCents: 175_000,
        paidAt: new Date(Date.now() - 5 * DAY),
        validUntil: new Date(Date.now() + lapsesInMs),
        ...rest,
      })
      .returning()
    return { id: row!.id, student }
  }

  const run = (at?: Date) => queuePackageLapseMails(t.database.db, ctx, at)
  const lapseMails = async () =>
    (await queuedEmails(t.database.db)).filter((mail) => mail.kind.startsWith('package.'))

  it('reminds once, 3 days before the hours lapse, with what is left and a link to schedule', async () => {
    const { id, student } = await storedPackage(2 * DAY, { left: 270 })
    expect(await run()).toBe(1)
    expect(await run()).toBe(0)
    const [mail, ...others] = await lapseMails()
    expect(others).toEqual([])
    const [row] = await t.database.db
      .select()
      .from(tutoringPackages)
      .where(eq(tutoringPackages.id, id))
    const lastDay = formatSastLongDate(new Date(row!.validUntil!.getTime() - 1))
    expect(mail).toMatchObject({
      toAddress: student.email,
      kind: 'package.lapse_reminder',
      subject: `Your package hours lapse on ${lastDay}: 4 h 30 min left – ${t.config.business.name}`,
    })
    expect(mail!.textBody).toContain(`Schedule a session: ${t.config.publicUrl}/book?package=${id}`)
    expect(row!.lapseReminderSentAt).not.toBeNull()
    expect(row!.lapsedNoticeSentAt).toBeNull()
  })

  it('does not remind earlier than 3 days before, and does once time comes', async () => {
    await storedPackage(3 * DAY + HOUR)
    expect(await run()).toBe(0)
    expect(await run(new Date(Date.now() + 2 * HOUR))).toBe(1)
    expect(await run(new Date(Date.now() + 3 * HOUR))).toBe(0)
  })

  it('neither reminds nor notifies for a package used up, cancelled or unpaid', async () => {
    // Nothing left: every minute used, or what is not used scheduled (still to take place).
    await storedPackage(DAY, { left: 0 })
    await storedPackage(DAY, { left: 0, minutesScheduled: 240, minutesUsed: 180 })
    await storedPackage(DAY, { cancelledAt: new Date(), cancelReason: 'Refunded' })
    await storedPackage(DAY, { paidAt: null })
    expect(await run()).toBe(0)
    expect(await run(new Date(Date.now() + 2 * DAY))).toBe(0)
    expect(await lapseMails()).toEqual([])
  })

  it('queues one reminder when two runs claim the same package at once', async () => {
    await storedPackage(DAY)
    const counts = await Promise.all([run(), run()])
    expect(counts.sort()).toEqual([0, 1])
    expect((await lapseMails()).map((mail) => mail.kind)).toEqual(['package.lapse_reminder'])
  })

  it('queues each package’s mail once when several instances run at the same moment', async () => {
    await Promise.all(Array.from({ length: 6 }, (_, i) => storedPackage((i + 1) * 10 * HOUR)))
    const counts = await Promise.all(Array.from({ length: 4 }, () => run()))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6)
    expect(await lapseMails()).toHaveLength(6)
  })

  it('tells once that unused hours lapsed, and sends no reminder after the lapse', async () => {
    const { id, student } = await storedPackage(-HOUR, { left: 120 })
    expect(await run()).toBe(1)
    expect(await run()).toBe(0)
    const [mail, ...others] = await lapseMails()
    expect(others).toEqual([])
    expect(mail).toMatchObject({ toAddress: student.email, kind: 'package.lapsed' })
    expect(mail!.textBody).toContain('The 2 h 0 min you had not scheduled have lapsed')
    expect(mail!.textBody).toContain(`Book a session: ${t.config.publicUrl}/book`)
    const [row] = await t.database.db
      .select()
      .from(tutoringPackages)
      .where(eq(tutoringPackages.id, id))
    expect(row).toMatchObject({ lapseReminderSentAt: null })
    expect(row!.lapsedNoticeSentAt).not.toBeNull()
  })

  it('reminds before and notifies after, once each, as time passes', async () => {
    await storedPackage(2 * DAY)
    expect(await run()).toBe(1)
    expect(await run(new Date(Date.now() + DAY))).toBe(0)
    expect(await run(new Date(Date.now() + 2 * DAY + HOUR))).toBe(1)
    expect(await run(new Date(Date.now() + 3 * DAY))).toBe(0)
    expect((await lapseMails()).map((mail) => mail.kind)).toEqual([
      'package.lapse_reminder',
      'package.lapsed',
    ])
  })

  it('sends no notice for hours that lapsed more than a week ago', async () => {
    await storedPackage(-8 * DAY)
    expect(await run()).toBe(0)
  })
})
