import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminAuditLog, bookings, outboxEmails, tutoringSessions } from '#server/db/schema.ts'
import { adminBookingMessages } from '#shared/admin.ts'
import { bookingMessages } from '#shared/messages.ts'
import { sastSlotToInstant, todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { clearBookingData, insertBookings, sessionsOutOfStep } from '#tests/support/bookings.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'

// D25 in the back office: confirming or moving a session into a time that overlaps
// another of the tutor or the student is refused and changes nothing; overlaps stored
// before the rule are listed for the office to resolve.

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

const inDays = (days: number) => todayInSast(new Date(Date.now() + days * 86_400_000))

async function book(who: TestStudent, extra: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: who.cookie },
    payload: {
      session_type: 'one_to_one',
      mathematics_module_id: moduleId,
      package_type: '1_hour',
      preferred_date: inDays(4),
      preferred_time: '10:00',
      payment_method: 'bank_transfer',
      meeting_aim: 'Algebra revision',
      ...extra,
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string }
}

const act = (id: string, action: string, body: unknown = {}) =>
  t.request({
    method: 'POST',
    url: `/api/admin/bookings/${id}/${action}`,
    headers: { cookie: admin.cookie },
    payload: body as string,
  })
const list = async (query: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/admin/bookings${query}`,
    headers: { cookie: admin.cookie },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().bookings as { id: string; overlap_exempt: boolean }[]
}

/** The booking's row and its session's, to compare before and after a refusal. */
async function stateOf(id: string) {
  const [row] = await t.database.db
    .select({ booking: bookings, session: tutoringSessions })
    .from(bookings)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, bookings.sessionId))
    .where(eq(bookings.id, id))
  return row!
}

describe('the office confirming or moving a session (D25)', () => {
  it('refuses to confirm into a time inside another session of the tutor, changing nothing', async () => {
    const tutor = await createTutor(t.database.db)
    const held = await book(await createStudent(t), { tutor_id: tutor.id, package_type: '2_hours' })
    await act(held.id, 'confirm')
    const request = await book(await createStudent(t), { preferred_time: '14:00' })
    const before = await stateOf(request.id)
    await t.database.db.delete(outboxEmails)
    await t.database.db.delete(adminAuditLog)

    const res = await act(request.id, 'confirm', {
      date: inDays(4),
      time: '11:30',
      tutor_id: tutor.id,
    })
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json().error).toBe(bookingMessages.slotTaken)
    expect(await stateOf(request.id)).toEqual(before)
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
    expect(await t.database.db.select().from(adminAuditLog)).toHaveLength(0)

    // At 12:00, when the two hours are over, the same confirmation goes through.
    const moved = await act(request.id, 'confirm', {
      date: inDays(4),
      time: '12:00',
      tutor_id: tutor.id,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await sessionsOutOfStep(t.database.db)).toEqual([])
  })

  it("refuses a change into the tutor's or the student's other session, changing nothing", async () => {
    const tutor = await createTutor(t.database.db)
    const student = await createStudent(t)
    const other = await book(await createStudent(t), {
      tutor_id: tutor.id,
      preferred_time: '09:00',
    })
    await act(other.id, 'confirm')
    await book(student, { preferred_time: '15:00', package_type: '2_hours' })
    const { id } = await book(student, { preferred_time: '12:00' })
    expect((await act(id, 'confirm')).statusCode).toBe(200)
    const before = await stateOf(id)
    await t.database.db.delete(outboxEmails)
    await t.database.db.delete(adminAuditLog)

    const intoTutor = await act(id, 'reschedule', {
      date: inDays(4),
      time: '09:30',
      tutor_id: tutor.id,
    })
    expect(intoTutor.statusCode, intoTutor.body).toBe(409)
    expect(intoTutor.json().error).toBe(bookingMessages.slotTaken)
    // Without the tutor the same hour is free: only the tutor's session held it.
    const free = await act(id, 'reschedule', { date: inDays(4), time: '09:00' })
    expect(free.statusCode, free.body).toBe(200)
    const intoStudent = await act(id, 'reschedule', { date: inDays(4), time: '16:00' })
    expect(intoStudent.statusCode, intoStudent.body).toBe(409)
    expect(intoStudent.json().error).toBe(adminBookingMessages.studentBusy)
    const after = await stateOf(id)
    expect(after.booking.scheduledAt).toEqual(sastSlotToInstant(inDays(4), '09:00'))
    expect(after.booking.inviteSequence).toBe(before.booking.inviteSequence + 1)
    expect(await sessionsOutOfStep(t.database.db)).toEqual([])
  })

  it('moves the session with the booking: the old time is free, the new one held', async () => {
    const tutor = await createTutor(t.database.db)
    const { id } = await book(await createStudent(t), { tutor_id: tutor.id })
    expect((await act(id, 'confirm', { date: inDays(4), time: '14:00' })).statusCode).toBe(200)
    await book(await createStudent(t), { tutor_id: tutor.id, preferred_time: '10:00' })
    const clash = await t.request({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: (await createStudent(t)).cookie },
      payload: {
        session_type: 'small_group',
        mathematics_module_id: moduleId,
        package_type: '1_hour',
        preferred_date: inDays(4),
        preferred_time: '14:00',
        payment_method: 'bank_transfer',
        meeting_aim: 'Algebra revision',
        tutor_id: tutor.id,
      },
    })
    expect(clash.statusCode).toBe(409)
    expect(await sessionsOutOfStep(t.database.db)).toEqual([])
  })

  it('lets exactly one of 20 concurrent confirmations into overlapping times of one tutor win', async () => {
    const tutor = await createTutor(t.database.db)
    const requests = []
    for (let i = 0; i < 20; i++) {
      requests.push(await book(await createStudent(t), { package_type: '2_hours' }))
    }
    // 10:00, 10:05 ... 11:35: every 2-hour session overlaps every other.
    const times = requests.map((_, i) => {
      const minutes = 10 * 60 + 5 * i
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    })
    const answers = await Promise.all(
      requests.map((request, i) =>
        act(request.id, 'confirm', { date: inDays(6), time: times[i], tutor_id: tutor.id }),
      ),
    )
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 200)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(19)
    const held = await t.database.db
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.tutorId, tutor.id))
    expect(held).toHaveLength(1)
    const rows = await t.database.db.select().from(bookings)
    expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength(1)
    expect(rows.filter((row) => row.status === 'pending' && row.tutorId === null)).toHaveLength(19)
    expect(await sessionsOutOfStep(t.database.db)).toEqual([])
  })

  it('frees the time when the office cancels or completes the session', async () => {
    const tutor = await createTutor(t.database.db)
    const { id } = await book(await createStudent(t), { tutor_id: tutor.id })
    expect((await act(id, 'cancel', { reason: 'The tutor is ill' })).statusCode).toBe(200)
    const next = await book(await createStudent(t), { tutor_id: tutor.id })
    await act(next.id, 'confirm')
    // Its time has come: completed, it holds the tutor's time no longer.
    await t.database.db
      .update(bookings)
      .set({ scheduledAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, next.id))
    expect((await act(next.id, 'complete')).statusCode).toBe(200)
    expect((await stateOf(next.id)).session.held).toBe(false)
    expect((await stateOf(id)).session.held).toBe(false)
  })
})

describe('overlaps stored before the rule (D25, migration 0022)', () => {
  it('lists the bookings left overlapping, until the office moves them', async () => {
    const tutor = await createTutor(t.database.db)
    const [first, second] = [await createStudent(t), await createStudent(t)]
    const at = (time: string) => sastSlotToInstant(inDays(4), time)
    const base = {
      mathematicsModuleId: moduleId,
      sessionType: 'one_to_one' as const,
      packageType: '2_hours' as const,
      preferredDate: inDays(4),
      durationMinutes: 120,
      meetingPlatform: '' as const,
      meetingLink: 'https://meet.jit.si/MathsTutoring-test',
      meetingAim: 'Revision',
      amountCents: 50_000,
      paymentStatus: 'pending' as const,
    }
    // As migration 0022 left them: of each overlapping pair, the later is exempt.
    const [kept, tutorClash, studentClash, closed] = await insertBookings(t.database.db, [
      {
        ...base,
        userId: first.id,
        tutorId: tutor.id,
        preferredTime: '10:00',
        scheduledAt: at('10:00'),
      },
      {
        ...base,
        userId: second.id,
        tutorId: tutor.id,
        preferredTime: '11:00',
        scheduledAt: at('11:00'),
        status: 'confirmed',
        sessionOverlapExempt: true,
      },
      {
        ...base,
        userId: first.id,
        preferredTime: '10:30',
        scheduledAt: at('10:30'),
        overlapExempt: true,
      },
      {
        ...base,
        userId: second.id,
        tutorId: tutor.id,
        preferredTime: '10:00',
        scheduledAt: at('10:00'),
        status: 'cancelled',
        sessionOverlapExempt: true,
      },
    ])
    const listed = await list('?overlap=true')
    expect(listed.map((booking) => booking.id)).toEqual([studentClash!.id, tutorClash!.id])
    expect(listed.every((booking) => booking.overlap_exempt)).toBe(true)
    const all = await list('')
    expect(all.find((booking) => booking.id === kept!.id)!.overlap_exempt).toBe(false)
    expect(all.find((booking) => booking.id === closed!.id)!.overlap_exempt).toBe(true)

    // Moving it into the tutor's other session is refused: a moved session is under the rule.
    const back = await act(tutorClash!.id, 'reschedule', { date: inDays(4), time: '10:30' })
    expect(back.statusCode, back.body).toBe(409)
    expect(back.json().error).toBe(bookingMessages.slotTaken)
    expect((await stateOf(tutorClash!.id)).session.overlapExempt).toBe(true)
    const moved = await act(tutorClash!.id, 'reschedule', { date: inDays(4), time: '13:00' })
    expect(moved.statusCode, moved.body).toBe(200)
    expect((await list('?overlap=true')).map((booking) => booking.id)).toEqual([studentClash!.id])
    expect((await stateOf(tutorClash!.id)).session.overlapExempt).toBe(false)
  })

  it('refuses an overlap filter it does not know, naming it', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/bookings?overlap=maybe',
      headers: { cookie: admin.cookie },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toHaveProperty('overlap')
  })
})
