import { clsx } from 'clsx'
import { subscriberStatusLabel, type SubscriberStatus } from './messages.ts'

const tones: Record<SubscriberStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  unsubscribed: 'bg-slate-200 text-slate-800',
}

/** Where the subscription stands: awaiting confirmation, confirmed or unsubscribed. */
export function SubscriptionBadge({ status }: { status: SubscriberStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
      )}
      data-testid="subscriber-status"
    >
      {subscriberStatusLabel(status)}
    </span>
  )
}
