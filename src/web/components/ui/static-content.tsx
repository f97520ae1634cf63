import {
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { useNavigate } from 'react-router'
import { pageIsHydrating } from '#web/lib/use-hydrated.ts'

// What the element holds while it keeps the server's markup. Preact, hydrating an element
// with `dangerouslySetInnerHTML`, leaves its children as they are; re-rendered with the
// same `__html` afterwards, it leaves them too. The same object every time.
const serverMarkup = { __html: '' }

/** A click that react-router's `<Link>` would take for itself (its own rule). */
function linkClick(event: MouseEvent<HTMLElement>): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null
  if (!(event.target instanceof Element)) return null
  // A router `<Link>` writes `data-discover` on its `<a>`; a plain `<a>` (an anchor on the
  // page, mailto:, a file) is left to the browser, as it was before.
  const link = event.target.closest<HTMLAnchorElement>('a[data-discover][href]')
  if (!link || !event.currentTarget.contains(link)) return null
  if (link.target && link.target !== '_self') return null
  if (link.hasAttribute('download') || link.origin !== window.location.origin) return null
  return link
}

// No handler of its own: the element's click handler is the links' while it keeps the
// server's markup.
type StaticContentProps = Omit<HTMLAttributes<HTMLElement>, 'onClick' | 'children'> & {
  /** The element that holds the content. */
  as?: 'div' | 'section'
  children: ReactNode
}

/**
 * Content that never changes once rendered: prose, lists, native disclosures, links
 * (docs/decisions/020, addendum "hydration in several tasks"). While a prerendered page
 * hydrates, its children are not rendered at all: the element keeps the server's markup
 * as it is, for as long as it is mounted, so hydration skips what would only rebuild the
 * same tree. Anywhere else (the server, a client-side navigation, a page rendered from
 * scratch) the children render as usual.
 *
 * So the children may hold no state, effect, handler, `useId` or value that can change
 * after the first render (the session, `useHydrated`, a query refetched): in the server's
 * markup none of it would run or update. What the prerendered data fixes (the public
 * config, never refetched) is fine. The router `<Link>`s in it still navigate in the
 * client, through one click handler on the element; other links are left to the browser.
 */
export function StaticContent({ as: Element = 'div', children, ...props }: StaticContentProps) {
  const [fromServer, setFromServer] = useState(pageIsHydrating)
  const navigate = useNavigate()
  // An HTMLElement either way; typed as the div the default makes.
  const element = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    // Mounted new while the page still hydrates (a page reached by a link meanwhile): there
    // is no server markup to keep, so the children render after all, before the paint.
    if (fromServer && !element.current?.hasChildNodes()) setFromServer(false)
  }, [fromServer])
  if (!fromServer) return <Element {...props}>{children}</Element>

  const followLink = (event: MouseEvent<HTMLElement>) => {
    const link = linkClick(event)
    if (!link) return
    event.preventDefault()
    const to = `${link.pathname}${link.search}${link.hash}`
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
    // As `<Link>` does: a link to the page itself replaces its history entry.
    void navigate(to, { replace: to === here })
  }
  return (
    <Element {...props} ref={element} onClick={followLink} dangerouslySetInnerHTML={serverMarkup} />
  )
}
