import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons.tsx'

export type AlertTone = 'info' | 'success' | 'error'

const tones: Record<AlertTone, string> = {
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-800',
}

const icons = { info: InfoIcon, success: CheckCircleIcon, error: AlertCircleIcon }

/**
 * A message box. It is not a live region itself: put it inside one
 * (`aria-live`/`role="status"`) when it appears after the page has loaded.
 */
export function Alert({
  tone = 'info',
  className,
  children,
}: {
  tone?: AlertTone
  className?: string
  children: ReactNode
}) {
  const Icon = icons[tone]
  return (
    <div
      className={clsx(
        'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm',
        tones[tone],
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  )
}
