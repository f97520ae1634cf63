import { clsx } from 'clsx'
import { NavLink } from 'react-router'
import { paths } from '#web/paths.ts'
import { tutorPortalMessages as t } from './messages.ts'

const links = [
  { href: paths.tutorPortal.getHref(), label: t.navAgenda },
  { href: paths.tutorAvailability.getHref(), label: t.navAvailability },
  { href: paths.tutorProfile.getHref(), label: t.navProfile },
  { href: paths.tutorReviews.getHref(), label: t.navReviews },
]

/** The portal's four pages as tabs: few enough to stay in one row on a phone. */
export function TutorNav() {
  return (
    <nav aria-label={t.navLabel} className="border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {links.map((link) => (
          <li key={link.href}>
            <NavLink
              to={link.href}
              // The agenda is active only at /tutor itself, not on the pages below it.
              end={link.href === paths.tutorPortal.getHref()}
              className={({ isActive }) =>
                clsx(
                  'flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4',
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-brand-800',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
