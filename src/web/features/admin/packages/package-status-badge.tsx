import { clsx } from 'clsx'
import { labelOf } from '#shared/options.ts'
import type { PackageStatus } from '#shared/package-hours.ts'
import { packageStatusOptions } from '#shared/schemas/admin-packages.ts'
import { packagePageMessages as t } from './messages.ts'

const badge =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap'

const tones: Record<PackageStatus, string> = {
  active: 'bg-blue-100 text-blue-900',
  lapsed: 'bg-amber-100 text-amber-900',
  used_up: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
}

/** Where a package is (D26): Active, Lapsed, Used up or Cancelled. */
export function PackageStatusBadge({
  status,
  className,
}: {
  status: PackageStatus
  className?: string
}) {
  return (
    <span className={clsx(badge, tones[status], className)} data-testid="package-status-badge">
      {labelOf(packageStatusOptions, status)}
    </span>
  )
}

/** The money: Awaiting payment (a bank transfer not yet arrived), Refund due or Refunded. */
export function PackageMoneyBadge({
  pkg,
  className,
}: {
  pkg: { paid: boolean; refund_due_cents: number | null; refunded_at: string | null }
  className?: string
}) {
  if (pkg.refunded_at) {
    return (
      <span className={clsx(badge, 'bg-emerald-100 text-emerald-900', className)}>
        {t.refunded}
      </span>
    )
  }
  if (pkg.refund_due_cents !== null && pkg.refund_due_cents > 0) {
    return (
      <span
        className={clsx(badge, 'bg-red-100 text-red-900', className)}
        data-testid="refund-due-badge"
      >
        {t.refundDue}
      </span>
    )
  }
  if (!pkg.paid) {
    return <span className={clsx(badge, 'bg-amber-100 text-amber-900', className)}>{t.unpaid}</span>
  }
  return null
}
