import { adminMessages as m } from '#shared/admin.ts'
import { paymentReferencePrefixes, referenceIn } from '#shared/references.ts'
import { Invalid } from './errors.ts'

/**
 * D15, decision 021: the one payment reference `statement` (a bank statement's line, however
 * it writes the reference) names; text naming none, or two different ones, is refused with
 * the reason under `payment_reference`.
 */
export function paymentReferenceOf(statement: string): string {
  const reading = referenceIn(statement, paymentReferencePrefixes)
  if (reading.ok) return reading.reference
  const reason = reading.reason === 'none' ? m.referenceNotFound : m.referenceAmbiguous
  throw new Invalid(reason, { payment_reference: reason })
}

/** The statement must name exactly `expected`, the record's own reference: never another. */
export function assertStatementNames(statement: string, expected: string | null): void {
  if (paymentReferenceOf(statement) !== expected) {
    throw new Invalid(m.referenceMismatch, { payment_reference: m.referenceMismatch })
  }
}
