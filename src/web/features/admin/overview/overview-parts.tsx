import { clsx } from 'clsx'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowRightIcon } from '#web/components/ui/icons.tsx'

// The overview's building blocks: a titled section, a count that links to its list, a figure.

export const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'

export function Section({
  title,
  lead,
  children,
}: {
  title: string
  lead?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {lead ? <p className="text-sm text-slate-700">{lead}</p> : null}
      </div>
      {children}
    </section>
  )
}

/**
 * One count that leads to the list behind it. A count above zero stands out (amber) when
 * it is work waiting; the whole tile is the link, named by its number and label.
 */
export function CountLink({
  to,
  count,
  label,
  hint,
  urgent = false,
  testId,
}: {
  to: string
  count: number
  label: string
  hint?: string
  urgent?: boolean
  testId: string
}) {
  const waiting = urgent && count > 0
  return (
    <Link
      to={to}
      data-testid={testId}
      className={clsx(
        'group flex min-h-24 items-center justify-between gap-4 rounded-2xl border p-5 shadow-sm transition-colors',
        waiting
          ? 'border-amber-300 bg-amber-50 hover:bg-amber-100'
          : 'border-slate-200 bg-white hover:bg-slate-50',
      )}
    >
      <span className="min-w-0">
        <span
          className={clsx(
            'block text-3xl font-bold tabular-nums',
            waiting ? 'text-amber-900' : 'text-slate-900',
          )}
          data-testid="count"
        >
          {count}
        </span>
        <span className="block font-semibold text-slate-900">{label}</span>
        {hint ? <span className="block text-sm text-slate-700">{hint}</span> : null}
      </span>
      <ArrowRightIcon className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5" />
    </Link>
  )
}

/** A figure of the month: what it counts, and the number or amount. */
export function Figure({
  label,
  value,
  detail,
  testId,
}: {
  label: string
  value: string
  detail?: string
  testId: string
}) {
  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid={testId}
    >
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold break-words text-slate-900 tabular-nums sm:text-2xl">
        {value}
      </dd>
      {detail ? <dd className="text-sm text-slate-700">{detail}</dd> : null}
    </div>
  )
}
