import { createDecipheriv } from 'node:crypto'
import { centsToRand, randToCents } from '#shared/money.ts'
import {
  WebhookRejected,
  type ChargeRequest,
  type ChargeResult,
  type PaymentEvent,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
} from './payment-gateway.ts'

const GCM_TAG_BYTES = 16

// Peach Payments (South Africa; Visa, Mastercard and Google Pay tokens; ZAR) through its
// server-to-server Payments API. Why Peach and how it is wired: docs/decisions/006-bookings-and-payments.md.

export interface PeachSettings {
  /** https://eu-test.oppwa.com for the test system, https://eu-prod.oppwa.com for live. */
  apiUrl: string
  entityId: string
  accessToken: string
  /** The webhook decryption key Peach issues: 64 hexadecimal characters (AES-256). */
  webhookSecret: string
  timeoutMs?: number
}

// Result codes as Peach documents them: successful, successful but held for review,
// still pending; every other code is a failure.
const SUCCEEDED = /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.0[^3]|000\.400\.100)/
const PENDING = /^(000\.200|800\.400\.5|100\.400\.500)/

interface PeachPayment {
  id?: string
  paymentType?: string
  amount?: string
  currency?: string
  merchantTransactionId?: string
  result?: { code?: string; description?: string }
}

function outcomeOf(code: string | undefined): 'succeeded' | 'pending' | 'failed' {
  if (code && SUCCEEDED.test(code)) return 'succeeded'
  if (code && PENDING.test(code)) return 'pending'
  return 'failed'
}

/** '250.00': Peach wants rand with two decimals. */
const amountText = (cents: number) => centsToRand(cents).toFixed(2)

export function createPeachGateway(settings: PeachSettings): PaymentGateway {
  const key = Buffer.from(settings.webhookSecret, 'hex')
  /** A server-to-server payment call; a 5xx or no answer throws (the outcome is unknown). */
  const postPayment = async (path: string, form: URLSearchParams): Promise<PeachPayment> => {
    const response = await fetch(`${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${settings.accessToken}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: form,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 30_000),
    })
    if (response.status >= 500) throw new Error(`Peach answered ${response.status}`)
    return (await response.json()) as PeachPayment
  }
  if (key.length !== 32)
    throw new Error('The Peach webhook secret must be 64 hexadecimal characters')

  return {
    name: 'peach',

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const form = new URLSearchParams({
        entityId: settings.entityId,
        amount: amountText(request.amountCents),
        currency: request.currency,
        paymentBrand: 'GOOGLEPAY',
        paymentType: 'DB',
        'googlePay.paymentToken': request.token,
        // Peach refuses a second payment with the same merchant transaction id, so a
        // retried charge of one intent never takes the money twice.
        merchantTransactionId: request.intentId,
      })
      if (request.email) form.set('customer.email', request.email)
      const payment = await postPayment('/v1/payments', form)
      const outcome = outcomeOf(payment.result?.code)
      if (outcome === 'failed' || !payment.id) {
        return {
          status: 'failed',
          reason: payment.result?.description ?? 'Declined by the gateway',
        }
      }
      // Trust but verify: the gateway must have taken exactly what we asked for.
      if (
        payment.amount !== amountText(request.amountCents) ||
        payment.currency !== request.currency
      ) {
        throw new Error(`Peach charged ${payment.amount} ${payment.currency}, not what was asked`)
      }
      return { status: outcome, reference: payment.id }
    },

    // A refund is a back-office operation on the charge: paymentType RF posted to the
    // charge's own address, for its whole amount. Its merchant transaction id is our
    // intent's, marked as the refund's, so a repeated refund is refused as a duplicate.
    async refund(request: RefundRequest): Promise<RefundResult> {
      const form = new URLSearchParams({
        entityId: settings.entityId,
        amount: amountText(request.amountCents),
        currency: request.currency,
        paymentType: 'RF',
        merchantTransactionId: `refund-${request.intentId}`,
      })
      const refund = await postPayment(
        `/v1/payments/${encodeURIComponent(request.reference)}`,
        form,
      )
      const outcome = outcomeOf(refund.result?.code)
      // Still being decided: asked again later (a second refund of one charge is refused).
      if (outcome === 'pending') throw new Error(`Peach holds the refund: ${refund.result?.code}`)
      if (outcome === 'failed' || !refund.id) {
        return { status: 'failed', reason: refund.result?.description ?? 'Refused by the gateway' }
      }
      if (
        refund.amount !== amountText(request.amountCents) ||
        refund.currency !== request.currency
      ) {
        return {
          status: 'failed',
          reason: `Peach refunded ${refund.amount} ${refund.currency}, not ${amountText(request.amountCents)} ${request.currency}: check it in Peach's dashboard`,
        }
      }
      return { status: 'refunded', reference: refund.id }
    },

    readWebhook(headers, body): PaymentEvent | null {
      const iv = headers['x-initialization-vector']
      const tag = headers['x-authentication-tag']
      if (typeof iv !== 'string' || typeof tag !== 'string') {
        throw new WebhookRejected('missing encryption headers')
      }
      // Peach sends the cipher text as hex, either bare or wrapped as {"encryptedBody": …}.
      let cipherHex = body.trim()
      if (cipherHex.startsWith('{')) {
        const wrapped = JSON.parse(cipherHex) as { encryptedBody?: unknown }
        cipherHex = typeof wrapped.encryptedBody === 'string' ? wrapped.encryptedBody : ''
      }
      // GCM accepts tags as short as 4 bytes unless told otherwise, and a short tag can be
      // guessed: only the full 16 bytes Peach sends authenticate a notification.
      const tagBytes = Buffer.from(tag, 'hex')
      if (tagBytes.length !== GCM_TAG_BYTES) {
        throw new WebhookRejected('the authentication tag is not 16 bytes')
      }
      let plain: string
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'hex'), {
          authTagLength: GCM_TAG_BYTES,
        })
        decipher.setAuthTag(tagBytes)
        plain = Buffer.concat([
          decipher.update(Buffer.from(cipherHex, 'hex')),
          decipher.final(),
        ]).toString('utf8')
      } catch {
        // A wrong tag means the body was not written by Peach with our key.
        throw new WebhookRejected('the notification could not be authenticated')
      }
      const notification = JSON.parse(plain) as { type?: string; payload?: PeachPayment }
      const payment = notification.payload
      if (notification.type !== 'PAYMENT' || !payment?.merchantTransactionId || !payment.id)
        return null
      // Only a charge decides an intent; a refund's outcome is read from its own answer.
      if (payment.paymentType !== undefined && payment.paymentType !== 'DB') return null
      const outcome = outcomeOf(payment.result?.code)
      return {
        intentId: payment.merchantTransactionId,
        reference: payment.id,
        amountCents: randToCents(Number(payment.amount)),
        currency: payment.currency ?? '',
        outcome,
        reason: payment.result?.description,
      }
    },
  }
}
