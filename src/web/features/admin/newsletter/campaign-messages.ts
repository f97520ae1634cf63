import type { CampaignStatus } from '#shared/newsletter-campaigns.ts'

// Texts of the back office's newsletters (issue 27).

export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Draft',
  sending: 'Sending',
  sent: 'Sent',
}

/** '1 subscriber', '26 subscribers'. */
const people = (count: number) => `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`

export const campaignListMessages = {
  heading: 'Newsletters',
  lead: (confirmed: number) =>
    `Write a newsletter, look at it, send yourself a test, then send it to every confirmed subscriber (${people(confirmed)} now).`,
  write: 'Write a newsletter',
  loading: 'Loading newsletters...',
  loadFailed: 'The newsletters could not be loaded.',
  retry: 'Try again',
  empty: 'No newsletter has been written yet.',
  listLabel: 'Newsletters',
  created: 'Written',
  started: 'Sent',
  progress: (done: number, recipients: number) => `${done} of ${recipients} handled`,
  sent: (count: number) => `${count} sent`,
  failed: (count: number) => `${count} failed`,
  skipped: (count: number) => `${count} skipped`,
  unsubscribed: (count: number) => `${count} unsubscribed through it`,
} as const

export const campaignPageMessages = {
  eyebrow: 'Newsletter',
  newTitle: 'Write a newsletter',
  backToList: 'Back to the newsletter',
  loading: 'Loading the newsletter...',
  loadFailed: 'The newsletter could not be loaded.',
  loadFailedHint: 'Please check your connection and try again.',
  notFoundTitle: 'Newsletter not found',
  formHeading: 'Subject and text',
  subject: 'Subject',
  subjectHint: 'What the inbox shows. One line.',
  body: 'Text',
  bodyHint:
    'Plain text: leave an empty line between paragraphs. Addresses starting with https:// become links.',
  save: 'Save draft',
  saving: 'Saving...',
  saved: 'The draft was saved.',
  saveFailed: 'The newsletter could not be saved. Please try again.',
  previewHeading: 'Preview',
  previewLead: 'As a subscriber will see it.',
  previewEmpty: 'The text appears here as you write it.',
  previewUnsubscribe:
    'You receive this because you subscribed to our newsletter. Unsubscribe: (a link for each subscriber)',
  previewSubject: 'Subject:',
  actionsHeading: 'Test and send',
  saveFirst: 'Save the draft to test or send it.',
  unsavedChanges: 'Save your changes first: the test and the newsletter use the saved text.',
  test: 'Send me a test',
  testing: 'Sending a test...',
  testFailed: 'The test could not be sent. Please try again.',
  send: 'Send the newsletter',
  sending: 'Sending...',
  sendTitle: 'Send this newsletter?',
  sendConfirm: (count: number) =>
    `It goes to ${people(count)} who confirmed their subscription, at a steady pace. Once sent, it cannot be changed or called back.`,
  sendYes: (count: number) => `Send to ${people(count)}`,
  keepDraft: 'Not yet',
  nobody: 'Nobody has confirmed a subscription yet, so there is nobody to send it to.',
  sendFailed: 'The newsletter could not be sent. Please try again.',
  sendStarted: (count: number) => `Sending to ${people(count)}.`,
  progressHeading: 'Progress',
  progressLabel: 'Mails handled',
  recipients: 'Recipients',
  sentCount: 'Sent',
  failedCount: 'Failed',
  skippedCount: 'Skipped (unsubscribed before their turn)',
  unsubscribedCount: 'Unsubscribed through it',
  startedAt: 'Sending started',
  finishedAt: 'Finished',
  sast: '(SAST)',
} as const
