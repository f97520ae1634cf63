import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React renders on the server or hydrates a prerendered page, true after (and
 * in a page rendered on the client from scratch). For what the server cannot know, such
 * as the visitor's session: hydrate as the server rendered, then show the truth.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
