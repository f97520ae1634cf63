import { quoteLines, type QuoteStatus } from '#shared/quotes.ts'
import type { AdminQuote, QuotedItems } from '#shared/schemas/quotes.ts'
import type { HourlyEstimate } from '#shared/pricing.ts'
import type { QuoteRow } from './quoted-requests.ts'

/** The status a person reads: a quote still open after its last valid day has expired. */
export function statusOf(row: QuoteRow, at: Date): QuoteStatus {
  if (row.status === 'sent' && row.expiresAt.getTime() <= at.getTime()) return 'expired'
  return row.status
}

/** What a quote row prices, as lines that add up to its total. */
export function itemsOf(row: QuoteRow, description: string): QuotedItems {
  const { lines, totalCents } = quoteLines({
    rateCents: row.hourlyRateCents,
    hours: row.hours,
    subtotalCents: row.subtotalCents,
    discountPercent: row.discountPercent,
    discountCents: row.discountCents,
    estimateCents: row.estimateCents,
    amountCents: row.amountCents,
    reason: row.reason,
  })
  return {
    description,
    lines: lines.map((line) => ({ label: line.label, amount_cents: line.amountCents })),
    total_cents: totalCents,
  }
}

/** An estimate before any quote: the lines the office's form starts from. */
export function estimateItems(estimate: HourlyEstimate, description: string): QuotedItems {
  const { lines, totalCents } = quoteLines({
    rateCents: estimate.rateCents,
    hours: estimate.hours,
    subtotalCents: estimate.subtotalCents,
    discountPercent: estimate.discountPercent,
    discountCents: estimate.discountCents,
    estimateCents: estimate.totalCents,
    amountCents: estimate.totalCents,
    reason: null,
  })
  return {
    description,
    lines: lines.map((line) => ({ label: line.label, amount_cents: line.amountCents })),
    total_cents: totalCents,
  }
}

export function adminQuoteOf(
  row: QuoteRow,
  description: string,
  sentBy: string | null,
  at: Date,
): AdminQuote {
  return {
    id: row.id,
    number: row.number,
    status: statusOf(row, at),
    sent_at: row.createdAt.toISOString(),
    sent_to: row.sentTo,
    sent_by: sentBy,
    valid_until: row.validUntil,
    amount_cents: row.amountCents,
    estimate_cents: row.estimateCents,
    reason: row.reason,
    message: row.message,
    items: itemsOf(row, description),
    decided_at: row.decidedAt?.toISOString() ?? null,
    accepted_name: row.acceptedName,
    accepted_from: row.acceptedFromIp,
    decline_reason: row.declineReason,
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
  }
}
