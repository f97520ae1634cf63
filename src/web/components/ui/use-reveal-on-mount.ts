import { useEffect, useRef } from 'react'

/**
 * For what replaces a form once it is sent (issue 26): the person was looking at the button
 * they pressed, which may sit far below where the panel now starts, or the panel may sit
 * above a phone's screen. On mount the panel is scrolled into view (the page's
 * `scroll-padding-top` keeps it clear of the sticky nav bar) and focus moves to its heading,
 * so a screen reader announces what happened.
 */
export function useRevealOnMount<
  Panel extends HTMLElement = HTMLDivElement,
  Heading extends HTMLElement = HTMLHeadingElement,
>() {
  const panelRef = useRef<Panel>(null)
  const headingRef = useRef<Heading>(null)
  useEffect(() => {
    panelRef.current?.scrollIntoView({ block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }, [])
  return { panelRef, headingRef }
}
