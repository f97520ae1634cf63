import { useEffect, useState } from 'react'

// Whether the page has hydrated (or was rendered from scratch): set by the first effect
// that runs, and never again false. Only ever set in the browser: the server runs no effect.
let pageHydrated = false

// Set by main.tsx just before it hydrates a prerendered page.
let hydrating = false

/** For main.tsx: the page is rendered from scratch, not hydrated; nothing to match. */
export function renderingWithoutHydration() {
  pageHydrated = true
}

/** For main.tsx: a prerendered page is about to hydrate. */
export function hydratingPrerenderedPage() {
  hydrating = true
}

/**
 * True while a prerendered page hydrates in the browser (not on the server, not in a page
 * rendered from scratch, not once any effect has run): what renders now matches markup
 * that is already on the screen.
 */
export const pageIsHydrating = () => hydrating && !pageHydrated

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
    pageHydrated = true
    // The second render is the point: the first matched the server's HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true)
  }, [])
  return hydrated
}
