import { LinkButton } from '#web/components/ui/button.tsx'
import { CalendarIcon, ClockIcon } from '#web/components/ui/icons.tsx'
import {
  canSchedule,
  hoursLeftLine,
  packageTitle,
} from '#web/features/packages/package-hours-text.ts'
import { usePackages } from '#web/features/packages/packages-api.ts'
import { paths } from '#web/paths.ts'

/**
 * D26: an Hours card per package still to spend, with a way to schedule the next session.
 * Lapsed, used-up and cancelled packages are history and are not shown; with none to spend
 * there is no section at all.
 */
export function PackageHoursCards() {
  const packages = usePackages()
  const open = (packages.data ?? []).filter((pkg) => pkg.status === 'active')
  if (open.length === 0) return null
  return (
    <section aria-labelledby="package-hours-title" className="space-y-3">
      <h2 id="package-hours-title" className="text-xl font-bold text-slate-900">
        Your package hours
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {open.map((pkg) => (
          <li
            key={pkg.id}
            data-testid="package-hours"
            className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <div className="flex items-start gap-3">
              <ClockIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold text-slate-900">{packageTitle(pkg)}</h3>
                <p className="text-slate-800">{hoursLeftLine(pkg)}</p>
                {pkg.paid ? null : (
                  <p className="mt-1 text-sm text-slate-700">
                    Your hours can be scheduled once your bank transfer has arrived.
                  </p>
                )}
              </div>
            </div>
            {canSchedule(pkg) ? (
              <LinkButton
                to={paths.book.getHref({ package: pkg.id })}
                variant="accent"
                className="self-start"
              >
                <CalendarIcon className="size-5" /> Schedule a session
              </LinkButton>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
