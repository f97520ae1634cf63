import type { ReactNode } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { CheckCircleIcon } from '#web/components/ui/icons.tsx'

/** The panel that replaces a submitted form, with the way back to an empty one. */
export function FormSuccess({
  title,
  testId,
  againLabel,
  onAgain,
  children,
}: {
  title: string
  testId: string
  againLabel: string
  onAgain: () => void
  children: ReactNode
}) {
  return (
    <div role="status" data-testid={testId} className="py-6 text-center">
      <CheckCircleIcon className="mx-auto size-14 text-emerald-600" />
      <h3 className="mt-4 text-2xl font-bold text-slate-900">{title}</h3>
      <div className="mx-auto mt-2 max-w-xl text-slate-700">{children}</div>
      <Button variant="primary" className="mt-6" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  )
}
