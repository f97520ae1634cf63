// User-visible strings that the spec fixes word for word. One definition each:
// the web client and the server both import them from here.

export const gateMessages = {
  loading: 'Loading...',
  welcome:
    'Professional Mathematics Tutoring Platform. Please register or sign in to access all features and content.',
  signInButton: 'Register / Sign In',
  joinLine: 'Join thousands of students achieving mathematics excellence',
} as const

export const newsletterMessages = {
  emailMissing: 'Please enter your email address',
  submitting: 'Subscribing...',
  failed: 'Failed to subscribe',
  networkError: 'Network error. Please try again.',
  // Same answer whether the address is new, pending or confirmed, so the form does
  // not reveal who is subscribed (D22 double opt-in).
  checkInbox: 'Thank you! Please check your inbox and click the link to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Thank you for joining our newsletter!',
  unsubscribed: 'You have been unsubscribed. You will receive no more newsletter emails.',
  invalidLink: 'This link is invalid or has expired. Please subscribe again.',
} as const

export const apiMessages = {
  notFound: 'The requested resource was not found.',
  invalidInput: 'Some fields are invalid. Please check them and try again.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  forbiddenOrigin: 'This request was refused because it did not come from our website.',
  unsupportedMediaType: 'Requests must be sent as JSON (Content-Type: application/json).',
  multipartExpected: 'This form must be sent as a file upload (Content-Type: multipart/form-data).',
  bodyTooLarge: 'The request is too large.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  notSignedIn: 'You are not signed in.',
  databaseUnavailable: 'The database is not answering.',
  malformedJson: 'The request body is not valid JSON.',
  nulCharacter: 'Text may not contain the NUL character (U+0000). Please remove it and try again.',
  malformedForm:
    'The form could not be read: it was cut off or badly formed. Please send it again.',
  badUrl: 'This address is not valid: it contains a badly encoded character.',
  urlTooLong: 'This address is too long.',
} as const

// The three pay-then-submit forms (booking, donation, video order) share these words.
const paymentRequired = 'Please complete Google Pay payment to proceed.'
const paymentFailedOrBankTransfer = 'Payment failed. Please try again or choose bank transfer.'

/**
 * Registration checks run in this order and the first failure is the one shown
 * (spec part 2, §5); `registrationCheckOrder` keeps that order for schemas and tests.
 */
export const registrationMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooWeak:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordsDontMatch: "Passwords don't match",
  categoryRequired: 'Please select your student category',
  levelRequired: 'Please select your current level',
  submitting: 'Creating Account...',
  failed: 'Registration failed',
  failedRetry: 'Registration failed. Please try again.',
  goToLogin: 'Go to Login',
} as const

export const registrationCheckOrder = [
  registrationMessages.nameRequired,
  registrationMessages.emailRequired,
  registrationMessages.emailInvalid,
  registrationMessages.passwordTooShort,
  registrationMessages.passwordTooWeak,
  registrationMessages.passwordsDontMatch,
  registrationMessages.categoryRequired,
  registrationMessages.levelRequired,
] as const

export const loginMessages = {
  emailRequired: 'Email is required',
  // The spec says only that the password is required; this is our wording.
  passwordRequired: 'Password is required',
  rememberMe: 'Remember me',
  failed: 'Login failed',
  failedRetry: 'Login failed. Please try again.',
  // D7
  continueWithGoogle: 'Continue with Google',
} as const

export const authCallbackMessages = {
  completing: 'Completing your sign-in...',
  settingUp: 'Please wait while we set up your account.',
  noCode: 'Cannot exchange code for session token: no code provided in the URL search params.',
} as const

export const verifyEmailMessages = {
  noToken: 'Invalid verification link. Please check your email for the correct link.',
  failed: 'Email verification failed. Please try again.',
  networkError: 'Network error. Please check your connection and try again.',
  verified: 'Email verified successfully!',
  continueToProfile: 'Continue to Profile',
  // Issue 26: the link opened where there is no session (the phone's mail app).
  signInToContinue: 'Sign in to continue to your profile.',
  // D23: a learner under 18 whose guardian has not consented yet.
  awaitingGuardian:
    'Booking sessions opens once your parent or guardian has given their consent: we emailed them a link to give it.',
  goToHome: 'Go to Home',
  contactSupport: 'Contact Support',
  // D8
  resend: 'Resend verification email',
} as const

export const consultationMessages = {
  title: 'Schedule Your Free 30-Minute Consultation',
  open: 'Free Consultation',
  labels: {
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    date: 'Preferred Date',
    time: 'Preferred Time',
    meetLink: 'Google Meet Link',
    topic: 'What would you like to discuss?',
  },
  // Our words: the spec names no idle label for the submit button.
  submit: 'Book Free Consultation',
  // Issue 27: a tutor's "Free Call" names the tutor in the form.
  withTutor: 'Free call with',
  anyTutor: 'Any tutor instead',
  bookedDetail:
    'Thank you! We will review your request and confirm your consultation by email within 24 hours.',
  // The home page modal says 'Booking...'; the form on /about says 'Submitting...'.
  submittingModal: 'Booking...',
  submittingForm: 'Submitting...',
  booked: 'Free Consultation Booked!',
  bookAnother: 'Book Another Session',
  close: 'Close',
  cancel: 'Cancel',
  failed:
    'There was an error submitting your consultation request. Please try again or contact us directly.',
} as const

export const aboutMessages = {
  bookPaidSession: 'Book a Paid Session',
  registerAndStart: 'Register & Get Started',
} as const

export const contactMessages = {
  // Our words where the spec has none (D1 makes the form real).
  submit: 'Send Message',
  submitting: 'Sending...',
  sent: 'Message Sent!',
  sentDetail: 'Thank you for getting in touch. We will reply within 24 hours.',
  failed: 'Your message could not be sent. Please try again, or call or email us directly.',
  bookFreeCall: 'Book Free Call',
  bookSession: 'Book Session',
  viewTutors: 'View Tutors',
  sendAnother: 'Send Another Message',
} as const

export const dashboardMessages = {
  signInRequired: 'Please sign in to view your dashboard',
  returnToHome: 'Return to Home',
  welcomeBack: (name: string) => `Welcome back, ${name}!`,
  fallbackName: 'Student',
  noUpcoming: 'No Upcoming Sessions',
  bookFirst: 'Book Your First Session',
  noRecent: 'No Recent Activity',
  moreUpcoming: (count: number) => `And ${count} more upcoming sessions...`,
  moreRecent: (count: number) => `And ${count} more sessions...`,
  completeProfile: 'Complete Your Profile',
  joinSession: 'Join Session',
  paid: 'Paid',
} as const

const actionDone: Record<string, string> = {
  confirm: 'confirmed',
  reschedule: 'changed',
  complete: 'completed',
  cancel: 'cancelled',
}

export const bookingMessages = {
  paymentRequired,
  paymentSucceeded: 'Payment completed successfully! You can now submit your booking.',
  paymentFailed: 'Payment failed. Please try again.',
  failed: 'Error creating booking. Please try again.',
  payButtonDisabled: 'Complete booking details to pay',
  submitting: 'Submitting...',
  submitFree: 'Book Free Consultation',
  submitConfirm: 'Confirm Booking',
  submit: 'Book Session',
  viewDashboard: 'View Dashboard',
  bookAnother: 'Book Another Session',
  noPreference: 'No preference',
  // Our own sentences for what the spec leaves to the server.
  notFound: 'Booking not found',
  profileRequired: 'Please complete your student profile before booking a session.',
  guardianConsentRequired:
    'Your parent or guardian needs to give consent before you can book or pay for sessions.',
  moduleUnknown: 'Please select a mathematics module from the list',
  tutorUnknown: 'This tutor is not available. Please choose another tutor.',
  slotTaken:
    'This tutor is already booked at that time. Please choose another time or another tutor.',
  // D25: one student, one session at a time (a place overlapping another of theirs).
  studentBusy: 'You already have a session at that time. Please choose another time.',
  freeConsultationOpen:
    'You already have a free consultation booked. You can book a paid session, or cancel the consultation from your dashboard first.',
  paymentAlreadyUsed: 'This payment has already been used for another booking.',
  bankTransferUnavailable:
    'Bank transfer is not available at the moment. Please choose another way to pay.',
  tooLateToCancel:
    'This session starts in less than 24 hours and can no longer be cancelled online. Please contact us.',
  notStartedYet: 'This session has not started yet. Mark it completed once it has taken place.',
  transitionRefused: (action: string, status: string) =>
    `A ${status} booking cannot be ${actionDone[action] ?? action}.`,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different booking request.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 200 printable characters.',
  // GET /api/bookings/{id}/calendar.ics: only a confirmed session has a time to add.
  calendarNotConfirmed:
    'This session is not confirmed yet, so it cannot be added to a calendar. Once it is confirmed you can add it.',
} as const

/** D16: what payment intents answer when they cannot do what was asked. */
export const paymentMessages = {
  notFound: 'The payment could not be found. Please pay again.',
  nothingToPay: 'There is nothing to pay for a free consultation.',
  notPaid: 'The payment has not been completed. Please complete the payment to proceed.',
  mismatch: 'The payment does not match what is being booked. Please pay again.',
  alreadyUsed: 'This payment has already been used. Please pay again.',
  alreadyFailed: 'This payment failed. Please start a new payment.',
  inProgress: 'This payment is already being processed.',
  // A paid card payment that no record took within 30 minutes is refunded (issue 25).
  refunded:
    'This card payment was refunded because nothing was booked or ordered with it in time. Please pay again.',
  // The record could not be stored after the card was charged: why, then this.
  refundIfUnused: (record: 'booking' | 'order' | 'donation') =>
    `Your card payment will be refunded automatically within an hour if no ${record} is made.`,
  declined: 'Payment failed. Please try again.',
  gatewayUnavailable: 'The payment service could not be reached. Please try again in a moment.',
  webhookUnknown: 'No such payment gateway.',
  webhookRejected: 'The notification could not be authenticated.',
  processing: 'Your payment is being confirmed by your bank...',
  // No card gateway is configured (a deployment without PAYMENTS_GATEWAY): the API refuses
  // card payment with this, and the forms offer no card option.
  cardUnavailable: 'Card payment is not available at the moment. Please choose another way to pay.',
  // Neither card nor bank transfer is offered: what the payment part of a form says instead.
  noOnlinePayment: "We can't take payment online right now.",
  noOnlinePaymentHint: 'Please contact us and we will arrange payment with you.',
} as const

export const tutorMessages = {
  noneAvailable: 'No tutors available',
  noneAvailableHint: 'Our tutors will be available soon. Please check back later.',
  notFound: 'Tutor Not Found',
  meetOurTutors: 'Meet Our Tutors',
  loading: 'Loading tutors...',
  loadingOne: 'Loading tutor...',
  loadFailed: 'The tutors could not be loaded. Please check your connection and try again.',
  loadOneFailed: 'This tutor could not be loaded. Please check your connection and try again.',
  retry: 'Try again',
  seeAll: 'See all tutors',
} as const

export const tutorApplicationMessages = {
  failed: 'Failed to submit application',
  failedRetry: 'Failed to submit application. Please try again.',
  submitAnother: 'Submit Another Application',
} as const

export const profileMessages = {
  signInRequired: 'Please sign in to view your profile',
  loading: 'Loading profile',
  edit: 'Edit Profile',
  save: 'Save Profile',
  cancel: 'Cancel',
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to save profile. Please try again.',
  contactOptional: 'Optional',
} as const

export const donationMessages = {
  amountPlaceholder: 'minimum R10',
  paymentRequired,
  paymentSucceeded: 'Payment completed successfully! You can now submit your donation.',
  paymentFailed: paymentFailedOrBankTransfer,
  failed: 'Error processing donation. Please try again.',
  submitLocked: 'Complete Payment First',
  submit: 'Complete Donation',
  submitting: 'Processing...',
  makeAnother: 'Make Another Donation',
} as const

export const videoOrderMessages = {
  paymentRequired,
  paymentSucceeded: 'Payment completed successfully! You can now submit your video order.',
  paymentFailed: paymentFailedOrBankTransfer,
  failed: 'Error processing order. Please try again.',
  volumeDiscount: 'Volume discount will be applied',
  submitted: 'Video Order Submitted Successfully!',
  orderAnother: 'Order Another Video',
} as const

// Account messages the spec leaves to us (D6–D9); the client shows the server's text.
export const accountMessages = {
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  registered:
    'Account created successfully! We have sent a verification link to your email address.',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  verificationExpired: 'This verification link has expired. Please request a new one.',
  verificationUsed: 'This verification link has already been used. You can sign in.',
  verificationInvalid: 'This verification link is invalid.',
  verificationSent: 'We have sent you a new verification email. Please check your inbox.',
  alreadyVerified: 'Your email address is already verified.',
  resetRequested:
    'If an account exists for that email, we have sent a link to reset your password. The link expires in 1 hour.',
  resetDone: 'Your password has been changed. Please sign in with your new password.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  signedOut: 'You have been signed out.',
  verifyFirst: 'Please verify your email address first.',
  adminOnly: "You don't have permission to do this.",
  tutorOnly:
    'This is for tutors. Sign in with the account your tutor invitation was accepted with.',
} as const
