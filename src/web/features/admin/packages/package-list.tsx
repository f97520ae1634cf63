import { Link, useLocation } from 'react-router'
import { formatZar } from '#shared/money.ts'
import { labelOf, packageTypes } from '#shared/options.ts'
import { formatHoursAndMinutes } from '#shared/package-hours.ts'
import { formatSastDate, formatSastDateTime } from '#shared/sast.ts'
import type { AdminPackage } from '#shared/schemas/admin-packages.ts'
import { paths } from '#web/paths.ts'
import type { ListState } from '../detail-body.tsx'
import { packagePageMessages as t } from './messages.ts'
import { PackageMoneyBadge, PackageStatusBadge } from './package-status-badge.tsx'

/** The student's name (or that the account was deleted), linking to the package. */
function PackageLink({ pkg }: { pkg: AdminPackage }) {
  const { search } = useLocation()
  return (
    <Link
      to={paths.adminPackage.getHref(pkg.id)}
      state={{ listSearch: search } satisfies ListState}
      className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
    >
      {pkg.student?.name || pkg.student?.email || t.deletedAccount}
    </Link>
  )
}

const packageName = (pkg: AdminPackage) => labelOf(packageTypes, pkg.package_type)

/** '11 h 0 min left' ('unused' once cancelled), then '1 h 0 min of 12 h 0 min used'. */
function Hours({ pkg }: { pkg: AdminPackage }) {
  const left = formatHoursAndMinutes(pkg.minutes_left)
  return (
    <>
      <p className="font-medium text-slate-900">
        {pkg.status === 'cancelled' ? t.unused(left) : t.left(left)}
      </p>
      <p className="text-slate-600">
        {t.usedOf(
          formatHoursAndMinutes(pkg.minutes_used),
          formatHoursAndMinutes(pkg.minutes_total),
        )}
      </p>
    </>
  )
}

/** The last SAST day the hours may be used. */
const lastDayText = (pkg: AdminPackage) => (pkg.last_day ? formatSastDate(pkg.last_day) : '—')

/** Amount and the money's state: awaiting the transfer, refund due or refunded. */
function Money({ pkg }: { pkg: AdminPackage }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-semibold text-slate-900">{formatZar(pkg.amount_cents)}</span>
      <PackageMoneyBadge pkg={pkg} />
    </div>
  )
}

/**
 * One page of packages: a table from `lg` (where the sidebar leaves room for one), a card
 * per package below it. Both give the student, the package, its hours, the last day, the
 * status and the money.
 */
export function PackageList({ packages }: { packages: AdminPackage[] }) {
  const th = 'border-b border-slate-200 px-3 py-3'
  return (
    <>
      <table className="hidden w-full table-fixed border-separate border-spacing-0 overflow-hidden rounded-2xl border border-slate-200 bg-white text-left text-sm shadow-sm lg:table">
        <colgroup>
          <col className="w-[24%]" />
          <col />
          <col className="w-40" />
          <col className="w-28" />
          <col className="w-28" />
          <col className="w-36" />
        </colgroup>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={th}>
              {t.student}
            </th>
            <th scope="col" className={th}>
              {t.package}
            </th>
            <th scope="col" className={th}>
              {t.hours}
            </th>
            <th scope="col" className={th}>
              {t.useBy}
            </th>
            <th scope="col" className={th}>
              {t.status}
            </th>
            <th scope="col" className={th}>
              {t.payment}
            </th>
          </tr>
        </thead>
        <tbody>
          {packages.map((pkg) => (
            <tr
              key={pkg.id}
              data-testid="package"
              className="align-top [&:not(:last-child)>td]:border-b [&>td]:border-slate-200"
            >
              <td className="px-3 py-3">
                <PackageLink pkg={pkg} />
                {pkg.student ? (
                  <p className="mt-0.5 break-words text-slate-600">{pkg.student.email}</p>
                ) : null}
              </td>
              <td className="px-3 py-3 break-words text-slate-800">
                <p>{packageName(pkg)}</p>
                <p className="mt-0.5 text-slate-600">
                  {t.bought}{' '}
                  <time dateTime={pkg.created_at}>{formatSastDateTime(pkg.created_at)}</time>
                </p>
              </td>
              <td className="px-3 py-3">
                <Hours pkg={pkg} />
              </td>
              <td className="px-3 py-3 text-slate-800">{lastDayText(pkg)}</td>
              <td className="px-3 py-3">
                <PackageStatusBadge status={pkg.status} />
              </td>
              <td className="px-3 py-3">
                <Money pkg={pkg} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="grid gap-3 md:grid-cols-2 lg:hidden">
        {packages.map((pkg) => (
          <li
            key={pkg.id}
            data-testid="package"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <PackageLink pkg={pkg} />
                {pkg.student ? (
                  <p className="mt-0.5 text-sm break-words text-slate-600">{pkg.student.email}</p>
                ) : null}
              </div>
              <PackageStatusBadge status={pkg.status} className="mt-0.5" />
            </div>
            <p className="mt-2 text-sm font-medium break-words text-slate-900">
              {packageName(pkg)}
            </p>
            <div className="mt-1 text-sm">
              <Hours pkg={pkg} />
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {t.useBy}: {lastDayText(pkg)}
            </p>
            <div className="mt-2 text-sm">
              <Money pkg={pkg} />
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
