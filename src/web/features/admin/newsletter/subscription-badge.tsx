import { clsx } from 'clsx'
import { subscriberStatusLabel, type SubscriberStatus } from './messages.ts'

// Outlined, so they never read as the office's own status (filled badges) beside them.
const tones: Record<SubscriberStatus, string> = {
  pending: 'border-amber-500 text-amber-900',
  confirmed: 'border-emerald-600 text-emerald-900',
  unsubscribed: 'border-slate-400 text-slate-700',
}

/** Where the subscription stands: awaiting confirmation, confirmed or unsubscribed. */
export function SubscriptionBadge({ status }: { status: SubscriberStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border bg-white px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
      )}
      data-testid="subscriber-status"
    >
      {subscriberStatusLabel(status)}
    </span>
  )
}
