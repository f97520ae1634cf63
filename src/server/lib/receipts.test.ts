import { referencePattern, type ReferencePrefix } from '#shared/references.ts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outboxEmails, users } from '#server/db/schema.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import { nuHtmlProblems } from '#tests/support/nu-html-checker.ts'
import { emailDocument } from './email-document.ts'
import { receiptNotMine } from './submission-emails.ts'

/**
 * Issue 25: a receipt goes to an address anyone can type, so it must not carry a word the
 * sender typed: a form sent with someone else's address and this text would otherwise put
 * it in their inbox from the business's address (decision 007).
 */
const PHISH = 'You won R10 000! Claim at https://phish.example'
const PHISH_LINK = 'https://phish.example/claim'
/** Any piece of the phishing text, as it could appear after trimming or escaping. */
const traces = ['You won', 'R10 000', 'Claim at', 'phish.example']
const VICTIM = 'victim@example.com'

const inDays = (days: number) => todayInSast(new Date(Date.now() + days * 24 * 60 * 60 * 1000))

let t: TestApp
let member: TestStudent
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_EMAIL: 'office@tutoring.example' })
  member = await createStudent(t)
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(outboxEmails)
})

interface FormCase {
  kind: string
  url: string
  /** Donations and partnerships are signed-in forms; the others are public. */
  signedIn: boolean
  body: () => Record<string, unknown>
}

/** Every free-text field of every form holds the phishing text; the address is someone else's. */
const forms: FormCase[] = [
  {
    kind: 'consultation',
    url: '/api/free-consultations',
    signedIn: false,
    body: () => ({
      name: PHISH,
      email: VICTIM,
      phone: '082 123 4567',
      preferred_date: inDays(7),
      preferred_time: '14:00',
      meeting_topic: PHISH,
      google_meet_link: PHISH_LINK,
    }),
  },
  {
    kind: 'contact',
    url: '/api/contact-messages',
    signedIn: false,
    body: () => ({
      name: PHISH,
      email: VICTIM,
      phone: '082 123 4567',
      subject: PHISH,
      message: PHISH,
      meeting_type: 'face_to_face',
      preferred_date: inDays(7),
      preferred_time: '10:00',
    }),
  },
  {
    kind: 'tutor_application',
    url: '/api/tutor-applications',
    signedIn: false,
    body: () => ({
      name: PHISH,
      email: VICTIM,
      cell: '082 555 1234',
      address: PHISH,
      qualification: 'in_progress',
      qualification_details: PHISH,
      subjects_to_offer: 'Calculus, Algebra',
      available_days: ['Saturday'],
      available_time_start: '14:00',
      available_time_end: '18:00',
      experience_years: 2,
      hourly_rate: 180,
      bio: PHISH,
      why_tutor: PHISH,
    }),
  },
  {
    kind: 'school_booking',
    url: '/api/school-bookings',
    signedIn: false,
    body: () => ({
      school_name: PHISH,
      contact_person_name: PHISH,
      contact_email: VICTIM,
      contact_phone: '012 373 0000',
      school_address: PHISH,
      school_province: 'gauteng',
      preferred_date: inDays(10),
      preferred_time: '09:00',
      grade_level: 'Grade 12',
      venue_details: PHISH,
      number_of_learners: 35,
      subject: 'mathematics',
      session_duration: 2,
      payment_method: 'transfer',
      special_requirements: PHISH,
    }),
  },
  {
    kind: 'teacher_workshop',
    url: '/api/teacher-workshops',
    signedIn: false,
    body: () => ({
      institution_name: PHISH,
      contact_person_name: PHISH,
      contact_email: VICTIM,
      contact_phone: '012 401 1600',
      institution_address: PHISH,
      institution_province: 'gauteng',
      preferred_date: inDays(14),
      preferred_time: '14:00',
      workshop_type: 'exam_preparation',
      delivery_method: 'face_to_face',
      venue_details: PHISH,
      number_of_teachers: 24,
      subject_focus: 'calculus',
      session_duration: 4,
      payment_method: 'bank_transfer',
      special_requirements: PHISH,
      workshop_objectives: PHISH,
    }),
  },
  {
    kind: 'video_order',
    url: '/api/video-orders',
    signedIn: false,
    body: () => ({
      teacher_name: PHISH,
      teacher_email: VICTIM,
      teacher_phone: '072 123 4567',
      school_institution: PHISH,
      subject_area: 'Calculus',
      grade_level: 'Grade 12',
      video_topic: PHISH,
      chapter_details: PHISH,
      specific_requirements: PHISH,
      preferred_length: '15-20 minutes',
      delivery_timeline: '3 weeks',
      number_of_chapters: 6,
      payment_method: 'bank_transfer',
      special_notes: PHISH,
    }),
  },
  {
    kind: 'donation',
    url: '/api/donations',
    signedIn: true,
    body: () => ({
      donor_name: PHISH,
      donor_email: VICTIM,
      amount: 250,
      donation_type: 'one_time',
      payment_method: 'bank_transfer',
      message: PHISH,
    }),
  },
  {
    kind: 'partnership',
    url: '/api/partnerships',
    signedIn: true,
    body: () => ({
      organization_name: PHISH,
      organization_type: 'business',
      contact_person_name: PHISH,
      contact_email: VICTIM,
      contact_phone: '011 441 3111',
      organization_address: PHISH,
      website: PHISH_LINK,
      partnership_type: 'bulk_tutoring',
      partnership_description: PHISH,
      student_count: 120,
      preferred_start_date: inDays(30),
      additional_requirements: PHISH,
    }),
  },
]

/** Every mail the tests below queue, by kind, for the validator at the end. */
const mailsOfEveryKind = new Map<string, { subject: string; htmlBody: string | null }>()
const keep = (...emails: { kind: string; subject: string; htmlBody: string | null }[]) => {
  for (const email of emails) mailsOfEveryKind.set(email.kind, email)
}

function expectNoTrace(email: { subject: string; textBody: string; htmlBody: string | null }) {
  expect(email.htmlBody).toEqual(expect.any(String))
  for (const part of [email.subject, email.textBody, email.htmlBody ?? '']) {
    for (const trace of traces) expect(part).not.toContain(trace)
  }
}

const prefixOf: Record<string, ReferencePrefix> = {
  consultation: 'FC',
  contact: 'CM',
  tutor_application: 'TA',
  school_booking: 'SB',
  teacher_workshop: 'TW',
  video_order: 'VO',
  donation: 'DN',
  partnership: 'PA',
}

describe('receipts to a typed address', () => {
  it.each(forms)(
    '$kind: the receipt carries fixed words and the reference, the notification everything',
    async ({ kind, url, signedIn, body }) => {
      const res = await t.request({
        method: 'POST',
        url,
        headers: signedIn ? { cookie: member.cookie } : {},
        payload: body(),
      })
      expect(res.statusCode, res.body).toBe(201)
      const { id, reference } = res.json<{ id: string; reference: string }>()
      // Decision 021: a short reference of the kind's own prefix, never the UUID.
      expect(reference).toMatch(referencePattern(prefixOf[kind]!))

      const emails = await queuedEmails(t.database.db)
      const receipt = emails.find((email) => email.kind === `${kind}.receipt`)!
      const notification = emails.find((email) => email.kind === `${kind}.notification`)!
      expect(receipt.toAddress).toBe(VICTIM)
      expectNoTrace(receipt)
      expect(receipt.textBody).toMatch(/^Hello,\n/)
      expect(receipt.textBody).toContain(`Reference: ${reference}`)
      expect(receipt.htmlBody).toContain(reference)
      for (const part of [receipt.subject, receipt.textBody, receipt.htmlBody]) {
        expect(part).not.toContain(id)
      }
      expect(receipt.textBody).toContain(receiptNotMine)

      expect(notification.toAddress).toBe('office@tutoring.example')
      expect(notification.textBody).toContain(PHISH)
      expect(notification.htmlBody).toContain('phish.example')
      expect(notification.textBody).toContain(`Reference: ${reference}`)
      keep(receipt, notification)
    },
  )

  it('the newsletter confirmation greets no one: the name typed with the address stays out', async () => {
    const res = await t.post('/api/newsletter/subscribe', { email: VICTIM, name: PHISH })
    expect(res.statusCode, res.body).toBe(200)
    const [confirmation] = await queuedEmails(t.database.db)
    expect(confirmation).toMatchObject({ kind: 'newsletter.confirm', toAddress: VICTIM })
    expectNoTrace(confirmation!)
    expect(confirmation!.textBody).toMatch(/^Hello,\n/)
    keep(confirmation!)
  })

  it('registration’s verification, the guardian’s consent request and a password reset name no one', async () => {
    const res = await t.post('/api/auth/register', {
      name: PHISH,
      email: VICTIM,
      password: 'Maths2026!',
      confirmPassword: 'Maths2026!',
      student_category: 'high_school',
      student_level: 'Grade 10',
      guardian_name: PHISH,
      guardian_email: 'guardian-victim@example.com',
    })
    expect(res.statusCode, res.body).toBe(201)
    await t.post('/api/auth/forgot-password', { email: VICTIM })
    const emails = await queuedEmails(t.database.db)
    const sent = (kind: string) => emails.find((email) => email.kind === kind)!
    for (const kind of ['account.verify_email', 'account.reset_password']) {
      expect(sent(kind).toAddress).toBe(VICTIM)
      expectNoTrace(sent(kind))
      expect(sent(kind).textBody).toMatch(/^Hello,\n/)
    }
    // A learner under 18: the verification does not promise booking before the consent.
    expect(sent('account.verify_email').textBody).toContain(
      'Booking tutoring sessions opens once your parent or guardian has given their consent',
    )
    expect(sent('account.verify_email').textBody).not.toContain('unlock booking')
    const consent = sent('account.guardian_consent')
    expect(consent.toAddress).toBe('guardian-victim@example.com')
    expectNoTrace(consent)
    expect(consent.textBody).toContain('A high-school student in Grade 10 has registered')
    // The office still learns who registered.
    expect(sent('account.registered.business').textBody).toContain(PHISH)
    keep(...emails)
    await t.database.db.delete(users).where(eq(users.email, VICTIM))
  })

  // Issue 26: what the worker sends (the body in the business's layout) is valid HTML,
  // with whatever a person typed in it.
  it('every mail above, as sent, passes the Nu Html Checker', async () => {
    expect(mailsOfEveryKind.size).toBeGreaterThanOrEqual(forms.length * 2 + 4)
    const business = { name: t.config.business.name, address: t.config.business.address }
    const documents = Object.fromEntries(
      [...mailsOfEveryKind].map(([kind, email]) => [
        kind,
        emailDocument(email.subject, email.htmlBody ?? '', business),
      ]),
    )
    expect(await nuHtmlProblems(documents)).toEqual([])
  })
})
