import { useId } from 'react'
import { Link } from 'react-router'
import { labelOf, packageTypes } from '#shared/options.ts'
import { formatHoursAndMinutes } from '#shared/package-hours.ts'
import { formatSastDate } from '#shared/sast.ts'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { paths } from '#web/paths.ts'
import { useStudentPackages } from './api/get-packages.ts'
import { packagePageMessages as t } from './messages.ts'
import { PackageMoneyBadge, PackageStatusBadge } from './package-status-badge.tsx'

/**
 * An account's packages (issue 21), newest first, each leading to its page; on the
 * account's page in the back office.
 */
export function StudentPackages({ userId, email }: { userId: string; email: string }) {
  const headingId = useId()
  const list = useStudentPackages(userId)
  let body
  if (list.isPending) {
    body = (
      <div role="status" className="mt-4">
        <p className="text-sm text-slate-700">{t.studentPackagesLoading}</p>
        <div
          aria-hidden="true"
          className="mt-3 h-16 rounded-xl bg-slate-200 motion-safe:animate-pulse"
        />
      </div>
    )
  } else if (list.isError) {
    body = (
      <LoadFailed
        title={t.studentPackagesFailed}
        hint={t.loadFailedHint}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        className="mt-4"
      />
    )
  } else if (list.data.packages.length === 0) {
    body = <p className="mt-2 text-sm text-slate-700">{t.studentPackagesEmpty}</p>
  } else {
    const { packages, total } = list.data
    body = (
      <>
        <ul className="mt-4 divide-y divide-slate-200 border-t border-slate-200">
          {packages.map((pkg) => (
            <li
              key={pkg.id}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3"
              data-testid="student-package"
            >
              <div className="min-w-0 text-sm">
                <Link
                  to={paths.adminPackage.getHref(pkg.id)}
                  className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
                >
                  {labelOf(packageTypes, pkg.package_type)}
                </Link>
                <p className="mt-0.5 text-slate-700">
                  {pkg.status === 'cancelled'
                    ? t.unused(formatHoursAndMinutes(pkg.minutes_left))
                    : t.left(formatHoursAndMinutes(pkg.minutes_left))}
                  {pkg.last_day ? ` · ${t.useBy} ${formatSastDate(pkg.last_day)}` : ''}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <PackageStatusBadge status={pkg.status} />
                <PackageMoneyBadge pkg={pkg} />
              </div>
            </li>
          ))}
        </ul>
        {total > packages.length ? (
          <Link
            to={paths.adminPackages.getHref({ q: email })}
            className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            {t.studentPackagesMore(total)}
          </Link>
        ) : null}
      </>
    )
  }
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="student-packages"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t.studentPackagesHeading}
      </h2>
      {body}
    </section>
  )
}
