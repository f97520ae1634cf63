import {
  createContext,
  isValidElement,
  lazy,
  memo,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { pageIsHydrating, useHydrated } from '#web/lib/use-hydrated.ts'
import { watchFormBeforeCode, type FormBeforeCode } from './form-before-code.ts'
import { IdScope } from './id-scope.tsx'
import { Spinner } from './spinner.tsx'

/** What a form of `lazyForm` tells its boundary as its code hydrates it in the browser. */
interface FormHydration {
  /** Committed: react-hook-form has registered the fields (and set their defaults). */
  committed(): void
  /** Its effects have run: it is working. */
  hydrated(): void
}
const FormHydrationContext = createContext<FormHydration | null>(null)

/** The key under which a `lazyForm` component carries the start of its code's loading. */
const loadCode = Symbol('load the form code')
type LoadsCode = { [loadCode]?: () => void }

/**
 * `lazy()` for the form a `FormSuspense` shows, from a loader that resolves to the form's
 * component; the form tells the boundary when its own code has hydrated it. Preact
 * (docs/decisions/020) hydrates the parts around a suspended form at once and the form
 * itself only when its code arrives, so the boundary cannot tell this from its own
 * hydration. While a prerendered page hydrates, the code is not even asked for until the
 * boundary wants it (docs/decisions/022): the form comes near, or the visitor uses it.
 */
// `any` as in React's own `lazy()`: a form with any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyForm<Form extends ComponentType<any>>(load: () => Promise<Form>) {
  let want = () => {}
  const wanted = new Promise<void>((resolve) => (want = resolve))
  const Lazy = lazy(async () => {
    if (pageIsHydrating()) await wanted
    const Loaded = (await load()) as unknown as ComponentType<object>
    function HydratedForm(props: object) {
      const hydration = useContext(FormHydrationContext)
      useLayoutEffect(() => hydration?.committed(), [hydration])
      useEffect(() => hydration?.hydrated(), [hydration])
      return <Loaded {...props} />
    }
    // Takes the props the form takes, and passes them on.
    return { default: HydratedForm as unknown as Form }
  })
  return Object.assign(Lazy, { [loadCode]: () => want() })
}

type CodeState = 'waiting' | 'loading' | 'ready'

/**
 * Mounted while the page hydrates (or on the server): the form is the server's markup,
 * usable but without its handlers, until its code has arrived and hydrated it; what the
 * visitor does meanwhile is kept (form-before-code.ts). Mounted later, the boundary shows
 * its fallback until the form renders, with its handlers.
 */
function UntilHydrated({ load, children }: { load?: () => void; children: ReactNode }) {
  const hydrated = useHydrated()
  const [fromServer] = useState(!hydrated)
  const [code, setCode] = useState<CodeState>(fromServer ? 'waiting' : 'loading')
  const [held, setHeld] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const watch = useRef<FormBeforeCode | null>(null)

  useEffect(() => {
    const element = wrapper.current
    if (!fromServer || !element || !load) {
      load?.()
      return
    }
    const watching = watchFormBeforeCode(element, {
      want: () => {
        load()
        setCode((state) => (state === 'waiting' ? 'loading' : state))
      },
      onHeld: () => setHeld(true),
    })
    watch.current = watching
    return () => watching.stop()
  }, [fromServer, load])

  const hydration = useMemo<FormHydration>(
    () => ({
      committed: () => watch.current?.restoreValues(),
      hydrated: () => {
        watch.current?.replay()
        watch.current = null
        setHeld(false)
        setCode('ready')
      },
    }),
    [],
  )
  return (
    <FormHydrationContext.Provider value={hydration}>
      <div ref={wrapper} className="contents" data-form-code={code}>
        {children}
      </div>
      {/* Present from the first render, so that a screen reader hears what appears in it. */}
      <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-700 empty:hidden">
        {held ? (
          <>
            <Spinner className="size-4" />
            Getting the form ready: it will be sent in a moment.
          </>
        ) : null}
      </p>
    </FormHydrationContext.Provider>
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
 * prerendered page carries the form, so nothing moves when it hydrates; its code loads
 * only when the form comes near or the visitor starts using it (docs/decisions/022), and
 * what the visitor types, chooses or submits before then is kept for it.
 */
export const FormSuspense = memo(function FormSuspense({ fallback, children }: FormSuspenseProps) {
  const load = isValidElement(children) ? (children.type as LoadsCode)[loadCode] : undefined
  return (
    <Suspense fallback={fallback}>
      <UntilHydrated load={load}>
        <IdScope>{children}</IdScope>
      </UntilHydrated>
    </Suspense>
  )
}, sameForm)
