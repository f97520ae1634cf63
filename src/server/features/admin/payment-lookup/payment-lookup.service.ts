import { eq } from 'drizzle-orm'
import { adminMessages as m } from '#shared/admin.ts'
import { referenceKindOf } from '#shared/references.ts'
import {
  paymentLookupKinds,
  type PaymentLookup,
  type PaymentLookupKind,
} from '#shared/schemas/admin-payment-lookup.ts'
import type { Db } from '../../../db/client.ts'
import { bookings, donations, users, videoOrders } from '../../../db/schema.ts'
import { NotFound } from '../../../lib/errors.ts'
import { paymentReferenceOf } from '../../../lib/statement-reference.ts'

type Found = Omit<PaymentLookup, 'kind' | 'reference' | 'payer'> & { payer: string | null }

/** Each paid kind's record by its reference, as the office needs it to match a payment. */
const findByReference: Record<PaymentLookupKind, (db: Db, reference: string) => Promise<Found[]>> =
  {
    booking: (db, reference) =>
      db
        .select({
          id: bookings.id,
          payer: users.name,
          amount_cents: bookings.amountCents,
          payment_method: bookings.paymentMethod,
          payment_status: bookings.paymentStatus,
        })
        .from(bookings)
        .leftJoin(users, eq(users.id, bookings.userId))
        .where(eq(bookings.reference, reference)),
    video_order: (db, reference) =>
      db
        .select({
          id: videoOrders.id,
          payer: videoOrders.teacherName,
          amount_cents: videoOrders.totalCents,
          payment_method: videoOrders.paymentMethod,
          payment_status: videoOrders.paymentStatus,
        })
        .from(videoOrders)
        .where(eq(videoOrders.reference, reference)),
    donation: (db, reference) =>
      db
        .select({
          id: donations.id,
          payer: donations.donorName,
          amount_cents: donations.amountCents,
          payment_method: donations.paymentMethod,
          payment_status: donations.paymentStatus,
        })
        .from(donations)
        .where(eq(donations.reference, reference)),
  }

const isPaymentKind = (kind: string | undefined): kind is PaymentLookupKind =>
  (paymentLookupKinds as readonly (string | undefined)[]).includes(kind)

/**
 * D15, decision 021: the record a bank statement's line pays for, found by the one payment
 * reference the line names however it writes it. A line naming none or two is refused
 * (400); a reference no record has is not found (404) — never a neighbour's record.
 */
export async function findPaymentByStatement(db: Db, text: string): Promise<PaymentLookup> {
  const reference = paymentReferenceOf(text)
  const kind = referenceKindOf(reference)
  if (!isPaymentKind(kind)) throw new NotFound(m.referenceUnknown)
  const [found] = await findByReference[kind](db, reference)
  if (!found) throw new NotFound(m.referenceUnknown)
  return { ...found, kind, reference, payer: found.payer ?? 'Deleted account' }
}
