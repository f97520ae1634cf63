import { options, type VNode } from 'preact'
import {
  createContext,
  isValidElement,
  lazy,
  memo,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { useHydrated } from '#web/lib/use-hydrated.ts'

/** Called by a form of `lazyForm` once it has rendered (hydrated) in the browser. */
const FormHydratedContext = createContext<(() => void) | null>(null)

/**
 * `lazy()` for the form a `FormSuspense` shows, from a loader that resolves to the form's
 * component; the form tells the boundary when its own code has hydrated it. Preact
 * (docs/decisions/020) hydrates the parts around a suspended form at once and the form
 * itself only when its code arrives, so the boundary cannot tell this from its own
 * hydration.
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

/** Preact's `useId` counter: the prefix and the next number. */
type IdCounter = [prefix: string, next: number]

/**
 * Preact numbers `useId` in render order from the root (docs/decisions/020). A form that
 * hydrates late, when its code arrives, would take its numbers after whatever mounted
 * meanwhile (the footer's newsletter form), not the numbers the server gave it: labels
 * would name another form's fields, and error messages would not be tied to theirs.
 * Inside an `IdScope`, ids count on the scope's own counter instead, the same on the
 * server and in the browser whatever mounts first.
 */
function IdScope({ children }: { counter: IdCounter; children: ReactNode }) {
  return children
}

// `useId` takes the counter of the nearest enclosing element that carries one (`__m`, a
// Preact internal). It is put on an IdScope's element as it is made, and again on each copy
// once diffed: Preact renders an element passed down unchanged as a copy, which carries no
// counter, and the copy is what a part hydrated later finds above it.
function carryCounter(vnode: VNode) {
  if (vnode.type === (IdScope as unknown)) {
    const { counter } = vnode.props as unknown as { counter: IdCounter }
    ;(vnode as unknown as { __m?: IdCounter }).__m = counter
  }
}
const { vnode: previousVNodeHook, diffed: previousDiffedHook } = options
options.vnode = (vnode) => {
  carryCounter(vnode)
  previousVNodeHook?.(vnode)
}
options.diffed = (vnode) => {
  carryCounter(vnode)
  previousDiffedHook?.(vnode)
}

function InertUntilHydrated({ children }: { children: ReactNode }) {
  // Mounted while the page hydrates (or on the server): the form is the server's markup,
  // without its handlers, until its code has arrived and hydrated it. Mounted later, the
  // boundary shows its fallback until the form renders, with its handlers.
  const hydrated = useHydrated()
  const [fromServer] = useState(!hydrated)
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
  // Rendered with the page, not late: the same on the server and in the browser.
  const scope = useId()
  const [counter] = useState<IdCounter>(() => [scope, 0])
  return (
    <Suspense fallback={fallback}>
      <InertUntilHydrated>
        <IdScope counter={counter}>{children}</IdScope>
      </InertUntilHydrated>
    </Suspense>
  )
}, sameForm)
