// Quotes that schools accept (issue 27): the office prices a school visit or a teachers'
// workshop from the request's estimate (D5), the contact accepts or declines it on a page
// behind an emailed link. The limits, words and the lines a quote shows live here, so the
// server, the office's form and the school's page say the same.

import { formatZar } from './money.ts'
import { valuesOf } from './options.ts'

/** The kinds of request a quote can answer, as the back office's URLs name them. */
export const quoteKindValues = ['school-bookings', 'teacher-workshops'] as const
export type QuoteKind = (typeof quoteKindValues)[number]

/**
 * A quote's state as the API reports it. `expired` is never stored: a quote still `sent`
 * after its last valid day reads as expired.
 */
export const quoteStatuses = [
  { value: 'sent', label: 'Awaiting the school' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
  { value: 'expired', label: 'Expired' },
  { value: 'withdrawn', label: 'Withdrawn' },
] as const
export const quoteStatusValues = valuesOf(quoteStatuses)
export type QuoteStatus = (typeof quoteStatusValues)[number]

/** R1 to R1,000,000: a ceiling that catches a slip of the finger (decision 007). */
export const QUOTE_AMOUNT_MIN_CENTS = 100
export const QUOTE_AMOUNT_MAX_CENTS = 100_000_000
/** A quote is valid through a SAST day from today to this many days ahead. */
export const QUOTE_VALID_DAYS_MAX = 90
export const QUOTE_REASON_MAX = 500
export const QUOTE_MESSAGE_MAX = 2000
export const QUOTE_NAME_MAX = 200
export const QUOTE_DECLINE_REASON_MAX = 1000

export const quoteMessages = {
  kindNotQuoted: 'Quotes are sent for school bookings and teacher workshops only.',
  amountInvalid: `Please enter an amount from ${formatZar(QUOTE_AMOUNT_MIN_CENTS)} to ${formatZar(QUOTE_AMOUNT_MAX_CENTS)}, in whole cents`,
  reasonRequired:
    'Please give the reason the amount differs from the estimate; the school reads it',
  reasonTooLong: `The reason can be at most ${QUOTE_REASON_MAX} characters`,
  messageTooLong: `The message can be at most ${QUOTE_MESSAGE_MAX} characters`,
  validUntilRequired: 'Please choose the last day the quote is valid',
  validUntilInvalid: 'Please enter the last valid day as YYYY-MM-DD',
  validUntilPast: 'The quote must be valid until today or a later day',
  validUntilTooFar: `A quote can be valid for at most ${QUOTE_VALID_DAYS_MAX} days`,
  notPriced: 'This request cannot be priced from its details; correct them first.',
  sent: 'Quote sent. The contact has been emailed the link.',
  noOpenQuote: 'There is no open quote to withdraw.',
  withdrawnByOffice: 'Quote withdrawn. The contact has been emailed that its link no longer works.',
  // The school's page
  notFound: 'This quote link is not valid. Please check the link in your email.',
  nameRequired: 'Please enter your name to accept the quote',
  nameTooLong: `The name can be at most ${QUOTE_NAME_MAX} characters`,
  declineReasonTooLong: `The reason can be at most ${QUOTE_DECLINE_REASON_MAX} characters`,
  alreadyAccepted: 'This quote has already been accepted.',
  alreadyDeclined: 'This quote has already been declined.',
  expired: 'This quote has expired. Please contact us for a new one.',
  withdrawn: 'This quote was replaced or withdrawn. Please use the latest quote we sent you.',
} as const

/** What a quote prices: the estimate's parts, and the amount the office settled on. */
export interface QuotedPrice {
  rateCents: number
  hours: number
  subtotalCents: number
  discountPercent: number
  discountCents: number
  /** The estimate's total (subtotal less discount). */
  estimateCents: number
  /** What the school pays. */
  amountCents: number
  /** Why the amount differs from the estimate; null when it does not. */
  reason: string | null
}

export interface QuoteLine {
  label: string
  /** Signed: a discount is negative. */
  amountCents: number
}

/**
 * The lines a quote shows, which always add up to its total: rate × hours, the group
 * discount (D5) when there is one, and the office's adjustment with its reason when the
 * amount is not the estimate.
 */
export function quoteLines(price: QuotedPrice): { lines: QuoteLine[]; totalCents: number } {
  const lines: QuoteLine[] = [
    {
      label: `${formatZar(price.rateCents)} per hour × ${price.hours} ${price.hours === 1 ? 'hour' : 'hours'}`,
      amountCents: price.subtotalCents,
    },
  ]
  if (price.discountCents > 0) {
    lines.push({
      label: `Group discount (${price.discountPercent}%)`,
      amountCents: -price.discountCents,
    })
  }
  const adjustment = price.amountCents - price.estimateCents
  if (adjustment !== 0) {
    lines.push({
      label: price.reason ? `Adjustment: ${price.reason}` : 'Adjustment',
      amountCents: adjustment,
    })
  }
  return { lines, totalCents: price.amountCents }
}

/** A signed amount as a quote line shows it: '−R450' for a discount. */
export function formatQuoteAmount(cents: number): string {
  return cents < 0 ? `−${formatZar(-cents)}` : formatZar(cents)
}
