// D16: card payments go through a gateway behind this one interface. The server asks the
// gateway to charge a wallet token for an amount it computed itself; the answer decides
// whether the payment intent succeeded.

export interface ChargeRequest {
  /** Our payment intent id: the gateway's idempotency key, so a retry never charges twice. */
  intentId: string
  amountCents: number
  currency: 'ZAR'
  /** What the wallet (Google Pay, or the sandbox's TEST wallet) returned. */
  token: string
  /** The payer's email, for the gateway's receipt and fraud checks, when known. */
  email?: string
}

export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  // The gateway has not decided yet (e.g. a 3-D Secure check): its webhook will tell.
  | { status: 'pending'; reference: string }
  | { status: 'failed'; reason: string }

/** Gives back a whole succeeded charge (issue 25: a payment no record took). */
export interface RefundRequest {
  intentId: string
  /** The gateway's id of the charge (`ChargeResult.reference`). */
  reference: string
  amountCents: number
  currency: 'ZAR'
}

/**
 * The gateway's answer: refunded (with its id of the refund) or refused (with why). A
 * refund whose outcome is unknown (no answer, a server error, still pending) throws: it is
 * asked again later, and the gateway refuses to refund one charge twice.
 */
export type RefundResult =
  { status: 'refunded'; reference: string } | { status: 'failed'; reason: string }

/** What an authenticated webhook says about one of our intents. */
export interface PaymentEvent {
  intentId: string
  reference: string
  amountCents: number
  currency: string
  outcome: 'succeeded' | 'failed' | 'pending'
  reason?: string | undefined
}

export type WebhookHeaders = Record<string, string | string[] | undefined>

export interface PaymentGateway {
  readonly name: string
  charge(request: ChargeRequest): Promise<ChargeResult>
  refund(request: RefundRequest): Promise<RefundResult>
  /**
   * Authenticates a webhook call and reads it; throws `WebhookRejected` when it cannot be
   * authenticated. Null when the notification is about something other than a payment.
   */
  readWebhook?(headers: WebhookHeaders, body: string): PaymentEvent | null
}

export class WebhookRejected extends Error {
  override name = 'WebhookRejected'
}
