import type { UseFormRegisterReturn } from 'react-hook-form'
import { formatZar } from '#shared/money.ts'
import type { PaymentIntentInput } from '#shared/schemas/payments.ts'
import { ChoiceGroup } from '#web/components/ui/choice-group.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { NoOnlinePayment } from './no-online-payment.tsx'
import type { OfferedPayment } from './offered-payment-methods.ts'
import { PaymentWallet } from './payment-wallet.tsx'
import type { useWalletPayment } from './use-wallet-payment.ts'

/**
 * How a pay-then-submit form (video order, donation) is paid (D15, D16): the method, then
 * the card wallet for what is bought, or a word on the bank transfer. Card payment is
 * offered only where a card gateway is configured, bank transfer only where the business
 * has configured its account; with neither, the section says payment can't be taken online.
 */
export function PaymentMethodSection({
  registration,
  offered,
  wallet,
  item,
  amountCents,
  payDisabledText,
  bankTransferNote,
  error,
}: {
  registration: UseFormRegisterReturn
  /** What this deployment offers, and the form's method among it. */
  offered: OfferedPayment
  wallet: ReturnType<typeof useWalletPayment>
  /** What the wallet pays for; null while the form cannot price it yet. */
  item: PaymentIntentInput | null
  amountCents: number | null
  payDisabledText: string
  bankTransferNote: string
  error?: string | undefined
}) {
  if (offered.pending) {
    return (
      <p className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
        <Spinner className="size-4" /> Loading payment options…
      </p>
    )
  }
  if (offered.none) return <NoOnlinePayment />
  const method = offered.selected
  return (
    <div className="space-y-4" data-testid="payment-section">
      <ChoiceGroup
        legend="Payment Method"
        options={offered.methods}
        registration={registration}
        error={error}
      />
      {method === 'google_pay' ? (
        wallet.payment && amountCents !== null ? (
          <p className="text-sm font-medium text-emerald-800" data-testid="payment-done">
            Paid {formatZar(amountCents)} by card.
          </p>
        ) : (
          <PaymentWallet
            amountCents={amountCents ?? 0}
            disabled={item === null || amountCents === null}
            disabledText={payDisabledText}
            paying={wallet.paying}
            onPay={(token) => {
              if (item) void wallet.pay(item, token)
            }}
            onError={wallet.fail}
          />
        )
      ) : method === 'bank_transfer' ? (
        <p className="text-sm text-slate-700">{bankTransferNote}</p>
      ) : null}
    </div>
  )
}
