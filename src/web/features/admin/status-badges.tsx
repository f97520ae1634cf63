import { clsx } from 'clsx'
import {
  labelOf,
  paymentStatuses,
  submissionStatuses,
  type PaymentStatus,
  type SubmissionStatus,
} from '#shared/options.ts'

const badge =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap'

const statusTones: Record<SubmissionStatus, string> = {
  new: 'bg-blue-100 text-blue-900',
  in_progress: 'bg-amber-100 text-amber-900',
  done: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-200 text-slate-800',
}

const paymentTones: Record<PaymentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  completed: 'bg-emerald-100 text-emerald-900',
}

/** Where a submission is in the office's work: New, In progress, Done or Declined. */
export function StatusBadge({
  status,
  className,
}: {
  status: SubmissionStatus
  className?: string
}) {
  return (
    <span className={clsx(badge, statusTones[status], className)} data-testid="status-badge">
      {labelOf(submissionStatuses, status)}
    </span>
  )
}

/** Whether the money has arrived: Awaiting payment or Paid. */
export function PaymentBadge({ status, className }: { status: PaymentStatus; className?: string }) {
  return (
    <span className={clsx(badge, paymentTones[status], className)} data-testid="payment-badge">
      {labelOf(paymentStatuses, status)}
    </span>
  )
}
