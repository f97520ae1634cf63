import { Link, useLocation } from 'react-router'
import type { SubmissionKind } from '#shared/admin.ts'
import { formatZar } from '#shared/money.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { SubmissionSummary } from '#shared/schemas/admin-submissions.ts'
import { paths } from '#web/paths.ts'
import type { ListState } from './detail-body.tsx'
import { backOfficeMessages as t } from './messages.ts'
import { PaymentBadge, StatusBadge } from './status-badges.tsx'

/** The sender, linking to the submission, and its reference (the one a bank transfer uses). */
function TitleLink({ kind, item }: { kind: SubmissionKind; item: SubmissionSummary }) {
  const { search } = useLocation()
  return (
    <>
      <Link
        to={paths.adminSubmission.getHref(kind, item.id)}
        state={{ listSearch: search } satisfies ListState}
        className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
      >
        {item.title || '—'}
      </Link>
      <p className="font-mono text-xs text-slate-700">
        <span className="sr-only">{t.reference} </span>
        {item.reference}
      </p>
    </>
  )
}

function Received({ item }: { item: SubmissionSummary }) {
  return <time dateTime={item.created_at}>{formatSastDateTime(item.created_at)}</time>
}

/** Amount and whether it has arrived. */
function Payment({ item }: { item: SubmissionSummary }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {item.amount_cents !== null ? (
        <span className="font-semibold text-slate-900">{formatZar(item.amount_cents)}</span>
      ) : null}
      {item.payment_status ? <PaymentBadge status={item.payment_status} /> : null}
    </div>
  )
}

/**
 * One page of submissions: a table from `lg` (where the sidebar leaves room for one), a
 * card per submission below it. Both name the sender, link the record and show its status;
 * paid kinds add the payment.
 */
export function SubmissionList({
  kind,
  items,
  paid,
}: {
  kind: SubmissionKind
  items: SubmissionSummary[]
  paid: boolean
}) {
  return (
    <>
      <table className="hidden w-full table-fixed border-separate border-spacing-0 overflow-hidden rounded-2xl border border-slate-200 bg-white text-left text-sm shadow-sm lg:table">
        <colgroup>
          <col className="w-36" />
          <col className={paid ? 'w-[28%]' : 'w-[32%]'} />
          <col />
          <col className="w-32" />
          {paid ? <col className="w-44" /> : null}
        </colgroup>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="border-b border-slate-200 px-4 py-3">
              {t.receivedSast}
            </th>
            <th scope="col" className="border-b border-slate-200 px-4 py-3">
              {t.sender}
            </th>
            <th scope="col" className="border-b border-slate-200 px-4 py-3">
              {t.summary}
            </th>
            <th scope="col" className="border-b border-slate-200 px-4 py-3">
              {t.status}
            </th>
            {paid ? (
              <th scope="col" className="border-b border-slate-200 px-4 py-3">
                {t.payment}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={item.id}
              data-testid="submission"
              className="align-top [&:not(:last-child)>td]:border-b [&>td]:border-slate-200"
            >
              <td className="px-4 py-3 text-slate-700">
                <Received item={item} />
              </td>
              <td className="px-4 py-3">
                <TitleLink kind={kind} item={item} />
                <p className="mt-0.5 break-words text-slate-600">{item.email}</p>
              </td>
              <td className="px-4 py-3 break-words text-slate-800">{item.summary}</td>
              <td className="px-4 py-3">
                <StatusBadge status={item.status} />
              </td>
              {paid ? (
                <td className="px-4 py-3">
                  <Payment item={item} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="grid gap-3 md:grid-cols-2 lg:hidden">
        {items.map((item) => (
          <li
            key={item.id}
            data-testid="submission"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <TitleLink kind={kind} item={item} />
                <p className="mt-0.5 text-sm break-words text-slate-600">{item.email}</p>
              </div>
              <StatusBadge status={item.status} className="mt-0.5" />
            </div>
            <p className="mt-2 text-sm break-words text-slate-800">{item.summary}</p>
            {paid ? (
              <div className="mt-2 text-sm">
                <Payment item={item} />
              </div>
            ) : null}
            <p className="mt-2 text-xs text-slate-600">
              {t.received} <Received item={item} /> (SAST)
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
