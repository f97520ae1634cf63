import { packageStatuses } from '#shared/package-hours.ts'
import type { ListFilters } from '../list-query.ts'

// Texts of the back office's package pages (issue 21, D26). The server's own are in
// #shared/schemas/admin-packages.ts as `adminPackageMessages`.
export const packagePageMessages = {
  title: 'Packages',
  listLead:
    'Week and month packages of hours, newest first. Search, filter, open one to extend or cancel it, or export the list as CSV.',
  filtersLabel: 'Filter the packages',
  searchPlaceholder: 'Student name or email',
  status: 'Status',
  allStatuses: 'All statuses',
  refund: 'Refund',
  anyRefund: 'Any',
  refundDueOnly: 'Refund still owed',
  clearFilters: 'Clear filters',
  loading: 'Loading packages...',
  loadFailed: 'The packages could not be loaded.',
  loadFailedHint: 'Please check your connection and try again.',
  emptyFiltered: 'No packages match these filters',
  emptyFilteredHint: 'Try other words, or clear the filters.',
  emptyAll: 'No one has bought a package yet',
  emptyAllHint: 'Week and month packages appear here as soon as a student buys one.',
  pastLastPage: 'There is nothing on this page.',
  firstPage: 'Go to the first page',
  bought: 'Bought',
  student: 'Student',
  package: 'Package',
  hours: 'Hours',
  useBy: 'Use by',
  payment: 'Payment',
  deletedAccount: 'Deleted account',
  left: (left: string) => `${left} left`,
  unused: (unused: string) => `${unused} unused`,
  usedOf: (used: string, total: string) => `${used} of ${total} used`,
  unpaid: 'Awaiting payment',
  paid: 'Paid',
  refundDue: 'Refund due',
  refunded: 'Refunded',
  // One package.
  backToList: 'Back to packages',
  detailLoading: 'Loading the package...',
  detailLoadFailed: 'The package could not be loaded.',
  notFoundTitle: 'Package not found',
  hoursHeading: 'Hours',
  total: 'Hours bought',
  boughtOn: 'Bought on (SAST)',
  scheduled: 'Scheduled',
  used: 'Used',
  leftLabel: 'Left to schedule',
  unusedLabel: 'Unused',
  lastDay: 'Use by (SAST)',
  lastDayNone: 'From the first session',
  lastDayValue: (day: string) => `End of ${day}`,
  reference: 'Package reference',
  studentHeading: 'Student',
  name: 'Name',
  email: 'Email',
  deletedAccountLong: 'The account was deleted; the package is kept for the accounts.',
  openAccount: 'Open the account',
  paymentHeading: 'Payment and refund',
  amount: 'Amount paid',
  paymentStatus: 'Payment',
  awaitingTransfer:
    'The hours can be scheduled once the bank transfer of its first session arrives. Mark it paid on that booking.',
  refundOwed: 'Refund owed',
  refundedOn: (amount: string, when: string) => `${amount} refunded ${when} (SAST)`,
  cancelledAt: 'Cancelled',
  cancelReason: 'Reason for cancelling',
  sessionsHeading: 'Sessions (SAST)',
  sessionsLead:
    'The first session came with the purchase; the others were scheduled from its hours.',
  noSessions: 'No sessions yet.',
  noTutor: 'No tutor yet',
  purchase: 'Purchase',
  fromHours: 'Package hours',
  openBooking: 'Open the booking',
  historyHeading: 'History (SAST)',
  historyEmpty: 'The office has not changed this package yet.',
  // Actions.
  actionsHeading: 'What to do next',
  noActions: 'Nothing more to do for this package.',
  extendHeading: 'Extend validity',
  extendLead: 'Give the hours more time. The student is emailed the new last day.',
  newLastDay: 'New last day (SAST)',
  newLastDayHint: (current: string) =>
    `The hours may be used until the end of this day. Now: ${current}.`,
  extendReason: 'Reason for extending',
  extendReasonHint: 'Kept in the audit log; the student does not see it.',
  extend: 'Extend validity',
  extending: 'Saving...',
  cancelHeading: 'Cancel package',
  cancelLeadPaid:
    'Its sessions still to come are cancelled and the student is emailed the reason and the refund owed.',
  cancelLeadUnpaid:
    'Its sessions still to come are cancelled and the student is emailed the reason. It was never paid, so no refund is owed.',
  cancelReason2: 'Reason for cancelling',
  cancelReasonHint: 'The student reads this in the email.',
  cancel: 'Cancel package',
  cancelling: 'Cancelling...',
  cancelTitle: 'Cancel this package?',
  cancelConfirm: 'Yes, cancel the package',
  keepIt: 'Keep it',
  cancelSessions: (count: number) =>
    count === 0
      ? 'No sessions are still to come.'
      : count === 1
        ? 'Its 1 session still to come is cancelled.'
        : `Its ${count} sessions still to come are cancelled.`,
  cannotUndo: 'This cannot be undone.',
  noRefund: 'No refund is owed: it was never paid.',
  nothingUnused: 'No refund is owed: every hour was used.',
  refundHeading: 'Refund owed',
  refundLead: (amount: string) =>
    `Pay back ${amount}, then record it here. The student is emailed.`,
  recordRefund: 'Record refund paid',
  recordingRefund: 'Recording...',
  // On an account's page.
  studentPackagesHeading: 'Packages',
  studentPackagesEmpty: 'This student has no packages.',
  studentPackagesLoading: 'Loading the packages...',
  studentPackagesFailed: 'The packages could not be loaded.',
  studentPackagesMore: (total: number) => `Show all ${total} in Packages`,
} as const

/** '1 package', '26 packages'. */
export const packageCount = (count: number) => `${count} ${count === 1 ? 'package' : 'packages'}`

/** The packages list's choice filters, by their address keys. */
export const packageListChoices = { status: packageStatuses, refund_due: ['true'] as const }
export type PackageListFilters = ListFilters<typeof packageListChoices>
