// The back office's words for a tutor's account (D25); the server's answers are in
// #shared/tutor-account-messages.ts.
export const tutorAccountMessages = {
  status: { none: 'No account', invited: 'Invited', linked: 'Signs in' },
  noAccount: 'Invite the tutor to sign in to the tutor portal.',
  linkedAs: (email: string) => `As ${email}`,
  invitedUntil: (date: string) => `The link works until ${date}.`,
  send: 'Send invitation',
  resend: 'Resend invitation',
  sendNamed: (name: string) => `Send invitation to ${name}`,
  resendNamed: (name: string) => `Resend invitation to ${name}`,
  withdraw: 'Withdraw invitation',
  withdrawNamed: (name: string) => `Withdraw invitation of ${name}`,
  withdrawTitle: 'Withdraw invitation',
  withdrawConfirm: (name: string) =>
    `Withdraw the invitation sent to ${name}? Its link stops working; you can send a new one later.`,
  unlink: 'Unlink account',
  unlinkNamed: (name: string) => `Unlink account of ${name}`,
  unlinkTitle: 'Unlink account',
  unlinkConfirm: (name: string, email: string) =>
    `Unlink ${email || 'the account'} from ${name}? It no longer signs in as this tutor; the account and its other roles stay. You can invite the tutor again.`,
  failed: 'The change could not be made. Please try again.',
} as const
