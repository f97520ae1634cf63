import { and, eq, sql } from 'drizzle-orm'
import { paymentMessages } from '#shared/messages.ts'
import type { PaymentIntentPurpose } from '#shared/schemas/payments.ts'
import type { PaymentIntent, PaymentIntentInput } from '#shared/schemas/payments.ts'
import { packagePriceCents, videoOrderPrice } from '#shared/pricing.ts'
import { sastSlotToInstant } from '#shared/sast.ts'
import type { PaymentEvent, PaymentGateway } from '../../adapters/payments/payment-gateway.ts'
import type { Db } from '../../db/client.ts'
import { paymentIntents } from '../../db/schema.ts'
import { Conflict, DomainError, Invalid, NotFound } from '../../lib/errors.ts'
import { packageSessionMinutes, type OpenTimesSettings } from '../tutor-time/open-times.service.ts'
import { holdOpenTime } from './card-holds.ts'

type IntentRow = typeof paymentIntents.$inferSelect

export class PaymentRequired extends DomainError {
  constructor(message: string) {
    super(402, message)
  }
}

/** No card gateway is configured (D16): card payment is not offered, so nothing is charged. */
export class CardPaymentsUnavailable extends DomainError {
  constructor() {
    super(503, paymentMessages.cardUnavailable)
  }
}

/**
 * A record paid by card needs a card gateway: without one, card payment is refused like
 * bank transfer without a bank account, whatever intent the request names.
 */
export function assertCardPaymentsOffered(
  cardGateway: string | null | undefined,
): asserts cardGateway is string {
  if (!cardGateway) {
    throw new Invalid(paymentMessages.cardUnavailable, {
      payment_method: paymentMessages.cardUnavailable,
    })
  }
}

export class GatewayUnavailable extends DomainError {
  constructor(message: string, options: { cause: unknown }) {
    super(502, message)
    this.cause = options.cause
  }
}

/** Claimed by the refund sweep, refunded, or refused a refund: never a payment again. */
const isGivenBack = (row: IntentRow) =>
  row.status === 'refunding' || row.status === 'refunded' || row.status === 'refund_failed'

export function intentForApi(row: IntentRow): PaymentIntent {
  return {
    id: row.id,
    purpose: row.purpose,
    amount_cents: row.amountCents,
    currency: 'ZAR',
    status: row.status,
  }
}

/** What the server charges for an item: never a number the client sent (D4, D16). */
export function priceItem(input: PaymentIntentInput): {
  item: Record<string, string | number>
  amountCents: number
} {
  switch (input.purpose) {
    case 'booking':
      return {
        item: { package_type: input.package_type },
        amountCents: packagePriceCents(input.package_type),
      }
    case 'booking_series':
      return {
        item: { package_type: input.package_type, weeks: input.weeks },
        amountCents: packagePriceCents(input.package_type) * input.weeks,
      }
    case 'video_order': {
      const price = videoOrderPrice(input.number_of_chapters)
      if (!price) throw new Invalid(paymentMessages.nothingToPay)
      return {
        item: { number_of_chapters: input.number_of_chapters },
        amountCents: price.totalCents,
      }
    }
    case 'donation':
      // A gift is the one price the payer chooses; the schema keeps it within the rules.
      return { item: { amount_cents: input.amount_cents }, amountCents: input.amount_cents }
  }
}

/**
 * D16's intent; for a booking of a tutor's open time (D25) it also holds that time for
 * CARD_HOLD_MINUTES, in the same transaction: a time that is not open is 409 and neither
 * the hold nor the intent is stored (the gateway is only called at confirm).
 */
export async function createPaymentIntent(
  db: Db,
  gateway: PaymentGateway | null,
  userId: string | null,
  input: PaymentIntentInput,
  openTimes: OpenTimesSettings,
): Promise<PaymentIntent> {
  if (!gateway) throw new CardPaymentsUnavailable()
  const { item, amountCents } = priceItem(input)
  if (amountCents <= 0) throw new Invalid(paymentMessages.nothingToPay)
  const row = await db.transaction(async (tx) => {
    let sessionId: string | null = null
    if (
      input.purpose === 'booking' &&
      userId !== null &&
      input.tutor_id !== undefined &&
      input.preferred_date !== undefined &&
      input.preferred_time !== undefined
    ) {
      sessionId = await holdOpenTime(tx, openTimes, {
        tutorId: input.tutor_id,
        userId,
        startsAt: sastSlotToInstant(input.preferred_date, input.preferred_time),
        sessionMinutes: packageSessionMinutes(input.package_type),
        sessionType: input.session_type ?? 'one_to_one',
      })
    }
    const [inserted] = await tx
      .insert(paymentIntents)
      .values({
        userId,
        purpose: input.purpose,
        item,
        amountCents,
        gateway: gateway.name,
        sessionId,
      })
      .returning()
    return inserted
  })
  if (!row) throw new Error('insert into payment_intents returned no row')
  return intentForApi(row)
}

/** Someone else's intent is answered as not found: its existence is not theirs to learn. */
async function findOwnIntent(db: Db, userId: string | null, id: string): Promise<IntentRow> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id))
  if (!row || row.userId !== userId) throw new NotFound(paymentMessages.notFound)
  return row
}

/**
 * Charges the wallet token for the intent's amount. The intent moves to `processing`
 * by a compare-and-set first, so two confirmations of one intent (a double click, a
 * retry, a second tab) charge once: the second is refused while the first runs and
 * answered with the result once it is done.
 */
export async function confirmPaymentIntent(
  db: Db,
  gateway: PaymentGateway | null,
  userId: string | null,
  id: string,
  token: string,
  email?: string,
): Promise<PaymentIntent> {
  // Only a configured gateway's word makes an intent succeed: with none, nothing is charged.
  if (!gateway) throw new CardPaymentsUnavailable()
  const intent = await findOwnIntent(db, userId, id)
  if (intent.status === 'succeeded') return intentForApi(intent)
  if (intent.status === 'failed') throw new Conflict(paymentMessages.alreadyFailed)
  if (isGivenBack(intent)) throw new Conflict(paymentMessages.refunded)

  // The gateway that charges it is the one whose word the intent carries (useSucceededIntent).
  const [claimed] = await db
    .update(paymentIntents)
    .set({ status: 'processing', gateway: gateway.name, updatedAt: sql`now()` })
    .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'requires_payment')))
    .returning()
  if (!claimed) throw new Conflict(paymentMessages.inProgress)

  let result
  try {
    result = await gateway.charge({
      intentId: claimed.id,
      amountCents: claimed.amountCents,
      currency: 'ZAR',
      token,
      email,
    })
  } catch (error) {
    // Nothing is known to be charged: the intent can be confirmed again, and the gateway
    // sees the same intent id, so a charge that did go through is not repeated.
    await db
      .update(paymentIntents)
      .set({ status: 'requires_payment', updatedAt: sql`now()` })
      .where(eq(paymentIntents.id, id))
    throw new GatewayUnavailable(paymentMessages.gatewayUnavailable, { cause: error })
  }

  if (result.status === 'succeeded' || result.status === 'pending') {
    // A pending charge stays 'processing' until the gateway's webhook decides it.
    const [done] = await db
      .update(paymentIntents)
      .set({
        status: result.status === 'succeeded' ? 'succeeded' : 'processing',
        gatewayReference: result.reference,
        succeededAt: result.status === 'succeeded' ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(eq(paymentIntents.id, id))
      .returning()
    return intentForApi(done ?? claimed)
  }
  await db
    .update(paymentIntents)
    .set({ status: 'failed', failureMessage: result.reason, updatedAt: sql`now()` })
    .where(eq(paymentIntents.id, id))
  throw new PaymentRequired(paymentMessages.declined)
}

/** The payer's own intent, e.g. while a pending charge is being decided. */
export async function getPaymentIntent(
  db: Db,
  userId: string | null,
  id: string,
): Promise<PaymentIntent> {
  return intentForApi(await findOwnIntent(db, userId, id))
}

/**
 * Applies what an authenticated gateway webhook says (D16). Only an intent that is not
 * decided yet moves, and only when the gateway took exactly the intent's amount in ZAR;
 * a replayed or late notification changes nothing. Answers whether anything changed.
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent): Promise<boolean> {
  if (event.outcome === 'pending') return false
  const [intent] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, event.intentId))
  if (!intent) return false
  if (
    event.outcome === 'succeeded' &&
    (event.amountCents !== intent.amountCents || event.currency !== intent.currency)
  ) {
    await db
      .update(paymentIntents)
      .set({
        status: 'failed',
        failureMessage: `The gateway reported ${event.amountCents} cents ${event.currency}; expected ${intent.amountCents}`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(paymentIntents.id, intent.id),
          sql`${paymentIntents.status} in ('requires_payment', 'processing')`,
        ),
      )
    return false
  }
  const changed = await db
    .update(paymentIntents)
    .set({
      status: event.outcome,
      gatewayReference: event.reference,
      failureMessage:
        event.outcome === 'failed' ? (event.reason ?? 'Declined by the gateway') : null,
      succeededAt: event.outcome === 'succeeded' ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(paymentIntents.id, intent.id),
        sql`${paymentIntents.status} in ('requires_payment', 'processing')`,
      ),
    )
    .returning({ id: paymentIntents.id })
  return changed.length > 0
}

export interface IntentUse {
  /** The card gateway in use: an intent another gateway decided (e.g. the sandbox) is refused. */
  gateway: string
  intentId: string
  userId: string | null
  purpose: PaymentIntentPurpose
  item: Record<string, string | number>
  amountCents: number
}

/**
 * Marks a succeeded intent as used by the record being written in `tx` (D16): it must be
 * the payer's, have been charged by the gateway in use and succeeded, be for this very
 * item and amount, and never have been used. The row is locked, so two records cannot
 * both take it.
 */
export async function useSucceededIntent(tx: Db, use: IntentUse): Promise<IntentRow> {
  const [intent] = await tx
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, use.intentId))
    .for('update')
  const field = { payment_data: paymentMessages.notFound }
  // A sandbox intent left from before a real gateway was configured is not a payment.
  if (!intent || intent.userId !== use.userId || intent.gateway !== use.gateway) {
    throw new Invalid(paymentMessages.notFound, field)
  }
  // The refund sweep claimed it first (issue 25): it is being, or has been, given back.
  if (isGivenBack(intent)) {
    throw new DomainError(409, paymentMessages.refunded, { payment_data: paymentMessages.refunded })
  }
  if (intent.status !== 'succeeded') throw new PaymentRequired(paymentMessages.notPaid)
  const sameItem =
    intent.purpose === use.purpose &&
    Object.entries(use.item).every(([key, value]) => intent.item[key] === value) &&
    Object.keys(intent.item).length === Object.keys(use.item).length
  if (!sameItem || intent.amountCents !== use.amountCents) {
    throw new Invalid(paymentMessages.mismatch, { payment_data: paymentMessages.mismatch })
  }
  if (intent.usedAt) throw new Conflict(paymentMessages.alreadyUsed)
  await tx
    .update(paymentIntents)
    .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(paymentIntents.id, intent.id))
  return intent
}
