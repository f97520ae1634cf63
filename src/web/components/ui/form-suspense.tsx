import { isValidElement, memo, Suspense, type ReactNode } from 'react'
import { useHydrated } from '#web/lib/use-hydrated.ts'

function InertUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <div className="contents" inert={!hydrated}>
      {children}
    </div>
  )
}

interface FormSuspenseProps {
  fallback: ReactNode
  /** The lazily loaded form, with its props. */
  children: ReactNode
}

const shallowEqual = (a: object, b: object) => {
  const keys = Object.keys(a) as (keyof typeof a)[]
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}

/**
 * The same form with the same props: the page re-rendering around it (as it does right
 * after hydrating) must not touch a boundary still waiting for its code, or React would
 * throw the server's form away and show the fallback until the code arrives.
 */
function sameForm(before: FormSuspenseProps, after: FormSuspenseProps) {
  const [a, b] = [before.children, after.children]
  if (!isValidElement(a) || !isValidElement(b)) return a === b
  return a.type === b.type && shallowEqual(a.props as object, b.props as object)
}

/**
 * `<Suspense>` for a form loaded on demand (it brings react-hook-form and zod). A
 * prerendered page carries the form, so nothing moves when it hydrates; but until its code
 * has arrived and hydrated it the form is inert, since a form used before then would
 * submit itself natively, its fields in the address.
 */
export const FormSuspense = memo(function FormSuspense({ fallback, children }: FormSuspenseProps) {
  return (
    <Suspense fallback={fallback}>
      <InertUntilHydrated>{children}</InertUntilHydrated>
    </Suspense>
  )
}, sameForm)
