import type { ReactNode } from 'react'
import { formatZar } from '#shared/money.ts'
import { usePublicConfig } from '#web/lib/public-config.ts'

/**
 * How to pay a bank transfer (D15): the amount, the payer's unique reference and the
 * business's account from config. Shown on the success screen of every payable form.
 */
export function BankTransferDetails({
  amountCents,
  paymentReference,
  children,
}: {
  amountCents: number
  paymentReference: string
  /** What happens once the transfer arrives, in the words of the form. */
  children: ReactNode
}) {
  const bank = usePublicConfig().data?.bankDetails
  return (
    <section
      aria-labelledby="bank-transfer-title"
      data-testid="bank-transfer-details"
      className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-5 text-left"
    >
      <h3 id="bank-transfer-title" className="text-lg font-semibold text-slate-900">
        Pay {formatZar(amountCents)} by bank transfer
      </h3>
      <p className="mt-1 text-sm text-slate-700">{children}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">Payment reference</dt>
        <dd className="font-mono text-lg font-bold text-slate-900" data-testid="payment-reference">
          {paymentReference}
        </dd>
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
