import { valuesOf } from './options.ts'

/** The kinds of submission the back office works through, as they appear in its URLs. */
export const submissionKinds = [
  { value: 'consultations', label: 'Free consultations' },
  { value: 'contact-messages', label: 'Contact messages' },
  { value: 'tutor-applications', label: 'Tutor applications' },
  { value: 'school-bookings', label: 'School bookings' },
  { value: 'teacher-workshops', label: 'Teacher workshops' },
  { value: 'video-orders', label: 'Video orders' },
  { value: 'donations', label: 'Donations' },
  { value: 'partnerships', label: 'Partnerships' },
] as const
export const submissionKindValues = valuesOf(submissionKinds)
export type SubmissionKind = (typeof submissionKindValues)[number]

/** Kinds paid for by card or bank transfer: they carry a payment status and reference. */
export const paidSubmissionKinds: readonly SubmissionKind[] = ['video-orders', 'donations']

export const ADMIN_PAGE_SIZE = 25
export const ADMIN_NOTE_MAX = 5000
export const ADMIN_SEARCH_MAX = 200
/** The most rows one CSV export holds; narrow the filters for more. */
export const ADMIN_EXPORT_MAX_ROWS = 50_000
/** Issue 27: a reply to a submission, and a saved reply's title and text. */
export const REPLY_MAX = 5000
export const SAVED_REPLY_TITLE_MAX = 120

/** What each kind of submission is to the person who sent it, in a reply's subject. */
export const submissionNouns: Record<SubmissionKind, string> = {
  consultations: 'free consultation request',
  'contact-messages': 'message',
  'tutor-applications': 'tutor application',
  'school-bookings': 'school visit request',
  'teacher-workshops': 'teacher workshop request',
  'video-orders': 'video order',
  donations: 'donation',
  partnerships: 'partnership proposal',
}

export const replyMessages = {
  messageRequired: 'Please write the reply',
  messageTooLong: `The reply can be at most ${REPLY_MAX} characters.`,
  sent: (email: string) => `Reply sent to ${email}.`,
  savedReplyNotFound: 'This saved reply no longer exists.',
  titleRequired: 'Please give the saved reply a title',
  titleTooLong: `The title can be at most ${SAVED_REPLY_TITLE_MAX} characters.`,
  bodyRequired: 'Please write the text of the saved reply',
  bodyTooLong: `The text can be at most ${REPLY_MAX} characters.`,
  titleTaken: 'There is already a saved reply with this title for this kind of submission.',
} as const

export const adminMessages = {
  submissionNotFound: 'This submission no longer exists.',
  nothingToUpdate: 'Choose a status or write a note to save.',
  statusInvalid: 'Please choose one of the listed statuses',
  noteTooLong: `The note can be at most ${ADMIN_NOTE_MAX} characters.`,
  kindUnknown: 'There is no such list in the back office.',
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
  dateRangeInvalid: 'The end date must be on or after the start date',
  notBankTransfer: 'Only a bank transfer that is still awaiting payment can be marked paid.',
  referenceMismatch: 'The reference does not match this payment. Check the bank statement.',
  referenceRequired: 'Enter the payment reference from the bank statement',
  referenceNotFound:
    'No payment reference (like BK-2XFHZ5E8) was found in this text. Check the bank statement.',
  referenceAmbiguous:
    'This text names more than one payment reference. Enter only the one for this payment.',
  referenceUnknown: 'No booking, video order or donation has this payment reference.',
  saved: 'Saved.',
  markedPaid: 'Marked as paid. The customer has been emailed.',
} as const

export const adminBookingMessages = {
  dateTimeTogether: 'Give both the date and the time of the session, or neither',
  timeInvalid: 'Please enter a time as HH:MM',
  timeInPast: 'The session must start in the future',
  tutorInvalid: 'Please choose one of the listed tutors',
  reasonRequired: 'Please give the reason for cancelling; the student will read it',
  confirmed: 'Confirmed. The student has been emailed the invitation.',
  rescheduled: 'Session changed. The student has been emailed the updated invitation.',
  nothingChanged: 'Change the date and time, the tutor or the meeting link to save.',
  // D25: the student would be in two sessions at once.
  studentBusy: 'The student already has another session at that time. Choose another time.',
  completed: 'Marked as completed. The student has been emailed.',
  cancelled: 'Cancelled. The student has been emailed.',
  noRefundDue: 'This booking has no refund owing.',
  cancelledNotPayable:
    'A cancelled booking is not marked paid: record any money received as a refund due instead.',
  refunded: 'Refund recorded. The student has been emailed.',
} as const

export const adminTutorMessages = {
  nameRequired: "Please enter the tutor's name",
  emailRequired: "Please enter the tutor's email",
  experienceInvalid: 'Please enter the years of experience as a whole number from 0 to 60',
  hourlyRateInvalid: 'Please enter an hourly rate in rand from R50 to R5,000, in steps of R10',
  photoInvalid: 'The photo must be a JPEG, PNG or WebP image.',
  notFound: 'Tutor not found',
  saveFailed: 'The tutor could not be saved. Please try again.',
  applicationTaken: 'This application has already been turned into a tutor.',
  hourlyRateNeeded: 'The applicant gave no hourly rate: please set one',
  saved: 'Tutor saved.',
  promoted: 'The applicant is now a tutor and appears on the tutors page.',
  applicationNotFound: 'This application no longer exists.',
} as const

export const adminUserMessages = {
  notFound: 'This account no longer exists.',
  roleInvalid: 'Please choose student or administrator',
  lastAdmin: 'This is the last administrator account: grant the role to someone else first.',
  verifyFirst: 'Only an account with a verified email can be an administrator.',
  listedInConfig:
    'This address is listed in ADMIN_EMAILS, which makes it an administrator at every sign-in: remove it there first.',
  deleteOwn: 'You cannot delete your own account here: use your profile page.',
  subscriberNotFound: 'This subscriber no longer exists.',
  confirmDelete: 'Type the account’s email address to confirm.',
  deleted: 'The account and its personal data were deleted. Its bookings stay, anonymised.',
} as const
