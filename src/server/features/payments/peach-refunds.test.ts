import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent } from '#tests/support/students.ts'
import { refundEmailContextOf } from './refund-emails.ts'
import { refundUnattachedPayments } from './unattached-refunds.ts'

// Issue 25 through Peach: a payment no booking took is refunded 30 minutes on with an RF
// on the charge, against a local stand-in for Peach's Payments API (this machine cannot
// reach Peach). The adapter's requests themselves are tested in peach-gateway.test.ts.

const calls: { url: string | undefined; form: URLSearchParams }[] = []
let peach: Server
let t: TestApp

beforeAll(async () => {
  peach = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const form = new URLSearchParams(body)
      calls.push({ url: request.url, form })
      const refund = form.get('paymentType') === 'RF'
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          id: refund ? 'peach-refund-7' : 'peach-charge-1',
          paymentType: form.get('paymentType'),
          amount: form.get('amount'),
          currency: form.get('currency'),
          result: { code: '000.100.110', description: 'Request successfully processed' },
        }),
      )
    })
  })
  await new Promise<void>((resolve) => peach.listen(0, '127.0.0.1', resolve))
  t = await createTestApp({
    PAYMENTS_GATEWAY: 'peach',
    PAYMENTS_API_URL: `http://127.0.0.1:${(peach.address() as AddressInfo).port}`,
    PAYMENTS_ENTITY_ID: 'entity-123',
    PAYMENTS_SECRET_KEY: 'secret-token',
    PAYMENTS_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
  })
})
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => peach.close(() => resolve()))
})

const sweep = (minutesFromNow: number) =>
  refundUnattachedPayments(
    {
      db: t.database.db,
      gateway: t.app.paymentGateway!,
      email: refundEmailContextOf(t.config),
      log: t.app.log,
    },
    new Date(Date.now() + minutesFromNow * 60_000),
  )

describe('refunding through Peach (issue 25)', () => {
  it('refunds a Google Pay payment no booking took with an RF on the charge, 30 minutes on', async () => {
    const student = await createStudent(t)
    const as = (url: string, payload?: unknown) =>
      t.request({
        method: payload === undefined ? 'GET' : 'POST',
        url,
        headers: { cookie: student.cookie },
        payload: payload as string,
      })
    const intent = (
      await as('/api/payment-intents', { purpose: 'booking', package_type: '2_hours' })
    ).json()
    const confirmed = await as(`/api/payment-intents/${intent.id}/confirm`, {
      token: '{"protocolVersion":"ECv2"}',
    })
    expect(confirmed.json().status).toBe('succeeded')

    expect((await sweep(25)).refunded).toBe(0)
    expect(calls).toHaveLength(1)
    expect((await sweep(30)).refunded).toBe(1)
    expect(calls.slice(1).map((call) => [call.url, Object.fromEntries(call.form)])).toEqual([
      [
        '/v1/payments/peach-charge-1',
        {
          entityId: 'entity-123',
          amount: '500.00',
          currency: 'ZAR',
          paymentType: 'RF',
          merchantTransactionId: `refund-${intent.id}`,
        },
      ],
    ])
    expect((await as(`/api/payment-intents/${intent.id}`)).json().status).toBe('refunded')
    expect((await sweep(120)).refunded).toBe(0)
    expect(calls).toHaveLength(2)
  })
})
