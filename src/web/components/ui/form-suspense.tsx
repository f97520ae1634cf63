import { Suspense, type ReactNode } from 'react'
import { useHydrated } from '#web/lib/use-hydrated.ts'

function InertUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <div className="contents" inert={!hydrated}>
      {children}
    </div>
  )
}

/**
 * `<Suspense>` for a form loaded on demand (it brings react-hook-form and zod). A
 * prerendered page carries the form, so nothing moves when it hydrates; but until its code
 * has arrived and hydrated it the form is inert, since a form used before then would
 * submit itself natively, its fields in the address.
 */
export function FormSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <InertUntilHydrated>{children}</InertUntilHydrated>
    </Suspense>
  )
}
