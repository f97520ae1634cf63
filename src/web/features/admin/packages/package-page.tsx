import { useId, useState } from 'react'
import { useParams } from 'react-router'
import { formatZar } from '#shared/money.ts'
import { labelOf, packageTypes } from '#shared/options.ts'
import type { AdminPackageDetail } from '#shared/schemas/admin-packages.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { AdminDetailBody } from '../detail-body.tsx'
import { usePackage } from './api/get-package.ts'
import { packagePageMessages as t } from './messages.ts'
import { PackageActions } from './package-actions.tsx'
import {
  HistoryDetails,
  HoursDetails,
  PaymentDetails,
  SessionsDetails,
  StudentDetails,
} from './package-details.tsx'
import { PackageMoneyBadge, PackageStatusBadge } from './package-status-badge.tsx'

const studentName = (pkg: AdminPackageDetail) =>
  pkg.student?.name || pkg.student?.email || t.deletedAccount

/**
 * A package: its hours, sessions and history on the left; what can be done with it, its
 * money and its student on the right (below, on a phone).
 */
function PackageView({ pkg }: { pkg: AdminPackageDetail }) {
  const actionsHeadingId = useId()
  // What the last action did, announced (a live region that stays on the page).
  const [done, setDone] = useState('')
  return (
    <div className="space-y-6">
      <AdminPageHeader
        eyebrow={t.title}
        title={studentName(pkg)}
        lead={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base">
            <PackageStatusBadge status={pkg.status} />
            <PackageMoneyBadge pkg={pkg} />
            <span>
              {labelOf(packageTypes, pkg.package_type)} · {formatZar(pkg.amount_cents)}
            </span>
          </div>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:grid-rows-[auto_1fr]">
        <HoursDetails pkg={pkg} />
        <div className="grid gap-6 xl:col-start-2 xl:row-span-2 xl:row-start-1">
          <section aria-labelledby={actionsHeadingId} className="space-y-4">
            <h2 id={actionsHeadingId} className="text-lg font-bold text-slate-900">
              {t.actionsHeading}
            </h2>
            <div role="status" data-testid="package-action-result">
              {done ? <Alert tone="success">{done}</Alert> : null}
            </div>
            <PackageActions pkg={pkg} onDone={setDone} />
          </section>
          <PaymentDetails pkg={pkg} />
          <StudentDetails pkg={pkg} />
        </div>
        <div className="grid gap-6">
          <SessionsDetails pkg={pkg} />
          <HistoryDetails pkg={pkg} />
        </div>
      </div>
    </div>
  )
}

function PackageDetailPage({ id }: { id: string }) {
  const record = usePackage(id)
  usePageTitle(record.data ? `${t.title}: ${studentName(record.data)}` : t.title)
  return (
    <AdminDetailBody
      query={record}
      back={{ to: paths.adminPackages.getHref(), label: t.backToList }}
      texts={{
        eyebrow: t.title,
        loading: t.detailLoading,
        notFoundTitle: t.notFoundTitle,
        loadFailed: t.detailLoadFailed,
        loadFailedHint: t.loadFailedHint,
      }}
    >
      {(pkg) => <PackageView pkg={pkg} />}
    </AdminDetailBody>
  )
}

/** /admin/packages/{id} (issue 21, D26): one package, extended, cancelled or refunded. */
function PackagePage() {
  const { id } = useParams()
  if (!id) return null
  return <PackageDetailPage key={id} id={id} />
}

export { PackagePage as Component }
