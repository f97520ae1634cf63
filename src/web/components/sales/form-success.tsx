import type { ReactNode } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { CheckCircleIcon } from '#web/components/ui/icons.tsx'
import { useRevealOnMount } from '#web/components/ui/use-reveal-on-mount.ts'

/**
 * The panel that takes a submitted form's place, with the way back to an empty one. It
 * scrolls itself into view and takes focus on its heading (issue 26).
 */
export function FormSuccess({
  title,
  testId,
  againLabel,
  onAgain,
  otherAction,
  children,
}: {
  title: string
  testId: string
  againLabel: string
  onAgain: () => void
  /** A second way on beside "again", e.g. closing the dialog the form sits in. */
  otherAction?: ReactNode
  children: ReactNode
}) {
  const { panelRef, headingRef } = useRevealOnMount()
  return (
    <div ref={panelRef} data-testid={testId} className="py-6 text-center">
      <CheckCircleIcon className="mx-auto size-14 text-emerald-600" />
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {title}
      </h3>
      <div className="mx-auto mt-2 max-w-xl text-slate-700">{children}</div>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button variant="primary" onClick={onAgain}>
          {againLabel}
        </Button>
        {otherAction}
      </div>
    </div>
  )
}
