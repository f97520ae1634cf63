import type { ReactNode } from 'react'
import { Spinner } from './spinner.tsx'

/**
 * A page's loading state. It is taller than the screen plus the footer's look-ahead
 * (600 px, see NewsletterSlot), so the footer's form is not fetched during a brief
 * loading state of a page whose content will push the footer far down anyway.
 */
export function PageLoading({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-[calc(100dvh+700px)] py-16">
      <p role="status" className="flex items-center justify-center gap-3 text-slate-700">
        <Spinner className="size-6" />
        {children}
      </p>
    </div>
  )
}
