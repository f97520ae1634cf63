import { useEffect, useState } from 'react'

// Whether hydration is over: set once the first render and every part of the page that
// hydrates in a later task (`hydrateInLaterTask`) have committed (or the page was rendered
// from scratch), and never again false. From then on, whatever renders is new. Only ever
// set in the browser: the server commits nothing.
let pageHydrated = false

// Whether the page has hydrated and the effects of its last part have run: what
// `onceHydrated` waits for (`<html data-hydrated>`).
let settled = false

// Set by main.tsx just before it hydrates a prerendered page.
let hydrating = false

// The parts of the prerendered page yet to commit and yet to run their effects, the last
// one's turn (each part hydrates in a task of its own, after the one before it), and who
// waits for the end.
let partsToCommit = 0
let partsToSettle = 0
let lastTurn: Promise<void> = Promise.resolve()
let whenHydrated: (() => void)[] = []

// From an effect: the first render has committed and its effects run; unless a part of the
// page is still to hydrate, the page has hydrated.
function settle() {
  if (settled || partsToSettle > 0) return
  pageHydrated = settled = true
  const waiting = whenHydrated
  whenHydrated = []
  for (const callback of waiting) callback()
}

/** For main.tsx: the page is rendered from scratch, not hydrated; nothing to match. */
export function renderingWithoutHydration() {
  settle()
}

/** For main.tsx: a prerendered page is about to hydrate. */
export function hydratingPrerenderedPage() {
  hydrating = true
}

/**
 * True while a prerendered page hydrates in the browser (not on the server, not in a page
 * rendered from scratch, not once it has hydrated, parts hydrated later included): what
 * renders now matches markup that is already on the screen.
 */
export const pageIsHydrating = () => hydrating && !pageHydrated

/** From an effect: calls `callback` once the page has hydrated (at once if it has). */
export function onceHydrated(callback: () => void) {
  settle()
  if (settled) callback()
  else whenHydrated.push(callback)
}

/**
 * For `HydrateLater`, while the page hydrates: a part of it that hydrates in a task of its
 * own, after the parts asked for before it. Resolves when its turn has come; the part then
 * says when it has committed (`partCommitted`, from a layout effect) and when its effects
 * have run (`partSettled`).
 */
export function hydrateInLaterTask(): Promise<void> {
  partsToCommit++
  partsToSettle++
  lastTurn = lastTurn.then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  return lastTurn
}

/**
 * For `HydrateLater`: a part has hydrated. Once the last one has, anything rendered is new,
 * at once, not an effect later: a page reached by a link meanwhile is not hydrated.
 */
export function partCommitted() {
  if (--partsToCommit === 0) pageHydrated = true
}

/** For `HydrateLater`: a part's effects have run. */
export function partSettled() {
  partsToSettle--
  settle()
}

/**
 * False while the server renders and while a prerendered page hydrates, true after (and
 * in a page rendered on the client from scratch, or a part mounted after hydration). For
 * what the server cannot know, such as the visitor's session: hydrate as the server
 * rendered, then show the truth.
 *
 * A state and an effect rather than `useSyncExternalStore`'s server snapshot, which Preact
 * (docs/decisions/020) ignores: the first render of a component that mounts while the page
 * hydrates answers false, its effect then true. Preact does not patch attributes that
 * differ while hydrating, so a first render that differed from the server's would leave
 * the server's attributes in place.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    // Not before the parts hydrated later: they must start from the server's answer too.
    settle()
    // The second render is the point: the first matched the server's HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true)
  }, [])
  return hydrated
}
