import { clsx } from 'clsx'
import { useCallback, useState } from 'react'
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router'
import { Container } from '#web/components/ui/container.tsx'
import { LogoMark } from '#web/components/ui/icons.tsx'
import { NAV_SCROLL_THRESHOLD_PX } from '#web/lib/constants.ts'
import { useBusinessName } from '#web/lib/public-config.ts'
import { useScrolled } from '#web/lib/use-scrolled.ts'
import { paths } from '#web/paths.ts'
import { AuthButtons } from './auth-buttons.tsx'
import { MobilePanel } from './mobile-panel.tsx'
import { NavDropdown } from './nav-dropdown.tsx'
import { aboutLink, contactLink, navDropdowns, type NavLink } from './nav-links.ts'

function BarLink({ link }: { link: NavLink }) {
  return (
    <RouterNavLink
      to={link.href}
      end
      className={({ isActive }) =>
        clsx(
          'inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
          isActive
            ? 'bg-brand-50 text-brand-800'
            : 'text-slate-700 hover:bg-slate-100 hover:text-brand-800',
        )
      }
    >
      {link.label}
    </RouterNavLink>
  )
}

/** The site header: brand, desktop links and dropdowns, auth buttons, mobile menu. */
export function NavBar() {
  const scrolled = useScrolled(NAV_SCROLL_THRESHOLD_PX)
  const businessName = useBusinessName()
  const [openMenu, setOpenMenu] = useState<string | null>(null)
  const { pathname } = useLocation()
  const [menuPath, setMenuPath] = useState(pathname)

  // A navigation by any means (back button, a link elsewhere) closes an open dropdown.
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setOpenMenu(null)
  }

  const onOpenChange = useCallback((id: string, open: boolean) => {
    setOpenMenu((current) => (open ? id : current === id ? null : current))
  }, [])

  return (
    <header
      data-testid="site-header"
      data-scrolled={scrolled ? 'true' : 'false'}
      className={clsx(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200',
        scrolled ? 'border-slate-200 bg-white shadow-md' : 'border-transparent bg-slate-50',
      )}
    >
      {/* md–lg: two rows (brand + account, then links); from lg: one row. */}
      <Container className="flex items-center justify-between gap-x-3 md:flex-wrap md:px-4 lg:flex-nowrap lg:px-8">
        <Link
          to={paths.home.getHref()}
          className="flex h-16 min-w-0 items-center gap-2.5 rounded-lg text-brand-900 md:shrink-0"
        >
          <LogoMark className="size-9 shrink-0" />
          <span className="line-clamp-2 text-base leading-tight font-bold lg:sr-only xl:not-sr-only xl:max-w-56">
            {businessName}
          </span>
        </Link>

        <nav
          aria-label="Main"
          className="hidden h-12 border-t border-slate-200 md:order-last md:block md:w-full lg:order-none lg:h-16 lg:w-auto lg:border-t-0"
        >
          <ul className="flex h-full items-center gap-1">
            <li>
              <BarLink link={aboutLink} />
            </li>
            {navDropdowns.map((group) => (
              <NavDropdown
                key={group.id}
                group={group}
                open={openMenu === group.id}
                onOpenChange={onOpenChange}
              />
            ))}
            <li>
              <BarLink link={contactLink} />
            </li>
          </ul>
        </nav>

        {/* Wide enough for the signed-in set, so the bar does not move when the session arrives. */}
        <div className="hidden h-16 items-center justify-end md:flex md:min-w-[17.5rem]">
          <AuthButtons layout="bar" />
        </div>

        <MobilePanel />
      </Container>
    </header>
  )
}
