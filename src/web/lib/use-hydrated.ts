import { useEffect, useState } from 'react'

// Whether the page has hydrated (or was rendered from scratch): set once the first render
// and every part of the page that hydrates in a later task (`hydrateInLaterTask`) have
// committed, and never again false. Only ever set in the browser: the server runs no effect.
let pageHydrated = false

// Set by main.tsx just before it hydrates a prerendered page.
let hydrating = false

// The parts of the prerendered page still waiting to hydrate, the last one's turn (each
// part hydrates in a task of its own, after the one before it), and who waits for the end.
let partsWaiting = 0
let lastTurn: Promise<void> = Promise.resolve()
let whenHydrated: (() => void)[] = []

function markHydrated() {
  pageHydrated = true
  const waiting = whenHydrated
  whenHydrated = []
  for (const callback of waiting) callback()
}

/** For main.tsx: the page is rendered from scratch, not hydrated; nothing to match. */
export function renderingWithoutHydration() {
  markHydrated()
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

// An effect has run, so the first render has committed: unless a part of the page waits for
// its turn, the page has hydrated.
function effectRan() {
  if (partsWaiting === 0 && !pageHydrated) markHydrated()
}

/** From an effect: calls `callback` once the page has hydrated (at once if it has). */
export function onceHydrated(callback: () => void) {
  effectRan()
  if (pageHydrated) callback()
  else whenHydrated.push(callback)
}

/**
 * For `HydrateLater`, while the page hydrates: a part of it that hydrates in a task of its
 * own, after the parts asked for before it. Resolves when its turn has come; the part then
 * calls `partHydrated` once it has committed.
 */
export function hydrateInLaterTask(): Promise<void> {
  partsWaiting++
  lastTurn = lastTurn.then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  return lastTurn
}

/** For `HydrateLater`: a part has hydrated; the page has once the last one has. */
export function partHydrated() {
  partsWaiting--
  if (partsWaiting === 0 && !pageHydrated) markHydrated()
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
    effectRan()
    // The second render is the point: the first matched the server's HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true)
  }, [])
  return hydrated
}
