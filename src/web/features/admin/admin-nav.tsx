import { clsx } from 'clsx'
import { useId, useState } from 'react'
import { NavLink, useLocation } from 'react-router'
import { submissionKinds } from '#shared/admin.ts'
import { ChevronDownIcon } from '#web/components/ui/icons.tsx'
import { paths } from '#web/paths.ts'
import { backOfficeMessages as t } from './messages.ts'

type Link = { href: string; label: string }

const submissionLinks: Link[] = submissionKinds.map((kind) => ({
  href: paths.adminSubmissions.getHref(kind.value),
  label: kind.label,
}))
const topLinks: Link[] = [
  { href: paths.admin.getHref(), label: t.navOverview },
  { href: paths.adminBookings.getHref(), label: t.navBookings },
  { href: paths.adminPackages.getHref(), label: t.navPackages },
  { href: paths.adminReviews.getHref(), label: t.navReviews },
  { href: paths.adminCardRefunds.getHref(), label: t.navCardRefunds },
]
const peopleLinks: Link[] = [
  { href: paths.adminTutors.getHref(), label: t.navTutors },
  { href: paths.adminUsers.getHref(), label: t.navUsers },
  { href: paths.adminNewsletter.getHref(), label: t.navNewsletter },
]
const otherLinks: Link[] = [
  { href: paths.adminSavedReplies.getHref(), label: t.navSavedReplies },
  { href: paths.adminAnnouncements.getHref(), label: t.navAnnouncements },
  { href: paths.adminAudit.getHref(), label: t.navAudit },
]

/** The entry the address is in (a list, one of its records, or the log), for the phone's button. */
function currentLabel(pathname: string): string | undefined {
  return [...topLinks, ...submissionLinks, ...peopleLinks, ...otherLinks].find(
    (link) =>
      pathname === link.href ||
      (link.href !== paths.admin.getHref() && pathname.startsWith(`${link.href}/`)),
  )?.label
}

function NavItem({ link }: { link: Link }) {
  return (
    <li>
      <NavLink
        to={link.href}
        // The overview is active only at /admin itself, not on every page below it.
        end={link.href === paths.admin.getHref()}
        className={({ isActive }) =>
          clsx(
            'flex min-h-11 items-center rounded-lg px-3 text-sm font-medium transition-colors lg:min-h-10',
            isActive
              ? 'bg-brand-50 font-semibold text-brand-800'
              : 'text-slate-700 hover:bg-slate-100 hover:text-brand-800',
          )
        }
      >
        {link.label}
      </NavLink>
    </li>
  )
}

/**
 * The back office's navigation: the overview, bookings, packages, reviews and card refunds, the eight lists of submissions,
 * tutors, accounts and the newsletter, the announcements and the audit log. A sidebar from `lg`; on a phone one button naming where you are opens the
 * list, and choosing an entry closes it again.
 */
export function AdminNav() {
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const [openedAt, setOpenedAt] = useState(pathname)
  const listId = useId()
  const groupId = useId()
  const peopleId = useId()
  // Any navigation (a link here, the back button) closes the phone's menu.
  if (openedAt !== pathname) {
    setOpenedAt(pathname)
    setOpen(false)
  }
  const here = currentLabel(pathname)

  return (
    <nav aria-label={t.navLabel} className="lg:sticky lg:top-24 lg:self-start">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white px-4 text-left shadow-sm lg:hidden"
      >
        <span className="min-w-0">
          <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t.navMenu}
          </span>
          <span className="block truncate font-semibold text-slate-900">{here ?? t.navLabel}</span>
        </span>
        <ChevronDownIcon
          className={clsx(
            'size-5 shrink-0 text-slate-600 transition-transform',
            open && 'rotate-180',
          )}
        />
      </button>
      <div
        id={listId}
        className={clsx(
          'mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-sm lg:mt-0 lg:block lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none',
          !open && 'hidden',
        )}
      >
        <ul className="mb-3 space-y-0.5 border-b border-slate-200 pb-3">
          {topLinks.map((link) => (
            <NavItem key={link.href} link={link} />
          ))}
        </ul>
        <p
          id={groupId}
          className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
        >
          {t.navSubmissions}
        </p>
        <ul aria-labelledby={groupId} className="space-y-0.5">
          {submissionLinks.map((link) => (
            <NavItem key={link.href} link={link} />
          ))}
        </ul>
        <p
          id={peopleId}
          className="mt-3 border-t border-slate-200 px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
        >
          {t.navPeople}
        </p>
        <ul aria-labelledby={peopleId} className="space-y-0.5">
          {peopleLinks.map((link) => (
            <NavItem key={link.href} link={link} />
          ))}
        </ul>
        <ul className="mt-3 space-y-0.5 border-t border-slate-200 pt-3">
          {otherLinks.map((link) => (
            <NavItem key={link.href} link={link} />
          ))}
        </ul>
      </div>
    </nav>
  )
}
