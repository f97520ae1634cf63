import { useSyncExternalStore } from 'react'
import { useHydrated } from './use-hydrated.ts'

const QUERY = '(prefers-reduced-motion: reduce)'

/** Whether the user asked the system for less motion (read at the moment of use). */
export function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(QUERY).matches
  )
}

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * `prefersReducedMotion()` for rendering: false on the server and while a prerendered page
 * hydrates (the server cannot know), the user's setting from then on.
 */
export function usePrefersReducedMotion(): boolean {
  // Preact ignores a server snapshot (docs/decisions/020): hydration is told by useHydrated.
  const reduced = useSyncExternalStore(subscribe, prefersReducedMotion)
  return useHydrated() && reduced
}
