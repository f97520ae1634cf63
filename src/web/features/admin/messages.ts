// Texts of the back office's pages (the server's own are in #shared/admin.ts as
// `adminMessages`).
export const backOfficeMessages = {
  eyebrow: 'Back office',
  navLabel: 'Back office',
  navSubmissions: 'Submissions',
  navAnnouncements: 'Announcements',
  navAudit: 'Audit log',
  navSavedReplies: 'Saved replies',
  navOverview: 'Overview',
  navBookings: 'Bookings',
  navPackages: 'Packages',
  navReviews: 'Reviews',
  navCardRefunds: 'Card refunds',
  navPeople: 'People',
  navTutors: 'Tutors',
  navUsers: 'Accounts',
  navNewsletter: 'Newsletter',
  navMenu: 'Back office menu',
  accessDeniedAction: 'Go to your dashboard',
  // The list of one kind.
  listLead: 'Newest first. Search, filter, open one to work on it, or export the list as CSV.',
  filtersLabel: 'Filter the submissions',
  search: 'Search',
  searchPlaceholder: 'Name, email or reference',
  status: 'Status',
  allStatuses: 'All statuses',
  paymentStatus: 'Payment status',
  allPaymentStatuses: 'All payments',
  receivedFrom: 'Received from',
  receivedTo: 'Received to',
  clearFilters: 'Clear filters',
  exportCsv: 'Export CSV',
  loading: 'Loading submissions...',
  loadFailed: 'The submissions could not be loaded.',
  loadFailedHint: 'Please check your connection and try again.',
  emptyFiltered: 'No submissions match these filters',
  emptyFilteredHint: 'Try other words or dates, or clear the filters.',
  emptyAll: 'Nothing has been submitted yet',
  emptyAllHint: 'Submissions appear here as soon as someone sends the form.',
  pastLastPage: 'There is nothing on this page.',
  firstPage: 'Go to the first page',
  fixDates: 'Correct the dates to see the submissions.',
  received: 'Received',
  receivedSast: 'Received (SAST)',
  sender: 'From',
  summary: 'Summary',
  payment: 'Payment',
  reference: 'Reference',
  // One submission.
  backTo: (label: string) => `Back to ${label.toLowerCase()}`,
  detailLoading: 'Loading the submission...',
  detailLoadFailed: 'The submission could not be loaded.',
  notFoundTitle: 'Submission not found',
  detailsHeading: 'What was sent',
  workHeading: 'Status and note',
  note: 'Internal note',
  noteHint: (max: number) => `Only administrators see this note. At most ${max} characters.`,
  save: 'Save',
  saving: 'Saving...',
  saveFailed: 'The changes could not be saved. Please try again.',
  paymentHeading: 'Payment',
  amount: 'Amount',
  paymentMethod: 'Payment method',
  markPaidHeading: 'Mark as paid',
  markPaidLead:
    'When the bank transfer shows on the bank statement, paste its reference or the whole line (case, spaces, hyphens and the payer’s own words do not matter) to mark the payment received. The customer is emailed.',
  markPaidReference: 'Reference on the bank statement',
  markPaid: 'Mark as paid',
  markingPaid: 'Marking as paid...',
  markPaidFailed: 'The payment could not be marked as paid. Please try again.',
  lastUpdated: 'Last updated',
  // The audit log.
  auditTitle: 'Audit log',
  auditLead: 'Every change an administrator made, newest first. Times are South African (SAST).',
  auditLoading: 'Loading the audit log...',
  auditLoadFailed: 'The audit log could not be loaded.',
  auditEmpty: 'No administrator has changed anything yet',
  auditEntries: 'Audit entries',
  by: 'by',
  // Pagination.
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pages',
} as const

/** '1 submission', '26 submissions'. */
export const submissionCount = (count: number) =>
  `${count} ${count === 1 ? 'submission' : 'submissions'}`

/** '1 entry', '3 entries'. */
export const entryCount = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`

/** 'Page 2 of 5'. */
export const pageOfPages = (page: number, pages: number) => `Page ${page} of ${pages}`
