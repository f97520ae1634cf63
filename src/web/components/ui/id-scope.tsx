import { options, type VNode } from 'preact'
import { useId, useState, type ReactNode } from 'react'

/** Preact's `useId` counter: the prefix and the next number. */
type IdCounter = [prefix: string, next: number]

/**
 * Preact numbers `useId` in render order from the root (docs/decisions/020). A part that
 * hydrates late (a form whose code arrives later, a part of the page hydrated in a later
 * task) would take its numbers after whatever rendered meanwhile (the footer's newsletter
 * form), not the numbers the server gave it: labels would name other fields, and error
 * messages would not be tied to theirs. Inside an `IdScope`, ids count on the scope's own
 * counter instead, the same on the server and in the browser whatever renders first; and
 * what comes after the scope counts as if the scope held no ids at all.
 */
export function IdScope({ children }: { children: ReactNode }) {
  // Rendered in order with the rest (not late): the same on the server and in the browser.
  const scope = useId()
  const [counter] = useState<IdCounter>(() => [scope, 0])
  return <Counter counter={counter}>{children}</Counter>
}

function Counter({ children }: { counter: IdCounter; children: ReactNode }) {
  return children
}

// `useId` takes the counter of the nearest enclosing element that carries one (`__m`, a
// Preact internal). It is put on a Counter's element as it is made, and again on each copy
// once diffed: Preact renders an element passed down unchanged as a copy, which carries no
// counter, and the copy is what a part hydrated later finds above it.
function carryCounter(vnode: VNode) {
  if (vnode.type === (Counter as unknown)) {
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
