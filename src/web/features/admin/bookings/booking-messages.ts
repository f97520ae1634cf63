// Texts of the back office's bookings pages (the server's own are in #shared/admin.ts as
// `adminBookingMessages` and `adminMessages`).
export const bookingPageMessages = {
  title: 'Bookings',
  listLead:
    'Tutoring sessions booked by students. Search, filter, open one to confirm, complete or cancel it, or export the list as CSV.',
  filtersLabel: 'Filter the bookings',
  search: 'Search',
  searchPlaceholder: 'Student name, email or reference',
  status: 'Status',
  allStatuses: 'All statuses',
  paymentStatus: 'Payment status',
  allPaymentStatuses: 'All payments',
  tutor: 'Tutor',
  allTutors: 'All tutors',
  refundDueOnly: 'Refund still owed',
  overlapOnly: 'Overlapping sessions',
  overlapNote:
    'These bookings overlapped another session of the same tutor or student before double booking was refused, and were kept as they were. Move or cancel them to resolve the overlap: a moved booking is checked like any other.',
  cardRefundsNote: 'Card payments refunded because nothing was booked with them are under',
  cardRefundsLink: 'Card refunds',
  inactive: (name: string) => `${name} (inactive)`,
  sessionFrom: 'Session from',
  sessionTo: 'Session to',
  clearFilters: 'Clear filters',
  exportCsv: 'Export CSV',
  loading: 'Loading bookings...',
  loadFailed: 'The bookings could not be loaded.',
  loadFailedHint: 'Please check your connection and try again.',
  emptyFiltered: 'No bookings match these filters',
  emptyFilteredHint: 'Try other words or dates, or clear the filters.',
  emptyAll: 'No one has booked a session yet',
  emptyAllHint: 'Bookings appear here as soon as a student books.',
  pastLastPage: 'There is nothing on this page.',
  firstPage: 'Go to the first page',
  fixDates: 'Correct the dates to see the bookings.',
  sessionSast: 'Session (SAST)',
  student: 'Student',
  session: 'Booked',
  payment: 'Payment',
  reference: 'Reference',
  noTutor: 'No tutor yet',
  // One booking.
  backToList: 'Back to bookings',
  detailLoading: 'Loading the booking...',
  detailLoadFailed: 'The booking could not be loaded.',
  notFoundTitle: 'Booking not found',
  bookedOn: 'Booked',
  sessionHeading: 'Session',
  sessionTime: 'Session time (SAST)',
  askedFor: 'Asked for (SAST)',
  package: 'Package',
  sessionType: 'Session type',
  duration: 'Duration',
  module: 'Module',
  meetingPlatform: 'Platform the student chose',
  meetingLink: 'Meeting link',
  aim: 'What the student wants to achieve',
  notes: 'Notes',
  studentHeading: 'Student',
  name: 'Name',
  email: 'Email',
  deletedAccount: 'The account was deleted; the booking is kept for the accounts.',
  paymentHeading: 'Payment',
  amount: 'Amount',
  paymentMethod: 'Payment method',
  paidAt: 'Paid',
  refund: 'Refund',
  refundDue: 'Refund due',
  refundedOn: (when: string) => `Refunded ${when} (SAST)`,
  historyHeading: 'History (SAST)',
  created: 'Booked',
  confirmedAt: 'Confirmed',
  completedAt: 'Completed',
  cancelledAt: 'Cancelled',
  cancelledBy: (by: 'student' | 'admin' | 'system') =>
    by === 'student'
      ? 'by the student'
      : by === 'admin'
        ? 'by the back office'
        : '(the bank-transfer hold lapsed unpaid)',
  cancelReason: 'Reason for cancelling',
  // Actions.
  actionsHeading: 'What to do next',
  noActions: 'Nothing more to do for this booking.',
  confirmHeading: 'Confirm the session',
  confirmLead:
    'Check the time (SAST), choose the tutor and the meeting link. The student is emailed the invitation.',
  date: 'Date',
  time: 'Time (SAST)',
  tutorNone: 'No tutor',
  meetingLinkHintStudent: (link: string) =>
    `Leave blank to use the student's link (${link}), or enter another https:// link.`,
  meetingLinkHintCreate:
    'Leave blank and a meeting link is created for the session, or enter an https:// link.',
  meetingLinkHintKeep: 'Leave blank to keep the current link, or enter another https:// link.',
  confirm: 'Confirm booking',
  rescheduleHeading: 'Change the session',
  rescheduleLead:
    'Move it to another time, give it to another tutor or change the meeting link. The student is emailed an updated invitation.',
  reschedule: 'Save changes',
  rescheduling: 'Saving...',
  confirming: 'Confirming...',
  completeHeading: 'Complete the session',
  completeLead: 'Once the session has taken place, mark it completed. The student is emailed.',
  complete: 'Mark as completed',
  attendanceLegend: 'Attendance',
  notStartedYet: (when: string) =>
    `The session is on ${when} (SAST). It can be marked completed once it has taken place.`,
  completeQuestion: 'Mark this session as completed?',
  completeYes: 'Yes, it took place',
  completing: 'Saving...',
  notYet: 'Not yet',
  cancelHeading: 'Cancel the booking',
  cancelLead: (paid: boolean) =>
    paid
      ? 'The student is emailed the reason. The payment is flagged for a refund.'
      : 'The student is emailed the reason.',
  reason: 'Reason for cancelling',
  reasonHint: 'The student reads this in the email.',
  cancel: 'Cancel booking',
  cancelQuestion: 'Cancel this booking? This cannot be undone.',
  cancelYes: 'Yes, cancel it',
  cancelling: 'Cancelling...',
  keepIt: 'Keep it',
  refundHeading: 'Refund owed',
  refundLead: (amount: string) =>
    `Pay back ${amount}, then record it here. The student is emailed.`,
  recordRefund: 'Record refund paid',
  recordingRefund: 'Recording...',
  actionFailed: 'That did not work. Please try again.',
} as const

/** '1 booking', '26 bookings'. */
export const bookingCount = (count: number) => `${count} ${count === 1 ? 'booking' : 'bookings'}`

/** '30 minutes', '1 hour', '12 hours'. */
export function durationText(minutes: number): string {
  if (minutes < 60 || minutes % 60 !== 0) return `${minutes} minutes`
  const hours = minutes / 60
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`
}
