import type { NewsletterSubscriber } from '#shared/schemas/admin-users.ts'

// Texts of the back office's newsletter page.

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

export const newsletterPageMessages = {
  title: 'Newsletter',
  lead: 'Everyone who subscribed, newest first. A subscription counts once the address is confirmed from the email.',
  filtersLabel: 'Filter the subscribers',
  searchPlaceholder: 'Email or name',
  status: 'Status',
  allStatuses: 'All statuses',
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
  subscribed: 'Subscribed',
  confirmed: 'Confirmed',
  unsubscribedOn: 'Unsubscribed',
  noName: 'No name given',
  unsubscribe: 'Unsubscribe',
  unsubscribeNamed: (email: string) => `Unsubscribe ${email}`,
  unsubscribeConfirm: (email: string) =>
    `Unsubscribe ${email} from the newsletter? Use this when the person asks to stop receiving it; they can subscribe again themselves.`,
  unsubscribed: (email: string) => `${email} was unsubscribed.`,
  unsubscribeFailed: 'The subscriber could not be unsubscribed. Please try again.',
} as const

/** '1 subscriber', '26 subscribers'. */
export const subscriberCount = (count: number) =>
  `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`
