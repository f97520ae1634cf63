import {
  createContext,
  isValidElement,
  lazy,
  memo,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { useHydrated } from '#web/lib/use-hydrated.ts'

/** Called by a form of `lazyForm` once it has rendered (hydrated) in the browser. */
const FormHydratedContext = createContext<(() => void) | null>(null)

/**
 * `lazy()` for the form a `FormSuspense` shows, from a loader that resolves to the form's
 * component; the form tells the boundary when its own code has hydrated it. Preact (docs/decisions/020) hydrates the
 * parts around a suspended form at once and the form itself only when its code arrives,
 * so the boundary cannot tell this from its own hydration.
 */
// `any` as in React's own `lazy()`: a form with any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyForm<Form extends ComponentType<any>>(load: () => Promise<Form>) {
  return lazy(async () => {
    const Loaded = (await load()) as unknown as ComponentType<object>
    function HydratedForm(props: object) {
      const onHydrated = useContext(FormHydratedContext)
      useEffect(() => onHydrated?.(), [onHydrated])
      return <Loaded {...props} />
    }
    // Takes the props the form takes, and passes them on.
    return { default: HydratedForm as unknown as Form }
  })
}

function InertUntilHydrated({ children }: { children: ReactNode }) {
  // Mounted while the page hydrates (or on the server): the form is the server's markup,
  // without its handlers, until its code has arrived and hydrated it. Mounted later, the
  // boundary shows its fallback until the form renders, with its handlers.
  const [fromServer] = useState(!useHydrated())
  const [formHydrated, setFormHydrated] = useState(false)
  const onFormHydrated = useCallback(() => setFormHydrated(true), [])
  return (
    <FormHydratedContext.Provider value={onFormHydrated}>
      <div className="contents" inert={fromServer && !formHydrated}>
        {children}
      </div>
    </FormHydratedContext.Provider>
  )
}

interface FormSuspenseProps {
  fallback: ReactNode
  /** The lazily loaded form (made by `lazyForm`), with its props. */
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
