import { useEffect, useState, type RefObject } from 'react'
import { useHydrated } from './use-hydrated.ts'

/**
 * True once the element has come within `margin` of the viewport, and from then on.
 * For parts of a page that cost data (a form with its validation library, a map): they
 * load when a visitor scrolls towards them, not on every visit.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false)
  // A browser without IntersectionObserver simply loads it at once; but only after
  // hydrating, since the server (which has none either) rendered the page without it.
  const unsupported = useHydrated() && typeof IntersectionObserver === 'undefined'
  useEffect(() => {
    const element = ref.current
    if (!element || near || unsupported) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          setNear(true)
        }
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near, unsupported])
  return near || unsupported
}
