import { clsx } from 'clsx'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { formatZar } from '#shared/money.ts'
import { labelOf } from '#shared/options.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import {
  cardRefundMessages,
  cardRefundStatuses,
  type AdminCardRefund,
  type CardRefundStatus,
} from '#shared/schemas/admin-card-refunds.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { EmailLink } from '../email-link.tsx'
import { useRecordCardRefund } from './api/record-card-refund.ts'
import { cardRefundPageMessages as t } from './messages.ts'

const tones: Record<CardRefundStatus, string> = {
  refund_failed: 'bg-red-100 text-red-900',
  refunding: 'bg-amber-100 text-amber-900',
  refunded: 'bg-emerald-100 text-emerald-900',
}

/** Refund failed (the office's turn), Being refunded, or Refunded. */
export function CardRefundBadge({ status }: { status: CardRefundStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
      )}
      data-testid="card-refund-status"
    >
      {labelOf(cardRefundStatuses, status)}
    </span>
  )
}

function When({ at }: { at: string }) {
  return (
    <>
      <time dateTime={at}>{formatSastDateTime(at)}</time> (SAST)
    </>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  )
}

const reference = (value: string) => <span className="font-mono text-xs break-all">{value}</span>

/** The gateway refused: the office refunds by hand, then records the refund's reference. */
function RecordRefundForm({
  refund,
  onRecorded,
}: {
  refund: AdminCardRefund
  onRecorded: () => void
}) {
  const headingId = useId()
  const record = useRecordCardRefund(refund.id)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (record.isPending) return
    if (!value.trim()) {
      setError(cardRefundMessages.referenceRequired)
      return
    }
    setError(undefined)
    try {
      await record.mutateAsync({ refund_reference: value })
      onRecorded()
    } catch (failure) {
      console.warn('Recording the refund failed:', failure)
      setError(
        failure instanceof ApiError && failure.status < 500
          ? (failure.fields?.refund_reference ?? failure.serverMessage ?? t.recordFailed)
          : t.recordFailed,
      )
    }
  }

  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t.recordHeading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t.recordLead(formatZar(refund.amount_cents))}</p>
      <form
        aria-labelledby={headingId}
        noValidate
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(event) => void onSubmit(event)}
      >
        <Input
          label={t.referenceLabel}
          value={value}
          error={error}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          className="sm:w-80"
          onChange={(event) => {
            setValue(event.target.value)
            setError(undefined)
          }}
        />
        <Button type="submit" disabled={record.isPending} className="sm:mt-7">
          {record.isPending ? t.recording : t.record}
        </Button>
      </form>
    </div>
  )
}

/** One card payment given back: what it was for, who paid, when, and the references. */
function CardRefundItem({
  refund,
  onRecorded,
}: {
  refund: AdminCardRefund
  onRecorded: () => void
}) {
  const failed = refund.status === 'refund_failed'
  return (
    <li
      data-testid="card-refund"
      className={clsx(
        'rounded-xl border bg-white p-4 shadow-sm sm:p-5',
        failed ? 'border-red-200' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{refund.purchase}</p>
          <p className="mt-0.5 text-sm break-words text-slate-700">
            {refund.payer_email ? (
              <>
                {refund.payer_name} · <EmailLink email={refund.payer_email} />
              </>
            ) : (
              t.visitor
            )}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="font-semibold text-slate-900 tabular-nums">
            {formatZar(refund.amount_cents)}
          </span>
          <CardRefundBadge status={refund.status} />
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {refund.paid_at ? (
          <Fact label={t.paid}>
            <When at={refund.paid_at} />
          </Fact>
        ) : null}
        {refund.refunded_at ? (
          <Fact label={t.refunded}>
            <When at={refund.refunded_at} />{' '}
            {refund.refunded_by === 'office' ? t.byHand : t.automatically}
          </Fact>
        ) : null}
        {refund.payment_reference ? (
          <Fact label={t.paymentReference}>{reference(refund.payment_reference)}</Fact>
        ) : null}
        {refund.refund_reference ? (
          <Fact label={t.refundReference}>{reference(refund.refund_reference)}</Fact>
        ) : null}
      </dl>
      {refund.refund_failure && refund.status !== 'refunding' ? (
        <p
          className={clsx(
            'mt-3 rounded-lg px-3 py-2 text-sm break-words',
            failed ? 'bg-red-50 text-red-900' : 'bg-slate-50 text-slate-700',
          )}
        >
          <span className="font-semibold">{t.whyFailed}:</span> {refund.refund_failure}
        </p>
      ) : null}
      {refund.status === 'refunding' ? (
        <p className="mt-3 text-sm text-slate-700">{t.stillTrying}</p>
      ) : null}
      {failed ? <RecordRefundForm refund={refund} onRecorded={onRecorded} /> : null}
    </li>
  )
}

/** One page of card refunds, each with what it was for, who paid, when and the references. */
export function CardRefundList({
  refunds,
  onRecorded,
}: {
  refunds: AdminCardRefund[]
  /** A refund made by hand was recorded (the list reorders: say so above it). */
  onRecorded: () => void
}) {
  return (
    <ul aria-label={t.refundsLabel} className="grid gap-3">
      {refunds.map((refund) => (
        <CardRefundItem key={refund.id} refund={refund} onRecorded={onRecorded} />
      ))}
    </ul>
  )
}
