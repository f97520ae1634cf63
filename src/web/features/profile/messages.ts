// The profile page's own wording; the spec's sentences live in #shared/messages.ts
// (`profileMessages`) and are used from there.

export const profilePageMessages = {
  title: 'Your Profile',
  lead: 'Keep your contact details, student category and level up to date so your tutor can prepare for your sessions. You can also download your data or delete your account here.',
  saving: 'Saving...',
  notSet: 'Not given',
  noProfile:
    'You have not completed your student profile yet. We have filled in what we know; add your category and level, then save.',
  loadFailed:
    'We could not load your saved profile, so the form starts from your account details. Saving will store what you enter.',
  viewLoadFailed:
    'We could not load your profile. Please try again later, or edit it to save it again.',
  emptyView: 'Your student profile is not set up yet.',
  lastUpdated: 'Last updated',

  checklistTitle: 'Profile completion',
  checklistBasic: 'Basic information',
  checklistContact: 'Contact details',
  checklistAcademic: 'Academic information',
  checklistComplete: 'Complete',
  checklistIncomplete: 'Incomplete',

  benefitsTitle: 'Why complete your profile?',
  benefits: [
    'Tutors matched to your category and level',
    'Sessions prepared for your syllabus, from Grade 8 to postgraduate',
    'Session reminders and booking updates sent to the right contact details',
    'Your bookings and payments in one place on your dashboard',
  ],

  privacyTitle: 'Your data and privacy',
  privacyText:
    'Under POPIA you may see everything we store about you and ask us to delete it. The download is a JSON file with your account, student profile, guardian consent, newsletter subscription and active sign-ins.',
  download: 'Download my data',
  downloading: 'Preparing download...',
  downloaded: 'Your data has been saved as my-data.json.',
  downloadFailed: 'We could not prepare your data. Please try again.',
  deleteAccount: 'Delete my account',
  deleteTitle: 'Delete your account permanently?',
  deleteText:
    'This deletes your account, your student profile, any guardian consent record and your newsletter subscription, and signs you out. It cannot be undone.',
  deleteConfirmLabel: 'Type DELETE to confirm',
  deleteConfirm: 'Delete my account permanently',
  deleting: 'Deleting...',
  deleteKeep: 'Keep my account',
  deleteFailed: 'We could not delete your account. Please try again.',
} as const
