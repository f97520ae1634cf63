import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { adminMessages } from '#shared/admin.ts'
import { formatZar } from '#shared/money.ts'
import { paymentMethods } from '#shared/options.ts'
import type { SubmissionDetail } from '#shared/schemas/admin-submissions.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useMarkSubmissionPaid } from './api/mark-submission-paid.ts'
import { backOfficeMessages as t } from './messages.ts'
import { PaymentBadge } from './status-badges.tsx'

const methodLabel = (method: string) =>
  paymentMethods.find((option) => option.value === method)?.label ?? method

/** The server's reason (a reference that does not match, a payment already received). */
function reasonOf(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return t.markPaidFailed
  return error.fields?.payment_reference ?? error.serverMessage ?? t.markPaidFailed
}

function MarkPaidForm({ detail, onMarked }: { detail: SubmissionDetail; onMarked: () => void }) {
  const headingId = useId()
  const markPaid = useMarkSubmissionPaid(detail.kind, detail.id)
  const [reference, setReference] = useState('')
  const [error, setError] = useState<string>()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (markPaid.isPending) return
    if (!reference.trim()) {
      setError(adminMessages.referenceRequired)
      return
    }
    setError(undefined)
    try {
      await markPaid.mutateAsync({ payment_reference: reference })
      onMarked()
    } catch (failure) {
      console.warn('Marking the payment received failed:', failure)
      setError(reasonOf(failure))
    }
  }

  return (
    <div className="mt-5 border-t border-slate-200 pt-5">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t.markPaidHeading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t.markPaidLead}</p>
      <form
        aria-labelledby={headingId}
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <Input
          label={t.markPaidReference}
          value={reference}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => {
            setReference(event.target.value)
            setError(undefined)
          }}
        />
        <Button type="submit" disabled={markPaid.isPending}>
          {markPaid.isPending ? t.markingPaid : t.markPaid}
        </Button>
      </form>
    </div>
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
    [
      t.reference,
      detail.payment_reference ? (
        <span className="font-mono">{detail.payment_reference}</span>
      ) : (
        '—'
      ),
    ],
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
      {awaitingTransfer ? <MarkPaidForm detail={detail} onMarked={() => setMarked(true)} /> : null}
    </section>
  )
}
