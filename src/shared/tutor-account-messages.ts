/** D25: what tutor invitations, the accept step and the tutor's own profile say. */
export const tutorInvitationMessages = {
  notFound: 'This invitation link is not valid. Please ask the office for a new one.',
  expired: 'This invitation has expired. Please ask the office to send a new one.',
  used: 'This invitation has already been accepted.',
  withdrawn: 'This invitation was withdrawn. Please ask the office to send a new one.',
  wrongAccount: (email: string) =>
    `This invitation was sent to ${email}. Please sign in with that address to accept it.`,
  verifyFirst: 'Please verify your email address before accepting the invitation.',
  tutorTaken: 'This tutor is already linked to another account.',
  accountTaken: 'Your account is already linked to another tutor.',
  accepted: 'Invitation accepted. Welcome to the tutor portal!',
} as const

export const adminTutorAccountMessages = {
  sent: (email: string) => `Invitation sent to ${email}.`,
  resent: (email: string) =>
    `A new invitation was sent to ${email}; the earlier link no longer works.`,
  alreadyLinked: 'This tutor already signs in with an account: unlink it before inviting again.',
  noOpenInvitation: 'This tutor has no open invitation.',
  withdrawn: 'The invitation was withdrawn; its link no longer works.',
  notLinked: 'This tutor is not linked to an account.',
  unlinked: 'The account was unlinked: it no longer signs in as this tutor. Its other roles stay.',
} as const

export const tutorProfileMessages = {
  saved: 'Your profile was saved.',
  photoSaved: 'Your photo was saved.',
  photoRequired: 'Please choose a photo to upload.',
} as const
