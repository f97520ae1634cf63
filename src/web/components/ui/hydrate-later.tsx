import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import {
  hydrateInLaterTask,
  pageIsHydrating,
  partCommitted,
  partSettled,
} from '#web/lib/use-hydrated.ts'
import { IdScope } from './id-scope.tsx'

/** A part's place among the parts of the page that hydrate later. */
class Turn {
  readonly promise = hydrateInLaterTask()
  #due = false
  #renders = 0
  #committed = false
  #settled = false

  constructor() {
    void this.promise.then(() => (this.#due = true))
  }

  /** Its boundary renders; a second time means from above: the part is wanted now. */
  boundaryRenders() {
    if (this.#renders++ > 0) this.#due = true
  }

  get due() {
    return this.#due
  }

  /** The part has hydrated (told once). */
  committed() {
    if (this.#committed) return
    this.#committed = true
    partCommitted()
  }

  /** Its effects have run (told once). */
  settled() {
    if (this.#settled) return
    this.#settled = true
    partSettled()
  }
}

const takeTurn = () => (pageIsHydrating() ? new Turn() : null)

/**
 * Suspends the first render of a part of the prerendered page until its turn: Preact keeps
 * the server's markup on the screen meanwhile, and hydrates it when the promise settles.
 */
function WaitForTurn({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.due) throw turn.promise
  useLayoutEffect(() => turn?.committed(), [turn])
  useEffect(() => turn?.settled(), [turn])
  return children
}

/**
 * A part of a prerendered page (docs/decisions/020, addendum "hydration in several tasks")
 * that hydrates in a task of its own after the rest, so that no one task holds a phone's
 * main thread for the whole page: while it waits, its server markup stays as it is (not
 * yet interactive, as before any script ran). Parts take their turns in the order they
 * render; `<html data-hydrated>` is set, and `useHydrated` answers true for new parts, only
 * once the last one has hydrated. Rendered again from above before its turn (a navigation
 * starting), the part hydrates at once, with what it is given then.
 *
 * `children` must render one element (the part's root, e.g. `<main>`): Preact keeps the
 * server's first element for a part that suspends while hydrating. On the server, in a page
 * rendered from scratch and after hydration, the children render at once. Ids (`useId`)
 * inside count on their own (`IdScope`), so they match the server's whenever the part
 * hydrates.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [turn] = useState(takeTurn)
  turn?.boundaryRenders()
  return (
    <Suspense fallback={null}>
      <IdScope>
        <WaitForTurn turn={turn}>{children}</WaitForTurn>
      </IdScope>
    </Suspense>
  )
}
