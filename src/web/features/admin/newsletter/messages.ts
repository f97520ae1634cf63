import { submissionStatusValues } from '#shared/options.ts'
import type { NewsletterSubscriber } from '#shared/schemas/admin-users.ts'
import type { ListFilters } from '../list-query.ts'

// Texts of the back office's newsletter pages.

export type SubscriberStatus = NewsletterSubscriber['status']

export const subscriberStatuses: readonly { value: SubscriberStatus; label: string }[] = [
  { value: 'pending', label: 'Awaiting confirmation' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
]
export const subscriberStatusValues: readonly SubscriberStatus[] = subscriberStatuses.map(
  (option) => option.value,
)
export const subscriberStatusLabel = (status: SubscriberStatus) =>
  subscriberStatuses.find((option) => option.value === status)?.label ?? status

/** The list's choice filters by address key: the subscription, and the office's status. */
export const subscriberListChoices = {
  status: subscriberStatusValues,
  work_status: submissionStatusValues,
}
export type SubscriberListFilters = ListFilters<typeof subscriberListChoices>

export const newsletterPageMessages = {
  title: 'Newsletter',
  lead: 'Everyone who subscribed, newest first. A subscription counts once the address is confirmed from the email.',
  filtersLabel: 'Filter the subscribers',
  searchPlaceholder: 'Email or name',
  subscription: 'Subscription',
  allSubscriptions: 'All subscriptions',
  workStatus: 'Status',
  allWorkStatuses: 'All statuses',
  exportCsv: 'Export CSV',
  loading: 'Loading subscribers...',
  loadFailed: 'The subscribers could not be loaded.',
  loadFailedHint: 'Please check your connection and try again.',
  emptyFiltered: 'No subscribers match these filters',
  emptyFilteredHint: 'Try other words, or clear the filters.',
  emptyAll: 'Nobody has subscribed yet',
  clearFilters: 'Clear filters',
  pastLastPage: 'There is nothing on this page.',
  firstPage: 'Go to the first page',
  subscribersLabel: 'Subscribers',
  subscribersHeading: 'Subscribers',
  subscribed: 'Subscribed',
  confirmed: 'Confirmed',
  unsubscribedOn: 'Unsubscribed',
  noName: 'No name given',
  hasNote: 'Has a note',
} as const

export const subscriberPageMessages = {
  backToList: 'Back to the newsletter',
  eyebrow: 'Newsletter subscriber',
  loading: 'Loading the subscriber...',
  loadFailed: 'The subscriber could not be loaded.',
  loadFailedHint: 'Please check your connection and try again.',
  notFoundTitle: 'Subscriber not found',
  detailsHeading: 'Subscription',
  email: 'Email',
  name: 'Name',
  subscription: 'Subscription',
  subscribedAt: 'Subscribed',
  confirmedAt: 'Confirmed',
  unsubscribedAt: 'Unsubscribed',
  notYet: 'Not yet',
  sast: '(SAST)',
  unsubscribeHeading: 'Stop the newsletter',
  unsubscribeLead:
    'When the person asks the office to stop sending it. They can subscribe again themselves.',
  unsubscribe: 'Unsubscribe',
  unsubscribing: 'Unsubscribing...',
  unsubscribeTitle: 'Unsubscribe this address?',
  unsubscribeConfirm: (email: string) =>
    `${email} will no longer receive the newsletter. Use this when the person asks to stop receiving it; they can subscribe again themselves.`,
  keepSubscribed: 'Keep subscribed',
  unsubscribed: (email: string) => `${email} was unsubscribed.`,
  unsubscribeFailed: 'The subscriber could not be unsubscribed. Please try again.',
  alreadyUnsubscribed: 'This address no longer receives the newsletter.',
} as const

/** '1 subscriber', '26 subscribers'. */
export const subscriberCount = (count: number) =>
  `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`
