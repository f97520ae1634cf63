// Texts of the back office's reviews page (issue 22, D28). The server's own are in
// #shared/schemas/reviews.ts as `reviewMessages`.
export const reviewPageMessages = {
  title: 'Reviews',
  listLead:
    'What students wrote after their sessions, newest first. Hide a review that breaks the rules: it leaves the tutor’s page and average at once.',
  filtersLabel: 'Filter the reviews',
  tutor: 'Tutor',
  allTutors: 'All tutors',
  inactive: (name: string) => `${name} (inactive)`,
  rating: 'Rating',
  allRatings: 'All ratings',
  shown: 'Shown',
  allReviews: 'All reviews',
  visibleOnly: 'Visible',
  hiddenOnly: 'Hidden',
  clearFilters: 'Clear filters',
  loading: 'Loading reviews...',
  loadFailed: 'The reviews could not be loaded.',
  loadFailedHint: 'Please check your connection and try again.',
  emptyFiltered: 'No reviews match these filters',
  emptyFilteredHint: 'Try another tutor or rating, or clear the filters.',
  emptyAll: 'No one has written a review yet',
  emptyAllHint: 'Students can rate a session once it has taken place and been completed.',
  pastLastPage: 'There is nothing on this page.',
  firstPage: 'Go to the first page',
  // The list.
  review: 'Review',
  student: 'Student',
  written: 'Written (SAST)',
  state: 'State',
  noComment: 'No comment, only a rating.',
  readAll: 'Read all',
  showLess: 'Show less',
  tutorReply: 'Tutor’s reply',
  noReply: 'No reply yet',
  deletedAccount: 'Deleted account',
  openBooking: 'Open the booking',
  visible: 'Visible',
  hidden: 'Hidden',
  hiddenOn: (when: string) => `Hidden ${when}`,
  // Actions.
  hide: 'Hide',
  // Completes "Hide …" and "Show again: …" for a screen reader, naming whose review it is.
  whose: (student: string, tutor: string) => `${student}’s review of ${tutor}`,
  whoseDeleted: (tutor: string) => `the review of ${tutor} by a deleted account`,
  hideTitle: 'Hide this review?',
  hideLead:
    'It leaves the tutor’s page and no longer counts in their average. The tutor still sees it, marked hidden. You can show it again later.',
  hideReason: 'Reason for hiding',
  hideReasonHint: (max: number) =>
    `Kept in the audit log and shown here. At most ${max} characters.`,
  hideConfirm: 'Hide review',
  hiding: 'Hiding...',
  cancel: 'Cancel',
  hiddenDone: 'The review is hidden. It no longer shows on the tutor’s page.',
  showAgain: 'Show again',
  showAgainTitle: 'Show this review again?',
  showAgainMessage: (tutor: string) =>
    `It returns to ${tutor}’s page and counts in their average again.`,
  showAgainConfirm: 'Yes, show it again',
  shownDone: 'The review is shown again on the tutor’s page.',
  actionFailed: 'That did not work. Please try again.',
} as const

/** '1 review', '26 reviews'. */
export const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`
