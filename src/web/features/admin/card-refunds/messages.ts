import { cardRefundMessages, cardRefundStatusValues } from '#shared/schemas/admin-card-refunds.ts'
import type { ListFilters } from '../list-query.ts'

// Texts of the back office's card refunds (issue 25): card payments no booking, video
// order or donation took, given back.

/** The list's choice filters by address key. */
export const cardRefundListChoices = { status: cardRefundStatusValues }
export type CardRefundListFilters = ListFilters<typeof cardRefundListChoices>

export const cardRefundPageMessages = {
  title: 'Card refunds',
  lead: 'Card payments that no booking, video order or donation took within 30 minutes are refunded through the payment gateway automatically. When the gateway refuses, refund the payer by hand and record it here.',
  filtersLabel: 'Filter the card refunds',
  searchPlaceholder: 'Payer, or a payment or refund reference',
  status: 'Status',
  allStatuses: 'All card refunds',
  loading: 'Loading card refunds...',
  loadFailed: 'The card refunds could not be loaded.',
  loadFailedHint: 'Please check your connection and try again.',
  emptyFiltered: 'No card refunds match these filters',
  emptyFilteredHint: 'Try other words, or clear the filters.',
  emptyAll: 'No card payment has needed a refund',
  emptyAllHint:
    'Paying by card sends the booking, order or donation in the same step, so a refund is needed only when it could not be stored and the payer left.',
  clearFilters: 'Clear filters',
  pastLastPage: 'There is nothing on this page.',
  firstPage: 'Go to the first page',
  refundsLabel: 'Card refunds',
  paid: 'Paid',
  refunded: 'Refunded',
  automatically: 'automatically',
  byHand: 'by hand',
  visitor: 'A visitor without an account',
  paymentReference: 'Payment',
  refundReference: 'Refund',
  whyFailed: 'The gateway refused',
  stillTrying: 'The gateway has not answered yet; it is asked again every few minutes.',
  recordHeading: 'Refunded it by hand?',
  recordLead: (amount: string) =>
    `Refund ${amount} in the gateway's dashboard or by bank transfer, then record its reference here. The payer is emailed when we know them.`,
  referenceLabel: 'Refund reference',
  record: 'Record refund',
  recording: 'Recording...',
  recordFailed: 'The refund could not be recorded. Please try again.',
  recorded: cardRefundMessages.recorded,
  bookingsLink: 'Card payments refunded because nothing was booked',
} as const

export const cardRefundCount = (count: number) =>
  `${count} card ${count === 1 ? 'refund' : 'refunds'}`
