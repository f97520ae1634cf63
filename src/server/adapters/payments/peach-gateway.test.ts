import { createCipheriv, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookings, paymentIntents, tutoringSessions, users } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import { todayInSast } from '#shared/sast.ts'
import { createPeachGateway } from './peach-gateway.ts'
import { WebhookRejected } from './payment-gateway.ts'

// The Peach adapter against a local stand-in for Peach's Payments API (this machine
// cannot reach Peach): it records what we send and answers as Peach documents.

const WEBHOOK_SECRET = randomBytes(32).toString('hex')
const GOOGLE_PAY_TOKEN = JSON.stringify({ protocolVersion: 'ECv2', signedMessage: '{}' })

type PeachAnswer = { status: number; body: Record<string, unknown> }
let answer: (form: URLSearchParams) => PeachAnswer
const received: { auth: string | undefined; url: string | undefined; form: URLSearchParams }[] = []
let peach: Server
let apiUrl: string

beforeAll(async () => {
  peach = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const form = new URLSearchParams(body)
      received.push({ auth: request.headers.authorization, url: request.url, form })
      const { status, body: json } = answer(form)
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(json))
    })
  })
  await new Promise<void>((resolve) => peach.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(peach.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => peach.close(() => resolve())))
beforeEach(() => {
  received.length = 0
})

const paid =
  (code: string, description = 'Request successfully processed') =>
  (form: URLSearchParams): PeachAnswer => ({
    status: 200,
    body: {
      id: '8ac7a4a1-peach-payment',
      amount: form.get('amount'),
      currency: form.get('currency'),
      merchantTransactionId: form.get('merchantTransactionId'),
      result: { code, description },
    },
  })

const gateway = () =>
  createPeachGateway({
    apiUrl,
    entityId: 'entity-123',
    accessToken: 'secret-token',
    webhookSecret: WEBHOOK_SECRET,
  })
const charge = {
  intentId: 'a3c5',
  amountCents: 50_000,
  currency: 'ZAR' as const,
  token: GOOGLE_PAY_TOKEN,
}

describe('Peach Payments adapter: charging a Google Pay token', () => {
  it('sends a debit for the exact amount with the token and our intent id, and reads success', async () => {
    answer = paid('000.100.110')
    expect(await gateway().charge({ ...charge, email: 'thandi@example.com' })).toEqual({
      status: 'succeeded',
      reference: '8ac7a4a1-peach-payment',
    })
    const [call] = received
    expect(call!.auth).toBe('Bearer secret-token')
    expect(Object.fromEntries(call!.form)).toEqual({
      entityId: 'entity-123',
      amount: '500.00',
      currency: 'ZAR',
      paymentBrand: 'GOOGLEPAY',
      paymentType: 'DB',
      'googlePay.paymentToken': GOOGLE_PAY_TOKEN,
      merchantTransactionId: 'a3c5',
      'customer.email': 'thandi@example.com',
    })
  })

  it('reads a decline, a pending 3-D Secure check, and refuses an answer for another amount', async () => {
    answer = paid('800.100.151', 'transaction declined (invalid card)')
    expect(await gateway().charge(charge)).toEqual({
      status: 'failed',
      reason: 'transaction declined (invalid card)',
    })
    answer = paid('000.200.000', 'transaction pending')
    expect(await gateway().charge(charge)).toEqual({
      status: 'pending',
      reference: '8ac7a4a1-peach-payment',
    })
    answer = (form) => ({
      ...paid('000.100.110')(form),
      body: { ...paid('000.100.110')(form).body, amount: '5.00' },
    })
    await expect(gateway().charge(charge)).rejects.toThrow(/not what was asked/)
    answer = () => ({ status: 503, body: {} })
    await expect(gateway().charge(charge)).rejects.toThrow(/503/)
  })
})

describe('Peach Payments adapter: refunding a charge (issue 25)', () => {
  const refund = {
    intentId: 'a3c5',
    reference: '8ac7a4a1-peach-payment',
    amountCents: 50_000,
    currency: 'ZAR' as const,
  }
  const refunded =
    (code: string, description = 'Request successfully processed') =>
    (form: URLSearchParams): PeachAnswer => ({
      status: 200,
      body: {
        id: '8ac7a4a1-peach-refund',
        referencedId: '8ac7a4a1-peach-payment',
        paymentType: 'RF',
        amount: form.get('amount'),
        currency: form.get('currency'),
        result: { code, description },
      },
    })

  it("sends an RF for the whole amount to the charge's own address, and reads the refund's id", async () => {
    answer = refunded('000.100.110')
    expect(await gateway().refund(refund)).toEqual({
      status: 'refunded',
      reference: '8ac7a4a1-peach-refund',
    })
    const [call] = received
    expect(call!.url).toBe('/v1/payments/8ac7a4a1-peach-payment')
    expect(call!.auth).toBe('Bearer secret-token')
    expect(Object.fromEntries(call!.form)).toEqual({
      entityId: 'entity-123',
      amount: '500.00',
      currency: 'ZAR',
      paymentType: 'RF',
      merchantTransactionId: 'refund-a3c5',
    })
  })

  it('reads a refused refund, and throws when the outcome is unknown', async () => {
    answer = (form) => ({
      ...refunded('700.400.200', 'cannot refund (refund volume exceeded or tx reversed)')(form),
      status: 400,
    })
    expect(await gateway().refund(refund)).toEqual({
      status: 'failed',
      reason: 'cannot refund (refund volume exceeded or tx reversed)',
    })
    answer = (form) => ({
      ...refunded('000.100.110')(form),
      body: { ...refunded('000.100.110')(form).body, amount: '5.00' },
    })
    expect(await gateway().refund(refund)).toMatchObject({ status: 'failed' })
    answer = refunded('000.200.000', 'transaction pending')
    await expect(gateway().refund(refund)).rejects.toThrow(/holds the refund/)
    answer = () => ({ status: 502, body: {} })
    await expect(gateway().refund(refund)).rejects.toThrow(/502/)
  })
})

function encrypt(notification: unknown, key = WEBHOOK_SECRET) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'hex'), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(notification), 'utf8'), cipher.final()])
  return {
    body: body.toString('hex').toUpperCase(),
    headers: {
      'x-initialization-vector': iv.toString('hex').toUpperCase(),
      'x-authentication-tag': cipher.getAuthTag().toString('hex').toUpperCase(),
    },
  }
}
const notification = (intentId: string, amount: string, code = '000.100.110') => ({
  type: 'PAYMENT',
  payload: {
    id: 'peach-42',
    paymentType: 'DB',
    amount,
    currency: 'ZAR',
    merchantTransactionId: intentId,
    result: { code, description: 'ok' },
  },
})

describe('Peach Payments adapter: webhooks', () => {
  it('reads an authenticated notification, bare or JSON-wrapped', () => {
    const { body, headers } = encrypt(notification('intent-1', '250.00'))
    const expected = {
      intentId: 'intent-1',
      reference: 'peach-42',
      amountCents: 25_000,
      currency: 'ZAR',
      outcome: 'succeeded',
      reason: 'ok',
    }
    expect(gateway().readWebhook!(headers, body)).toEqual(expected)
    expect(gateway().readWebhook!(headers, JSON.stringify({ encryptedBody: body }))).toEqual(
      expected,
    )
  })

  it('leaves a notification of a refund aside: only a charge decides an intent', () => {
    const { body, headers } = encrypt({
      type: 'PAYMENT',
      payload: {
        ...notification('intent-1', '250.00').payload,
        id: 'peach-refund-7',
        paymentType: 'RF',
        merchantTransactionId: 'refund-intent-1',
      },
    })
    expect(gateway().readWebhook!(headers, body)).toBeNull()
  })

  it('refuses a notification with a forged tag, another key, or no headers', () => {
    const { body, headers } = encrypt(notification('intent-1', '250.00'))
    const forged = { ...headers, 'x-authentication-tag': '00'.repeat(16) }
    expect(() => gateway().readWebhook!(forged, body)).toThrow(WebhookRejected)
    const other = encrypt(notification('intent-1', '250.00'), randomBytes(32).toString('hex'))
    expect(() => gateway().readWebhook!(other.headers, other.body)).toThrow(WebhookRejected)
    expect(() => gateway().readWebhook!({}, body)).toThrow(WebhookRejected)
  })

  it('refuses a tag shorter than 16 bytes, even the true tag cut short', () => {
    const { body, headers } = encrypt(notification('intent-1', '250.00'))
    for (const bytes of [4, 8, 12, 15]) {
      const short = {
        ...headers,
        'x-authentication-tag': headers['x-authentication-tag'].slice(0, bytes * 2),
      }
      expect(() => gateway().readWebhook!(short, body), `${bytes} bytes`).toThrow(WebhookRejected)
    }
  })
})

describe('a booking paid with Google Pay through Peach (D16)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      PAYMENTS_GATEWAY: 'peach',
      PAYMENTS_API_URL: apiUrl,
      PAYMENTS_ENTITY_ID: 'entity-123',
      PAYMENTS_SECRET_KEY: 'secret-token',
      PAYMENTS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    })
  })
  afterAll(async () => t.close())
  beforeEach(async () => {
    await t.database.db.delete(bookings)
    await t.database.db.delete(tutoringSessions)
    await t.database.db.delete(paymentIntents)
    await t.database.db.delete(users)
  })

  const requestAs =
    (student: TestStudent) => (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      t.request({ method, url, headers: { cookie: student.cookie }, payload: payload as string })

  const webhook = (payload: { body: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/peach',
      headers: { 'content-type': 'text/plain', ...payload.headers },
      payload: payload.body,
    })

  it('offers Google Pay in the public config', async () => {
    const config = (await t.request({ method: 'GET', url: '/api/config' })).json()
    expect(config.googlePay).toEqual({
      environment: 'TEST',
      merchantId: null,
      merchantName: t.config.business.name,
      gateway: 'peachpayments',
      gatewayMerchantId: 'entity-123',
    })
    // The page may then load Google Pay's script and payment sheet, and nothing else new.
    const csp = (await t.app.inject({ method: 'GET', url: '/' })).headers[
      'content-security-policy'
    ] as string
    expect(csp).toContain("script-src 'self' https://pay.google.com")
    expect(csp).toMatch(/frame-src [^;]*https:\/\/pay\.google\.com/)
  })

  it('holds a pending charge until the authenticated webhook confirms the amount, then books', async () => {
    const student = await createStudent(t)
    const as = requestAs(student)
    const intent = (
      await as('POST', '/api/payment-intents', { purpose: 'booking', package_type: '1_hour' })
    ).json()
    answer = paid('000.200.000', 'transaction pending')
    const confirmed = await as('POST', `/api/payment-intents/${intent.id}/confirm`, {
      token: GOOGLE_PAY_TOKEN,
    })
    expect(confirmed.json().status).toBe('processing')

    const booking = {
      session_type: 'one_to_one',
      mathematics_module_id: (await as('GET', '/api/mathematics-modules')).json()[0].id,
      package_type: '1_hour',
      preferred_date: todayInSast(new Date(Date.now() + 3 * 86_400_000)),
      preferred_time: '12:00',
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: intent.id },
      meeting_aim: 'Trigonometry',
    }
    expect((await as('POST', '/api/bookings', booking)).statusCode).toBe(402)

    const forged = encrypt(notification(intent.id, '250.00'))
    forged.headers['x-authentication-tag'] = 'AB'.repeat(16)
    expect((await webhook(forged)).statusCode).toBe(401)
    expect((await as('GET', `/api/payment-intents/${intent.id}`)).json().status).toBe('processing')

    expect((await webhook(encrypt(notification(intent.id, '250.00')))).statusCode).toBe(200)
    expect((await as('GET', `/api/payment-intents/${intent.id}`)).json().status).toBe('succeeded')
    // A replayed notification of a decline changes nothing now.
    await webhook(encrypt(notification(intent.id, '250.00', '800.100.151')))
    expect((await as('GET', `/api/payment-intents/${intent.id}`)).json().status).toBe('succeeded')
    expect((await as('POST', '/api/bookings', booking)).statusCode).toBe(201)
  })

  it('fails an intent whose webhook reports another amount', async () => {
    const student = await createStudent(t)
    const as = requestAs(student)
    const intent = (
      await as('POST', '/api/payment-intents', { purpose: 'booking', package_type: '1_month' })
    ).json()
    answer = paid('000.200.000')
    await as('POST', `/api/payment-intents/${intent.id}/confirm`, { token: GOOGLE_PAY_TOKEN })
    expect((await webhook(encrypt(notification(intent.id, '1.00')))).statusCode).toBe(200)
    expect((await as('GET', `/api/payment-intents/${intent.id}`)).json().status).toBe('failed')
  })

  it('answers 502 and keeps the intent payable when Peach cannot be reached', async () => {
    const student = await createStudent(t)
    const as = requestAs(student)
    const intent = (
      await as('POST', '/api/payment-intents', { purpose: 'booking', package_type: '1_hour' })
    ).json()
    answer = () => ({ status: 500, body: {} })
    const res = await as('POST', `/api/payment-intents/${intent.id}/confirm`, {
      token: GOOGLE_PAY_TOKEN,
    })
    expect(res.statusCode).toBe(502)
    expect((await as('GET', `/api/payment-intents/${intent.id}`)).json().status).toBe(
      'requires_payment',
    )
    answer = paid('000.100.110')
    const retry = await as('POST', `/api/payment-intents/${intent.id}/confirm`, {
      token: GOOGLE_PAY_TOKEN,
    })
    expect(retry.json().status).toBe('succeeded')
  })
})
