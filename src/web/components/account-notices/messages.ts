// What the account notices say (D8, D23); shown on the profile, dashboard and booking pages.
export const accountNoticeMessages = {
  verifyTitle: 'Verify your email address',
  verifyText:
    'Verifying your email unlocks booking sessions. Open the link we emailed you; if it has not arrived or has expired, we can send a new one.',
  verifyFailed: 'We could not send a new verification email. Please try again.',
  guardianTitle: 'Waiting for your parent or guardian',
  guardianText:
    "Because you are under 18, South African privacy law (POPIA) needs a parent's or guardian's consent before you can book or pay for sessions. We emailed them a link to give it; you can keep your profile up to date in the meantime.",
  guardianResend: 'Resend consent email to my parent or guardian',
  guardianFailed: 'We could not send the consent email again. Please try again.',
  consentedTitle: 'Your parent or guardian has given their consent',
  consentedText: 'You can now book and pay for tutoring sessions.',
  bookNow: 'Book a session',
  sending: 'Sending...',
} as const
