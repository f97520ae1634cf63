import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { donations } from '#server/db/schema.ts'
import { adminMessages as m } from '#shared/admin.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

// Decision 021: a bank statement's line finds the one record its reference names.
let t: TestApp
let admin: TestStudent
let student: TestStudent
let sipho: string
let lerato: string
// Two references one character apart, with a 0 and a 1 a statement may write as O and I/L.
const SIPHO = 'DN-2XF0Z1E8'
const LERATO = 'DN-2XF0Z1E9'

async function pledge(name: string, reference: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/donations',
    headers: { cookie: student.cookie },
    payload: {
      donor_name: name,
      donor_email: 'donor@example.com',
      amount: 250,
      donation_type: 'one_time',
      payment_method: 'bank_transfer',
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  const { id } = res.json<{ id: string }>()
  // A known reference, so the test can misspell it as a statement would.
  await t.database.db.execute(
    sql`update donations set reference = ${reference}, payment_reference = ${reference} where id = ${id}`,
  )
  return id
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await createStudent(t, { role: 'admin' })
  student = await createStudent(t)
  sipho = await pledge('Sipho Nkosi', SIPHO)
  lerato = await pledge('Lerato Nkosi', LERATO)
})
afterAll(async () => t.close())

const lookUp = (text: string, who: TestStudent = admin) =>
  t.request({
    method: 'GET',
    url: `/api/admin/payments/by-reference?text=${encodeURIComponent(text)}`,
    headers: { cookie: who.cookie },
  })

const messyForms = [
  'DN-2XF0Z1E8',
  'DN2XF0Z1E8',
  'dn-2xf0z1e8',
  'dn 2xf0 z1e8',
  'DN-2XFOZIE8',
  'DN-2XFOZLE8',
  'dn-2xfozle8',
  'NKOSI DN-2XF0Z1E8',
  'nkosi dn 2xfo zie8 thanks',
]

describe('GET /api/admin/payments/by-reference', () => {
  it.each(messyForms)('finds Sipho’s donation from %j, never Lerato’s', async (text) => {
    const res = await lookUp(text)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      kind: 'donation',
      id: sipho,
      reference: SIPHO,
      payer: 'Sipho Nkosi',
      amount_cents: 25_000,
      payment_method: 'bank_transfer',
      payment_status: 'pending',
    })
  })

  it('finds nothing for a reference one character off (404), and says why', async () => {
    const res = await lookUp('NKOSI DN-2XF0Z1E7')
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toBe(m.referenceUnknown)
  })

  it('refuses text with no whole reference, or with two (400)', async () => {
    const short = await lookUp('NKOSI DN-2XF0Z1E')
    expect(short.statusCode).toBe(400)
    expect(short.json().error).toBe(m.referenceNotFound)
    const long = await lookUp('DN-2XF0Z1E8X')
    expect(long.json().error).toBe(m.referenceNotFound)
    const both = await lookUp(`${SIPHO} ${LERATO}`)
    expect(both.statusCode).toBe(400)
    expect(both.json().error).toBe(m.referenceAmbiguous)
  })

  it('is for the office only', async () => {
    expect((await lookUp(SIPHO, student)).statusCode).toBe(403)
  })
})

describe('marking a donation paid from the statement’s line', () => {
  const markPaid = (id: string, text: string) =>
    t.request({
      method: 'POST',
      url: `/api/admin/submissions/donations/${id}/mark-paid`,
      headers: { cookie: admin.cookie },
      payload: { payment_reference: text },
    })
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(donations).where(eq(donations.id, id)))[0]!.paymentStatus

  it('refuses Sipho’s line on Lerato’s donation, and a line naming two', async () => {
    const wrong = await markPaid(lerato, 'nkosi dn 2xfo zie8')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields).toEqual({ payment_reference: m.referenceMismatch })
    const both = await markPaid(lerato, `${SIPHO} ${LERATO}`)
    expect(both.json().fields).toEqual({ payment_reference: m.referenceAmbiguous })
    expect(await statusOf(lerato)).toBe('pending')
  })

  it('marks Sipho’s donation paid from the line as the bank shows it', async () => {
    const res = await markPaid(sipho, 'NKOSI dn 2xfo zle8')
    expect(res.statusCode, res.body).toBe(200)
    expect(await statusOf(sipho)).toBe('completed')
    expect(await statusOf(lerato)).toBe('pending')
  })

  it('lets the office search the donations by the reference as a statement writes it', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/admin/submissions/donations?q=${encodeURIComponent('nkosi dn 2xfo zie9')}`,
      headers: { cookie: admin.cookie },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().items.map((item: { id: string }) => item.id)).toEqual([lerato])
  })
})
