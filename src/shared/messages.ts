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
  bodyTooLarge: 'The request is too large.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  notSignedIn: 'You are not signed in.',
  databaseUnavailable: 'The database is not answering.',
  malformedJson: 'The request body is not valid JSON.',
} as const
