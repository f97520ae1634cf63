// The consent page's wording (D23); the server's answers are shown as they come.

export const guardianConsentMessages = {
  title: 'Parent or guardian consent',
  button: 'I give my consent',
  pending: 'Recording your consent...',
  invalidLink:
    'This consent link is invalid. Please use the link in the email we sent you, or contact us.',
  recorded: 'Thank you. Your consent has been recorded.',
  failed: 'We could not record your consent. Please try again.',
  networkError: 'Network error. Please check your connection and try again.',
  loading: 'Checking the link...',
  alreadyGiven: (date: string) => `Your consent was recorded on ${date}. Thank you.`,
  allows: [
    'book one-to-one and small-group mathematics tutoring sessions',
    'pay for sessions and packages of hours',
    'receive session confirmations, meeting links and reminders by email',
  ],
} as const
