import { bookingMessages } from '#shared/messages.ts'
import type { PaymentMethod, PaymentStatus } from '#shared/options.ts'
import type { PaymentData, PaymentIntentPurpose } from '#shared/schemas/payments.ts'
import type { Db } from '../../db/client.ts'
import { Invalid } from '../../lib/errors.ts'
import { referencePrefixes } from '#shared/references.ts'
import { newReference } from '../../lib/reference.ts'
import {
  assertCardPaymentsOffered,
  PaymentRequired,
  useSucceededIntent,
} from './payments.service.ts'

/**
 * How a paid record (video order, donation) was paid, as its row stores it (D15, D16), and
 * the record's reference: a bank transfer's payment reference is that same reference.
 */
export interface RecordPayment {
  reference: string
  paymentMethod: PaymentMethod
  paymentStatus: PaymentStatus
  paymentIntentId: string | null
  paymentReference: string | null
  paidAt: Date | null
}

export interface RecordPaymentInput {
  method: PaymentMethod
  paymentData: PaymentData | undefined
  userId: string | null
  purpose: Exclude<PaymentIntentPurpose, 'booking' | 'booking_series'>
  item: Record<string, string | number>
  amountCents: number
  bankTransferOffered: boolean
  /** The name of the card gateway in use; null when card payment is not offered. */
  cardGateway: string | null
}

/**
 * Settles the payment of a record being written in `tx`: by card, the succeeded intent
 * for exactly this item and amount is taken (and can never be taken again); by bank
 * transfer, the record waits for the money under a fresh reference.
 */
export async function paymentForRecord(tx: Db, input: RecordPaymentInput): Promise<RecordPayment> {
  const reference = newReference(referencePrefixes[input.purpose])
  if (input.method === 'google_pay') {
    assertCardPaymentsOffered(input.cardGateway)
    if (!input.paymentData) throw new PaymentRequired(bookingMessages.paymentRequired)
    const intent = await useSucceededIntent(tx, {
      gateway: input.cardGateway,
      intentId: input.paymentData.payment_intent_id,
      userId: input.userId,
      purpose: input.purpose,
      item: input.item,
      amountCents: input.amountCents,
    })
    return {
      reference,
      paymentMethod: 'google_pay',
      paymentStatus: 'completed',
      paymentIntentId: intent.id,
      paymentReference: null,
      paidAt: intent.updatedAt,
    }
  }
  if (!input.bankTransferOffered) {
    throw new Invalid(bookingMessages.bankTransferUnavailable, {
      payment_method: bookingMessages.bankTransferUnavailable,
    })
  }
  return {
    reference,
    paymentMethod: 'bank_transfer',
    paymentStatus: 'pending',
    paymentIntentId: null,
    paymentReference: reference,
    paidAt: null,
  }
}
