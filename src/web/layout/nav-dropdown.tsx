import { clsx } from 'clsx'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { NavLink as RouterNavLink, useLocation } from 'react-router'
import { ChevronDownIcon } from '#web/components/ui/icons.tsx'
import type { NavGroup } from './nav-links.ts'

/**
 * A disclosure menu of links: a button (aria-expanded, aria-controls) that shows a list.
 * Opens on click, Enter, Space or ArrowDown; closes on Escape (focus back to the button),
 * on a click outside, when focus leaves it, and when one of its links is used.
 */
export function NavDropdown({
  group,
  open,
  onOpenChange,
}: {
  group: NavGroup
  open: boolean
  /** Stable across renders: (menu id, open). */
  onOpenChange: (id: string, open: boolean) => void
}) {
  const containerRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const menuId = `nav-menu-${group.id}`
  const { pathname } = useLocation()
  const active = group.links.some((link) => pathname === link.href)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) onOpenChange(group.id, false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, onOpenChange, group.id])

  const links = () => Array.from(listRef.current?.querySelectorAll('a') ?? [])

  const focusLink = (index: number) => {
    const all = links()
    if (all.length === 0) return
    all[(index + all.length) % all.length]?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      onOpenChange(group.id, true)
      // The list is in the DOM (hidden) already; show it, then focus its first link.
      requestAnimationFrame(() => focusLink(0))
    }
  }

  const onContainerKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!open) return
    if (event.key === 'Escape') {
      event.preventDefault()
      onOpenChange(group.id, false)
      buttonRef.current?.focus()
      return
    }
    const all = links()
    const index = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (index === -1) return
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      focusLink(index + 1)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      focusLink(index - 1)
    } else if (event.key === 'Home') {
      event.preventDefault()
      focusLink(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      focusLink(-1)
    }
  }

  return (
    // The keydown listener only refines keyboard use inside the menu; the button and
    // links stay the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={containerRef}
      className="relative"
      onKeyDown={onContainerKeyDown}
      onBlur={(event) => {
        if (open && !containerRef.current?.contains(event.relatedTarget as Node | null)) {
          onOpenChange(group.id, false)
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid={`nav-dropdown-${group.id}`}
        onClick={() => onOpenChange(group.id, !open)}
        onKeyDown={onButtonKeyDown}
        className={clsx(
          'inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
          open || active
            ? 'bg-brand-50 text-brand-800'
            : 'text-slate-700 hover:bg-slate-100 hover:text-brand-800',
        )}
      >
        {group.label}
        <ChevronDownIcon
          className={clsx('size-4 transition-transform duration-150', open && 'rotate-180')}
        />
      </button>
      <ul
        ref={listRef}
        id={menuId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        {group.links.map((link) => (
          <li key={link.href}>
            <RouterNavLink
              to={link.href}
              end
              onClick={() => onOpenChange(group.id, false)}
              className={({ isActive }) =>
                clsx(
                  'block rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-brand-800',
                )
              }
            >
              {link.label}
            </RouterNavLink>
          </li>
        ))}
      </ul>
    </li>
  )
}
