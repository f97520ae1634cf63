import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outboxEmails } from '#server/db/schema.ts'
import { lastDayOfValidity } from '#shared/package-hours.ts'
import { addSastDays } from '#shared/open-times.ts'
import { formatSastLongDate, sastSlotToInstant, todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { clearBookingData } from '#tests/support/bookings.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import { createTutorAccount, publishEveryDay } from '../tutor-time/tutor-time.test-support.ts'

// Issue 21 (D26): the student's mail of a week or month purchase shows its hours, and the
// mail when its bank transfer is marked paid says they are ready to schedule.

let t: TestApp
let moduleId: number
let admin: TestStudent
beforeAll(async () => {
  t = await createTestApp()
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  await clearBookingData(t.database.db)
  admin = await createStudent(t, { role: 'admin' })
})

const firstDay = addSastDays(todayInSast(), 3)
/** 'Tuesday 29 December 2026': the last day of a package whose first session is on `firstDay`. */
const lastDayOf = (packageType: '1_week' | '1_month') =>
  formatSastLongDate(lastDayOfValidity(packageType, sastSlotToInstant(firstDay, '10:00')))

const as = (who: TestStudent, url: string, payload: unknown) =>
  t.request({ method: 'POST', url, headers: { cookie: who.cookie }, payload: payload as string })

const booking = {
  session_type: 'one_to_one',
  meeting_platform: 'google_meet',
  meeting_aim: 'Work through the calculus past papers',
  preferred_date: firstDay,
  preferred_time: '10:00',
}

async function cardIntent(who: TestStudent, packageType: '1_week' | '1_month') {
  const intent = await as(who, '/api/payment-intents', {
    purpose: 'booking',
    package_type: packageType,
  })
  const id = intent.json().id as string
  await as(who, `/api/payment-intents/${id}/confirm`, { token: 'tok_sandbox_success' })
  return id
}

async function buy(who: TestStudent, values: Record<string, unknown>) {
  const res = await as(who, '/api/bookings', {
    ...booking,
    mathematics_module_id: moduleId,
    ...values,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string; package_id: string; payment_reference: string | null }
}

/** The one mail of this kind queued to this address. */
async function mailTo(who: TestStudent, kind: string) {
  const found = (await queuedEmails(t.database.db)).filter(
    (mail) => mail.toAddress === who.email && mail.kind === kind,
  )
  expect(found.map((mail) => mail.kind)).toEqual([kind])
  return found[0]!
}

describe('the mails of a package purchase', () => {
  it('shows a card purchase’s hours and last day in the receipt’s text and HTML', async () => {
    const student = await createStudent(t)
    await buy(student, {
      package_type: '1_month',
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: await cardIntent(student, '1_month') },
    })
    const receipt = await mailTo(student, 'booking.receipt')
    for (const body of [receipt.textBody, receipt.htmlBody ?? '']) {
      expect(body).toContain(
        'Your 1 Month Package (12 hours): 12 h 0 min of tutoring in total. This first session takes 1 h 0 min, which leaves 11 h 0 min for you to schedule.',
      )
      expect(body).toContain(`until the end of ${lastDayOf('1_month')} (South African time)`)
      expect(body).toContain('choose Schedule a session on your dashboard')
    }
    expect(receipt.textBody).toContain(`View your dashboard: ${t.config.publicUrl}/dashboard`)
    // The office's copy is about the booking, not the student's hours.
    const [notice] = (await queuedEmails(t.database.db)).filter(
      (mail) => mail.kind === 'booking.notification',
    )
    expect(notice!.textBody).not.toContain('of tutoring')
  })

  it('tells a bank-transfer purchase its hours wait for the transfer, then that they are ready', async () => {
    const student = await createStudent(t)
    const bought = await buy(student, { package_type: '1_week', payment_method: 'bank_transfer' })
    const receipt = await mailTo(student, 'booking.receipt')
    for (const body of [receipt.textBody, receipt.htmlBody ?? '']) {
      expect(body).toContain(
        'This first session takes 1 h 0 min, which leaves 6 h 0 min for you to schedule once your bank transfer is received.',
      )
      expect(body).toContain(lastDayOf('1_week'))
      expect(body).toContain(bought.payment_reference)
    }

    const paid = await as(admin, `/api/admin/bookings/${bought.id}/mark-paid`, {
      payment_reference: bought.payment_reference,
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const ready = await mailTo(student, 'booking.payment_received')
    for (const body of [ready.textBody, ready.htmlBody ?? '']) {
      expect(body).toContain(
        'The hours of your 1 Week Package (7 hours) are now ready to schedule: 6 h 0 min left.',
      )
      expect(body).toContain(`until the end of ${lastDayOf('1_week')}`)
    }
  })

  it('puts the hours in the confirmation of a package bought at a tutor’s open time', async () => {
    const tutor = await createTutorAccount(t)
    await publishEveryDay(t, tutor.id, 9 * 60, 18 * 60)
    const byCard = await createStudent(t)
    await buy(byCard, {
      tutor_id: tutor.id,
      package_type: '1_week',
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: await cardIntent(byCard, '1_week') },
    })
    expect((await mailTo(byCard, 'booking.confirmed')).textBody).toContain(
      'which leaves 6 h 0 min for you to schedule.',
    )

    // By bank transfer the time is held; marked paid, the confirmation says the hours are ready.
    const byTransfer = await createStudent(t)
    const held = await buy(byTransfer, {
      tutor_id: tutor.id,
      preferred_time: '14:00',
      package_type: '1_month',
      payment_method: 'bank_transfer',
    })
    expect((await mailTo(byTransfer, 'booking.held')).textBody).toContain(
      'which leaves 11 h 0 min for you to schedule once your bank transfer is received.',
    )
    const paid = await as(admin, `/api/admin/bookings/${held.id}/mark-paid`, {
      payment_reference: held.payment_reference,
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect((await mailTo(byTransfer, 'booking.confirmed')).textBody).toContain(
      'The hours of your 1 Month Package (12 hours) are now ready to schedule: 11 h 0 min left.',
    )
  })

  it('says nothing of hours for a single session or one scheduled from a package', async () => {
    const student = await createStudent(t)
    const bought = await buy(student, {
      package_type: '1_week',
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: await cardIntent(student, '1_week') },
    })
    await t.database.db.delete(outboxEmails)
    await buy(student, {
      package_id: bought.package_id,
      payment_method: 'package',
      duration_minutes: 60,
      preferred_date: addSastDays(firstDay, 1),
    })
    await buy(student, {
      package_type: '1_hour',
      preferred_date: addSastDays(firstDay, 2),
      payment_method: 'bank_transfer',
    })
    const mails = await queuedEmails(t.database.db)
    expect(mails.filter((mail) => mail.toAddress === student.email)).toHaveLength(2)
    for (const mail of mails) expect(mail.textBody).not.toContain('of tutoring')
  })
})
