import { useId, type ReactNode } from 'react'
import { formatZar } from '#shared/money.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import { usePublicConfig } from '#web/lib/public-config.ts'

/**
 * How to pay a bank transfer (D15): the amount, the payer's unique reference, the date by
 * which to pay when there is one, and the business's account from config. Shown on the
 * success screen of every payable form and for each unpaid booking on the dashboard.
 */
export function BankTransferDetails({
  amountCents,
  paymentReference,
  payBy,
  children,
  className = 'mt-6',
}: {
  amountCents: number
  paymentReference: string
  /** The last moment to pay (ISO 8601), if any. */
  payBy?: string | null
  /** What happens once the transfer arrives, in the words of the form. */
  children: ReactNode
  className?: string
}) {
  const bank = usePublicConfig().data?.bankDetails
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      data-testid="bank-transfer-details"
      className={`${className} rounded-xl border border-brand-200 bg-brand-50 p-5 text-left`}
    >
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        Pay {formatZar(amountCents)} by bank transfer
      </h3>
      <p className="mt-1 text-sm text-slate-700">{children}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">Payment reference</dt>
        <dd className="font-mono text-lg font-bold text-slate-900" data-testid="payment-reference">
          {paymentReference}
        </dd>
        {payBy ? (
          <>
            <dt className="font-medium text-slate-600">Pay by</dt>
            <dd className="font-semibold text-slate-900" data-testid="pay-by">
              {formatSastDateTime(payBy)} (SAST)
            </dd>
          </>
        ) : null}
        {bank ? (
          <>
            <dt className="font-medium text-slate-600">Account name</dt>
            <dd className="text-slate-900">{bank.accountName}</dd>
            <dt className="font-medium text-slate-600">Bank</dt>
            <dd className="text-slate-900">{bank.bankName}</dd>
            <dt className="font-medium text-slate-600">Account number</dt>
            <dd className="text-slate-900">{bank.accountNumber}</dd>
            <dt className="font-medium text-slate-600">Branch code</dt>
            <dd className="text-slate-900">{bank.branchCode}</dd>
            <dt className="font-medium text-slate-600">Account type</dt>
            <dd className="text-slate-900">{bank.accountType}</dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
