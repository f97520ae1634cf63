import type { UseFormRegisterReturn } from 'react-hook-form'
import { formatZar } from '#shared/money.ts'
import type { PaymentData, PaymentIntentInput } from '#shared/schemas/payments.ts'
import { ChoiceGroup } from '#web/components/ui/choice-group.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { NoOnlinePayment } from './no-online-payment.tsx'
import type { OfferedPayment } from './offered-payment-methods.ts'
import { PaymentWallet } from './payment-wallet.tsx'
import type { useWalletPayment } from './use-wallet-payment.ts'

/**
 * How a paid form (video order, donation) is paid (D15, D16): the method, then the card
 * wallet for what is bought, or a word on the bank transfer. Paying sends the form (issue
 * 25): the wallet first checks the rest of the form, and a succeeded payment is handed to
 * `onPaid`, which sends it at once. Card payment is offered only where a card gateway is
 * configured, bank transfer only where the business has configured its account; with
 * neither, the section says payment can't be taken online.
 */
export function PaymentMethodSection({
  registration,
  offered,
  wallet,
  item,
  amountCents,
  payDisabledText,
  payNote,
  formValid,
  onBeforePay,
  onPaid,
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
  /** Under the wallet: what paying does, e.g. 'Paying sends your donation straight away.' */
  payNote: string
  /** Whether the rest of the form is valid now (see PaymentWallet). */
  formValid: boolean
  /** Checks the rest of the form, showing what is wrong; resolves whether it may be paid. */
  onBeforePay: () => Promise<boolean>
  /** The payment succeeded: send the form with it. */
  onPaid: (payment: PaymentData) => void
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
          <div className="space-y-2">
            <PaymentWallet
              amountCents={amountCents ?? 0}
              disabled={item === null || amountCents === null}
              disabledText={payDisabledText}
              paying={wallet.paying}
              formValid={formValid}
              onBeforePay={onBeforePay}
              onPay={(token) => {
                if (!item) return
                void wallet.pay(item, token).then((paid) => {
                  if (paid) onPaid(paid)
                })
              }}
              onError={wallet.fail}
            />
            <p className="text-sm text-slate-700">{payNote}</p>
          </div>
        )
      ) : method === 'bank_transfer' ? (
        <p className="text-sm text-slate-700">{bankTransferNote}</p>
      ) : null}
    </div>
  )
}
