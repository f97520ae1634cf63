import { useEffect, useRef, useState } from 'react'

/** How long typing must pause before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * A search box's text while typing, and the search it sends. The box answers every
 * keystroke; `onSearch` follows once typing pauses, or at once with `searchNow` (Enter).
 * When `applied` changes from elsewhere (the back button, "Clear filters"), the box shows it.
 */
export function useSearchDraft(applied: string, onSearch: (q: string) => void) {
  const [draft, setDraft] = useState(applied)
  const [shown, setShown] = useState(applied)
  if (applied !== shown) {
    setShown(applied)
    if (applied !== draft.trim()) setDraft(applied)
  }
  // The latest callback, without restarting the pause every time the parent renders.
  const search = useRef(onSearch)
  useEffect(() => {
    search.current = onSearch
  })

  useEffect(() => {
    const text = draft.trim()
    if (text === applied) return
    const timer = window.setTimeout(() => search.current(text), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [draft, applied])

  return { draft, setDraft, searchNow: () => search.current(draft.trim()) }
}
