import { clsx } from 'clsx'
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { NavLink as RouterNavLink } from 'react-router'
import { availabilityBadge } from '#shared/business-facts.ts'
import { ClockIcon, CloseIcon, MenuIcon } from '#web/components/ui/icons.tsx'
import { MOBILE_PANEL_ANIMATION_MS } from '#web/lib/constants.ts'
import { prefersReducedMotion } from '#web/lib/reduced-motion.ts'
import { AuthButtons } from './auth-buttons.tsx'
import { mobileGroups } from './nav-links.ts'

type PanelState = 'closed' | 'open' | 'closing'

const pageCount = mobileGroups.reduce((total, group) => total + group.links.length, 0)
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'
/** Tailwind's `md` breakpoint: from here the desktop bar takes over. */
const DESKTOP_QUERY = '(min-width: 48rem)'

const animationMs = () => (prefersReducedMotion() ? 0 : MOBILE_PANEL_ANIMATION_MS)

/**
 * The menu button and the slide-in panel shown below `md`. The panel is a modal dialog:
 * focus moves into it and stays there; Escape, a click on the backdrop or a link closes
 * it after the slide-out animation, and focus returns to the menu button.
 */
export function MobilePanel() {
  const [state, setState] = useState<PanelState>('closed')
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const backdropRef = useRef<HTMLDivElement>(null)
  const closeTimer = useRef<number | undefined>(undefined)
  const returnFocus = useRef(false)
  const dialogId = useId()
  const titleId = useId()

  const close = useCallback((options: { focusButton?: boolean; immediate?: boolean } = {}) => {
    const { focusButton = true, immediate = false } = options
    setState((current) => (current === 'open' ? 'closing' : current))
    returnFocus.current = focusButton
    window.clearTimeout(closeTimer.current)
    closeTimer.current = window.setTimeout(() => setState('closed'), immediate ? 0 : animationMs())
  }, [])

  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  // Slide in on open, slide out while closing.
  useLayoutEffect(() => {
    const panel = panelRef.current
    const backdrop = backdropRef.current
    if (state === 'closed' || !panel || !backdrop || typeof panel.animate !== 'function') return
    const duration = animationMs()
    const direction: PlaybackDirection = state === 'open' ? 'normal' : 'reverse'
    const timing = {
      duration,
      easing: 'cubic-bezier(0.2, 0, 0, 1)',
      fill: 'both',
      direction,
    } as const
    const slide = panel.animate(
      [{ transform: 'translateX(100%)' }, { transform: 'translateX(0)' }],
      timing,
    )
    const fade = backdrop.animate([{ opacity: 0 }, { opacity: 1 }], timing)
    return () => {
      slide.cancel()
      fade.cancel()
    }
  }, [state])

  // While open: the page behind is inert and does not scroll; focus goes into the panel.
  const mounted = state !== 'closed'
  useEffect(() => {
    if (!mounted) return
    const root = document.getElementById('root')
    const menuButton = buttonRef.current
    root?.setAttribute('inert', '')
    document.documentElement.classList.add('overflow-hidden')
    panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => {
      root?.removeAttribute('inert')
      document.documentElement.classList.remove('overflow-hidden')
      if (returnFocus.current) menuButton?.focus()
    }
  }, [mounted])

  // Escape, Tab trapping, clicks outside the panel (on the backdrop).
  useEffect(() => {
    if (state !== 'open') return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
        return
      }
      if (event.key !== 'Tab' || !panelRef.current) return
      const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE))
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) return
      const active = document.activeElement
      if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!panelRef.current?.contains(event.target as Node)) close()
    }
    const desktop = window.matchMedia?.(DESKTOP_QUERY)
    const onResize = () => {
      if (desktop?.matches) close({ focusButton: false, immediate: true })
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    desktop?.addEventListener('change', onResize)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      desktop?.removeEventListener('change', onResize)
    }
  }, [state, close])

  const onLinkClick = () => close()

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-expanded={state === 'open'}
        aria-controls={mounted ? dialogId : undefined}
        aria-haspopup="dialog"
        data-testid="mobile-menu-button"
        onClick={() => {
          window.clearTimeout(closeTimer.current)
          returnFocus.current = false
          setState('open')
        }}
        className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
      >
        <MenuIcon className="size-6" />
      </button>

      {mounted
        ? createPortal(
            <div
              className="fixed inset-0 z-50 md:hidden"
              data-state={state}
              data-testid="mobile-panel-layer"
            >
              <div
                ref={backdropRef}
                aria-hidden="true"
                className="absolute inset-0 bg-slate-950/60"
              />
              <div
                ref={panelRef}
                id={dialogId}
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleId}
                data-testid="mobile-panel"
                data-state={state}
                className="absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] flex-col bg-white shadow-2xl"
              >
                <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 pt-4 pb-3">
                  <div>
                    <h2 id={titleId} className="text-lg font-bold text-brand-900">
                      Menu
                    </h2>
                    <p className="text-sm text-slate-600" data-testid="mobile-panel-summary">
                      {pageCount} pages · {mobileGroups.length} categories
                    </p>
                  </div>
                  <button
                    type="button"
                    aria-label="Close menu"
                    data-autofocus
                    onClick={() => close()}
                    className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
                  >
                    <CloseIcon className="size-6" />
                  </button>
                </div>

                <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-4">
                  <p className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                    <ClockIcon className="size-3.5" />
                    {availabilityBadge}
                  </p>
                  <nav aria-label="Mobile">
                    {mobileGroups.map((group) => (
                      <section
                        key={group.id}
                        aria-labelledby={`${titleId}-${group.id}`}
                        data-testid={`mobile-group-${group.id}`}
                        className="mb-5 last:mb-0"
                      >
                        <h3
                          id={`${titleId}-${group.id}`}
                          className="mb-1.5 flex items-center justify-between text-xs font-semibold tracking-wide text-slate-600 uppercase"
                        >
                          {group.label}
                          <span
                            className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
                            data-testid="mobile-group-count"
                          >
                            {group.links.length}
                            <span className="sr-only"> pages</span>
                          </span>
                        </h3>
                        <ul>
                          {group.links.map((link) => (
                            <li key={link.href}>
                              <RouterNavLink
                                to={link.href}
                                end
                                onClick={onLinkClick}
                                className={({ isActive }) =>
                                  clsx(
                                    'flex min-h-11 items-center rounded-lg px-3 text-base font-medium',
                                    isActive
                                      ? 'bg-brand-50 text-brand-800'
                                      : 'text-slate-800 hover:bg-slate-100',
                                  )
                                }
                              >
                                {link.label}
                              </RouterNavLink>
                            </li>
                          ))}
                        </ul>
                      </section>
                    ))}
                  </nav>
                </div>

                <div className="border-t border-slate-200 px-5 py-4">
                  <AuthButtons layout="panel" onNavigate={onLinkClick} />
                </div>
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  )
}
