import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  announcements,
  bookings,
  libraryFiles,
  newsletterSubscribers,
  outboxEmails,
  partnershipInquiries,
  schoolBookings,
  storageCleanup,
  tutoringSessions,
  tutors,
} from '#server/db/schema.ts'
import { errorHandlerPlugin } from '#server/plugins/error-handler.ts'
import { apiMessages } from '#shared/messages.ts'
import { bookingFieldMessages } from '#shared/schemas/booking.ts'
import { integerMessages } from '#shared/schemas/fields.ts'
import { partnershipMessages } from '#shared/schemas/partnership.ts'
import { schoolBookingMessages } from '#shared/schemas/school-booking.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { multipart, type UploadFile } from '#tests/support/multipart.ts'
import { samplePdf, samplePng } from '#tests/support/sample-files.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

// Issue 25 item 5: what an API fuzzer sends. Every answer is a 400 `{ error }` that stores
// nothing, never a 500 or the framework's own error body (decision 003).

let t: TestApp
let student: TestStudent
let admin: TestStudent
let moduleId: number
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(64 * 1024) })
  student = await createStudent(t)
  admin = await createStudent(t, { role: 'admin' })
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  await rm(t.config.uploadsDir, { recursive: true, force: true })
  const { db } = t.database
  await db.delete(bookings)
  await db.delete(tutoringSessions)
  await db.delete(newsletterSubscribers)
  await db.delete(schoolBookings)
  await db.delete(partnershipInquiries)
  await db.delete(libraryFiles)
  await db.delete(announcements)
  await db.delete(tutors)
  await db.delete(storageCleanup)
  await db.delete(outboxEmails)
})

const NUL = '\u0000'
const inDays = (days: number) => todayInSast(new Date(Date.now() + days * 86_400_000))

function expectRefused(res: { statusCode: number; body: string }, message: string) {
  expect(res.statusCode, res.body).toBe(400)
  expect(JSON.parse(res.body)).toEqual({ error: message })
}

async function nothingStored() {
  const { db } = t.database
  for (const table of [
    bookings,
    newsletterSubscribers,
    schoolBookings,
    partnershipInquiries,
    libraryFiles,
    announcements,
    tutors,
    storageCleanup,
    outboxEmails,
  ]) {
    expect(await db.select().from(table)).toHaveLength(0)
  }
  for (const folder of ['library', 'announcements', 'tutor-photos']) {
    expect(await readdir(path.join(t.config.uploadsDir, folder)).catch(() => [])).toEqual([])
  }
}

const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  session_type: 'one_to_one',
  mathematics_module_id: moduleId,
  package_type: '1_hour',
  preferred_date: inDays(3),
  preferred_time: '14:00',
  meeting_platform: 'google_meet',
  payment_method: 'bank_transfer',
  meeting_aim: 'Prepare for the June calculus test',
  ...overrides,
})

const schoolBookingBody = (overrides: Record<string, unknown> = {}) => ({
  school_name: 'Atteridgeville Secondary School',
  contact_person_name: 'Mr Themba Sithole',
  contact_email: 't.sithole@school.example',
  contact_phone: '012 373 0000',
  school_address: '1 Maunde Street, Atteridgeville, Pretoria',
  school_province: 'gauteng',
  preferred_date: inDays(10),
  preferred_time: '09:00',
  grade_level: 'Grade 12',
  venue_details: 'School hall with a projector',
  number_of_learners: 35,
  subject: 'mathematics',
  session_duration: 2,
  payment_method: 'transfer',
  ...overrides,
})

const tutorFields = (overrides: Record<string, string> = {}) => ({
  name: 'Naledi Dlamini',
  email: 'naledi@example.com',
  bio: 'Patient tutor of calculus.',
  expertise: 'Calculus',
  qualifications: 'BSc Mathematics',
  years_experience: '10',
  hourly_rate: '350',
  ...overrides,
})

const pdf = (): UploadFile => ({
  name: 'algebra.pdf',
  content: samplePdf(),
  type: 'application/pdf',
})
const png = (): UploadFile => ({ name: 'naledi.png', content: samplePng(), type: 'image/png' })

/** The multipart routes, each with a form that would be stored. */
const multipartRoutes = [
  {
    name: 'a library upload',
    url: '/api/library/upload',
    cookie: () => student.cookie,
    fields: { category: 'Study Guides', description: 'Grade 12 algebra' },
    fileField: 'file',
    file: pdf,
  },
  {
    name: 'a new announcement',
    url: '/api/admin/announcements',
    cookie: () => admin.cookie,
    fields: {
      title: 'Exam classes',
      content: 'Saturday classes start in May.',
      announcement_type: 'presentation',
    },
    fileField: 'file',
    file: pdf,
  },
  {
    name: 'a new tutor with a photo',
    url: '/api/admin/tutors',
    cookie: () => admin.cookie,
    fields: tutorFields(),
    fileField: 'photo',
    file: png,
  },
] as const

async function sendMultipart(
  route: (typeof multipartRoutes)[number],
  change: (body: { payload: Buffer; contentType: string }) => {
    payload: Buffer
    contentType: string
  } = (body) => body,
  fields: Record<string, string> = route.fields,
) {
  const form = await multipart(fields, route.file(), route.fileField)
  const sent = change({
    payload: form.payload as Buffer,
    contentType: String(form.headers?.['content-type']),
  })
  return t.request({
    method: 'POST',
    url: route.url,
    payload: sent.payload,
    headers: { 'content-type': sent.contentType, cookie: route.cookie() },
  })
}

describe('a NUL character in text', () => {
  it.each([
    [
      'the newsletter subscription',
      '/api/newsletter/subscribe',
      { email: 'a@example.com', name: `a${NUL}b` },
    ],
    [
      'the newsletter subscription (email)',
      '/api/newsletter/subscribe',
      { email: `a${NUL}@example.com` },
    ],
    [
      'a school booking',
      '/api/school-bookings',
      schoolBookingBody({ venue_details: `Hall${NUL}` }),
    ],
    [
      'a contact message',
      '/api/contact-messages',
      { name: `a${NUL}b`, email: 'a@example.com', subject: 'Hi', message: 'Hello' },
    ],
    [
      'a body whose key holds it',
      '/api/newsletter/subscribe',
      { email: 'a@example.com', [`x${NUL}`]: 1 },
    ],
    ['a nested value', '/api/school-bookings', schoolBookingBody({ extra: [{ deep: `x${NUL}` }] })],
  ])('in the JSON body of %s from a visitor is refused with 400', async (_name, url, body) => {
    expectRefused(await t.post(url, body), apiMessages.nulCharacter)
    await nothingStored()
  })

  it('in the JSON body of a signed-in student’s booking is refused with 400', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: student.cookie },
      payload: bookingBody({ meeting_aim: `Calculus${NUL}` }),
    })
    expectRefused(res, apiMessages.nulCharacter)
    await nothingStored()
  })

  // The check runs after the routes' onRequest guards: a visitor is told to sign in, not
  // what their input held.
  it.each([
    ['a student’s route', '/api/partnerships', { organization_name: `a${NUL}b` }],
    ['an administrator’s route', '/api/admin/bookings/1/cancel', { reason: `a${NUL}b` }],
  ])('comes after the sign-in check on %s (401 for a visitor)', async (_name, url, body) => {
    const res = await t.post(url, body)
    expect(res.statusCode, res.body).toBe(401)
  })

  it.each([
    '/api/library/files?q=a%00b',
    '/api/library/files?category=%00',
    '/api/announcements?anything=%00',
    '/api/tutors/1/availability?date=2030-01-01%00',
  ])('in the query of %s is refused with 400', async (url) => {
    expectRefused(await t.request({ method: 'GET', url }), apiMessages.nulCharacter)
  })

  it('in the query of a signed-in administrator’s list is refused with 400', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/bookings?q=a%00b',
      headers: { cookie: admin.cookie },
    })
    expectRefused(res, apiMessages.nulCharacter)
  })

  it.each([
    ['GET', '/api/tutors/%00'],
    ['GET', '/api/library/download/a%00b'],
    ['GET', '/api/announcements/download/a%00b'],
    ['POST', '/api/announcements/a%00b/view'],
    ['GET', '/api/verify-email/a%00b'],
  ] as const)('in the path of %s %s is refused with 400', async (method, url) => {
    expectRefused(await t.request({ method, url }), apiMessages.nulCharacter)
  })

  it.each(multipartRoutes.map((route) => [route.name, route] as const))(
    'in a multipart field of %s is refused with 400, and the file is not kept',
    async (_name, route) => {
      const fields = Object.fromEntries(
        Object.entries(route.fields).map(([key, value], index) => [
          key,
          index === 0 ? `${value}${NUL}` : value,
        ]),
      )
      expectRefused(await sendMultipart(route, undefined, fields), apiMessages.nulCharacter)
      await nothingStored()
    },
  )
})

describe('a malformed multipart body', () => {
  const malformations = [
    [
      'no boundary',
      (body: { payload: Buffer; contentType: string }) => ({
        ...body,
        contentType: 'multipart/form-data',
      }),
    ],
    [
      'a boundary that is not the body’s',
      (body: { payload: Buffer; contentType: string }) => ({
        ...body,
        contentType: 'multipart/form-data; boundary=----not-the-one-used',
      }),
    ],
    [
      'a body cut off in the file',
      (body: { payload: Buffer; contentType: string }) => ({
        ...body,
        payload: body.payload.subarray(0, body.payload.length - 200),
      }),
    ],
    [
      'a body cut off in the fields',
      (body: { payload: Buffer; contentType: string }) => ({
        ...body,
        payload: body.payload.subarray(0, 60),
      }),
    ],
  ] as const

  for (const route of multipartRoutes) {
    it.each(malformations)(
      `to ${route.name} with %s is refused with 400`,
      async (_name, change) => {
        expectRefused(await sendMultipart(route, change), apiMessages.malformedForm)
        await nothingStored()
      },
    )
  }

  // The cases above differ from these only in their defect.
  it.each(multipartRoutes.map((route) => [route.name, route] as const))(
    'to %s, well formed, is stored',
    async (_name, route) => {
      const res = await sendMultipart(route)
      expect(res.statusCode, res.body).toBe(201)
    },
  )
})

describe('a badly encoded path', () => {
  it.each(['/api/tutors/%ff', '/api/library/download/%e0%a4%a', '/api/newsletter/%'])(
    '%s answers 400 { error } like every other error',
    async (url) => {
      const res = await t.request({ method: 'GET', url })
      expectRefused(res, apiMessages.badUrl)
      expect(res.headers['x-request-id']).toBeTruthy()
    },
  )
})

// Issue 25 item 7: z.coerce.number() booked module 1 for `true` and stored '0x10' as 16.
describe('an integer that is not one', () => {
  const notIntegers: [string, unknown][] = [
    ['true', true],
    ['hexadecimal text', '0x10'],
    ['exponent text', '1e1'],
    ['text with a space', ' 5'],
    ['a fraction', 1.5],
  ]
  const signedIn = (url: string, payload: unknown) =>
    t.request({
      method: 'POST',
      url,
      headers: { cookie: student.cookie },
      payload: payload as string,
    })

  function expectFieldRefused(
    res: { statusCode: number; body: string },
    field: string,
    message: string,
  ) {
    expect(res.statusCode, res.body).toBe(400)
    expect(JSON.parse(res.body)).toEqual({ error: message, fields: { [field]: message } })
  }

  it.each(notIntegers)('as a booking’s module (%s) is refused with 400', async (_name, value) => {
    const res = await signedIn('/api/bookings', bookingBody({ mathematics_module_id: value }))
    expectFieldRefused(res, 'mathematics_module_id', bookingFieldMessages.moduleRequired)
    await nothingStored()
  })

  it.each(notIntegers)('as a booking’s tutor (%s) is refused with 400', async (_name, value) => {
    const res = await signedIn('/api/bookings', bookingBody({ tutor_id: value }))
    expectFieldRefused(res, 'tutor_id', bookingFieldMessages.tutorInvalid)
    await nothingStored()
  })

  it.each(notIntegers)(
    'as a school booking’s number of learners (%s) is refused with 400',
    async (_name, value) => {
      const res = await t.post(
        '/api/school-bookings',
        schoolBookingBody({ number_of_learners: value }),
      )
      expectFieldRefused(res, 'number_of_learners', schoolBookingMessages.learnersRange)
      await nothingStored()
    },
  )

  it.each([...notIntegers, ['decimal text', '2.0']])(
    'as a school booking’s duration (%s) is refused with 400',
    async (_name, value) => {
      const res = await t.post(
        '/api/school-bookings',
        schoolBookingBody({ session_duration: value }),
      )
      expectFieldRefused(res, 'session_duration', schoolBookingMessages.durationRequired)
      await nothingStored()
    },
  )

  it.each(notIntegers)(
    'as a partnership’s student count (%s) is refused with 400',
    async (_name, value) => {
      const res = await signedIn('/api/partnerships', {
        organization_name: 'Sasol Foundation',
        organization_type: 'business',
        contact_person_name: 'Ms Palesa Ndlovu',
        contact_email: 'p.ndlovu@foundation.example',
        contact_phone: '011 441 3111',
        organization_address: '50 Katherine Street, Sandton',
        partnership_type: 'bulk_tutoring',
        partnership_description: 'Saturday tutoring for Grade 12 learners',
        student_count: value,
      })
      expectFieldRefused(res, 'student_count', partnershipMessages.studentCountInvalid)
      await nothingStored()
    },
  )

  it.each(['0x2', '1e1', '%205', '2.0', 'true'])(
    'as a page number in a query (page=%s) is refused with 400',
    async (page) => {
      const res = await t.request({ method: 'GET', url: `/api/library/files?page=${page}` })
      expectFieldRefused(res, 'page', integerMessages.invalid)
    },
  )

  it.each(['0x10', '1e1', '%205', '1.0', '0', '2147483648', '99999999999', '1'.repeat(40)])(
    'as a tutor id in a path (/api/tutors/%s) names no tutor: 404',
    async (id) => {
      for (const url of [`/api/tutors/${id}`, `/api/tutors/${id}/photo`]) {
        const res = await t.request({ method: 'GET', url })
        expect(res.statusCode, url).toBe(404)
        expect(res.json().error, url).toMatch(/^Tutor not found/)
      }
    },
  )

  it('given as a JSON integer or as digits, is taken', async () => {
    const asNumber = await signedIn('/api/bookings', bookingBody())
    expect(asNumber.statusCode, asNumber.body).toBe(201)
    await t.database.db.delete(bookings)
    await t.database.db.delete(tutoringSessions)
    await t.database.db.delete(outboxEmails)
    const asDigits = await signedIn(
      '/api/bookings',
      bookingBody({ mathematics_module_id: String(moduleId) }),
    )
    expect(asDigits.statusCode, asDigits.body).toBe(201)
    const school = await t.post(
      '/api/school-bookings',
      schoolBookingBody({ number_of_learners: '35', session_duration: '2' }),
    )
    expect(school.statusCode, school.body).toBe(201)
    expect(school.json()).toMatchObject({ number_of_learners: 35, session_duration: 2 })
  })
})

describe('a database error caused by input', () => {
  // The safety net behind the checks above: should a value the checks let through be one
  // PostgreSQL cannot take, the answer is still a 400, on either database.
  let app: FastifyInstance
  beforeAll(async () => {
    app = Fastify({ logger: false })
    await app.register(errorHandlerPlugin)
    app.get<{ Params: { case: string } }>('/fails/:case', async (request) => {
      const { db } = t.database
      const queries: Record<string, () => Promise<unknown>> = {
        text: () => db.execute(sql`select ${'abc'}::integer`),
        range: () => db.execute(sql`select ${'99999999999'}::integer`),
        nul: () => db.execute(sql`select ${`a${NUL}b`}::text`),
        date: () => db.execute(sql`select ${'2030-13-45'}::date`),
      }
      return (queries[request.params.case] ?? (() => Promise.resolve(null)))()
    })
    await app.ready()
  })
  afterAll(async () => app.close())

  it.each([
    ['invalid text representation (22P02)', 'text'],
    ['numeric value out of range (22003)', 'range'],
    ['a NUL the driver passed on (22021)', 'nul'],
    ['datetime field overflow (22008)', 'date'],
  ])('%s answers 400, not 500', async (_name, which) => {
    const res = await app.inject({ method: 'GET', url: `/fails/${which}` })
    expectRefused(res, apiMessages.invalidInput)
  })
})
