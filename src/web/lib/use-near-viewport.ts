import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element has come within `margin` of the viewport, and from then on.
 * For parts of a page that cost data (a form with its validation library, a map): they
 * load when a visitor scrolls towards them, not on every visit.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  // A browser without IntersectionObserver simply loads it at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
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
  }, [ref, margin, near])
  return near
}
