import { REVIEW_REPLY_MAX_LENGTH } from '#shared/schemas/reviews.ts'

// The tutor portal's reviews page (issue 22, D28): the sentences it shows. The server's own
// (field errors, 409s) are in #shared/schemas/reviews.ts as `reviewMessages`.
export const tutorReviewMessages = {
  title: 'Your reviews',
  lead: 'What your students wrote after their sessions, newest first. Your tutor page shows them with your replies.',
  oneReply:
    'You can reply once to each review. A reply is published under the review at once and cannot be changed afterwards.',
  loading: 'Loading your reviews...',
  loadFailed: 'Your reviews could not be loaded.',
  empty: 'No reviews yet. After a completed session, your student is asked to rate it.',
  noComment: 'No comment, only a rating.',
  hiddenBadge: 'Hidden by the office',
  hiddenHint:
    'Students and visitors do not see this review, and it does not count in your average.',
  yourReply: 'Your reply',
  reply: 'Reply',
  replyLabel: 'Your reply',
  replyCount: (length: number) => `${length}/${REVIEW_REPLY_MAX_LENGTH} characters`,
  send: 'Send reply',
  sending: 'Sending...',
  cancel: 'Cancel',
  replied: 'Your reply is published under the review. Each review takes one reply.',
  replyFailed: 'Your reply could not be sent. Please try again.',
} as const
