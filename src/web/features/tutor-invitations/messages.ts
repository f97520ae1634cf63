// The invitation page's own words (D25); the server's refusals come from
// #shared/tutor-account-messages.ts and are shown as they are.
export const tutorInvitationPageMessages = {
  title: 'Tutor invitation',
  loading: 'Loading the invitation...',
  invited: (tutorName: string, businessName: string) =>
    `You are invited to the ${businessName} tutor portal as ${tutorName}.`,
  sentTo: (email: string) => `The invitation was sent to ${email}.`,
  portalIs:
    'In the portal you publish the hours students may book you, mark time off, see your sessions and write lesson notes.',
  signInFirst: (email: string) =>
    `Sign in with ${email} to accept it. No account yet? Register with that address, verify it from the email we send you, then open this invitation link again.`,
  signIn: 'Sign in',
  register: 'Register',
  wrongAccount: (current: string, invited: string) =>
    `You are signed in as ${current}, but this invitation was sent to ${invited}. Sign in with that address to accept it.`,
  otherAccount: 'Sign in with another account',
  unverified:
    'Please verify your email address first: follow the link in the email we sent you when you registered, then come back to this page.',
  accept: 'Accept invitation',
  accepting: 'Accepting...',
  accepted: 'You now sign in as this tutor.',
  toPortal: 'Go to the tutor portal',
  home: 'Go to the home page',
  failed: 'The invitation could not be loaded. Please try again.',
  networkError: 'The server could not be reached. Please check your connection and try again.',
} as const
