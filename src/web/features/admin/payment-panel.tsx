import { useId, useState, type ReactNode } from 'react'
import { adminMessages } from '#shared/admin.ts'
import { formatZar } from '#shared/money.ts'
import { paymentMethods } from '#shared/options.ts'
import type { SubmissionDetail } from '#shared/schemas/admin-submissions.ts'
import { useMarkSubmissionPaid } from './api/mark-submission-paid.ts'
import { MarkPaidForm } from './mark-paid-form.tsx'
import { backOfficeMessages as t } from './messages.ts'
import { PaymentBadge } from './status-badges.tsx'

const methodLabel = (method: string) =>
  paymentMethods.find((option) => option.value === method)?.label ?? method

function SubmissionMarkPaid({
  detail,
  onMarked,
}: {
  detail: SubmissionDetail
  onMarked: () => void
}) {
  const markPaid = useMarkSubmissionPaid(detail.kind, detail.id)
  return (
    <MarkPaidForm
      markPaid={(reference) => markPaid.mutateAsync({ payment_reference: reference })}
      pending={markPaid.isPending}
      onMarked={onMarked}
    />
  )
}

/**
 * A paid kind's payment: amount, method, reference and whether it has arrived. A bank
 * transfer still awaited can be marked paid with the reference on the bank statement.
 */
export function PaymentPanel({ detail }: { detail: SubmissionDetail }) {
  const headingId = useId()
  const [marked, setMarked] = useState(false)
  const awaitingTransfer =
    detail.payment_method === 'bank_transfer' && detail.payment_status === 'pending'
  const rows: [string, ReactNode][] = [
    [t.amount, detail.amount_cents === null ? '—' : formatZar(detail.amount_cents)],
    [t.paymentMethod, detail.payment_method ? methodLabel(detail.payment_method) : '—'],
    [t.reference, <span className="font-mono">{detail.reference}</span>],
    [
      t.paymentStatus,
      detail.payment_status ? <PaymentBadge status={detail.payment_status} /> : '—',
    ],
  ]
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="payment-panel"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t.paymentHeading}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p
        role="status"
        className="text-sm font-semibold text-emerald-800 not-empty:mt-4"
        data-testid="mark-paid-result"
      >
        {marked ? adminMessages.markedPaid : ''}
      </p>
      {awaitingTransfer ? (
        <SubmissionMarkPaid detail={detail} onMarked={() => setMarked(true)} />
      ) : null}
    </section>
  )
}
