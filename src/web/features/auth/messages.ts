// Client wording of the auth pages that the shared message catalogue leaves to the page
// (the spec's own sentences live in #shared/messages.ts and are used from there).
import { VERIFICATION_LINK_HOURS } from './constants.ts'

export const authPageMessages = {
  linkExpiry: `Verification links expire after ${VERIFICATION_LINK_HOURS} hours.`,
  checkInboxTitle: 'Check your inbox',
  verifying: 'Verifying your email address...',
  guardianTitle: 'Parent or guardian consent',
  guardianExplanation:
    "Because high-school students are under 18, South African privacy law (POPIA) needs a parent's or guardian's consent. We will email them a link to give it. Until they do, you can sign in and set up your profile, but not book or pay for sessions.",
  resending: 'Sending...',
  resendFailed: 'We could not send a new verification email. Please try again.',
  signingIn: 'Signing in...',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  redirectingToGoogle: 'Redirecting to Google...',
  googleFailed: 'Google sign-in is not available right now. Please sign in with your email.',
  sendResetLink: 'Send reset link',
  sendingResetLink: 'Sending...',
  resetRequestFailed: 'We could not send a reset link. Please try again.',
  setNewPassword: 'Set new password',
  savingPassword: 'Saving...',
  resetFailed: 'We could not change your password. Please try again.',
  networkError: 'Network error. Please check your connection and try again.',
} as const
