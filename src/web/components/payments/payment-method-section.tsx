import type { UseFormRegisterReturn } from 'react-hook-form'
import { formatZar } from '#shared/money.ts'
import { paymentMethods, type PaymentMethod } from '#shared/options.ts'
import type { PaymentIntentInput } from '#shared/schemas/payments.ts'
import { ChoiceGroup } from '#web/components/ui/choice-group.tsx'
import { usePublicConfig } from '#web/lib/public-config.ts'
import { PaymentWallet } from './payment-wallet.tsx'
import type { useWalletPayment } from './use-wallet-payment.ts'

/**
 * How a pay-then-submit form (video order, donation) is paid (D15, D16): the method, then
 * the card wallet for what is bought, or a word on the bank transfer. Bank transfer is
 * offered only where the business has configured its account.
 */
export function PaymentMethodSection({
  registration,
  method,
  wallet,
  item,
  amountCents,
  payDisabledText,
  bankTransferNote,
  error,
}: {
  registration: UseFormRegisterReturn
  method: PaymentMethod | undefined
  wallet: ReturnType<typeof useWalletPayment>
  /** What the wallet pays for; null while the form cannot price it yet. */
  item: PaymentIntentInput | null
  amountCents: number | null
  payDisabledText: string
  bankTransferNote: string
  error?: string | undefined
}) {
  const bankTransferOffered = Boolean(usePublicConfig().data?.bankDetails)
  const methods = paymentMethods.filter(
    (option) => option.value !== 'bank_transfer' || bankTransferOffered,
  )
  return (
    <div className="space-y-4" data-testid="payment-section">
      <ChoiceGroup
        legend="Payment Method"
        options={methods}
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
      ) : (
        <p className="text-sm text-slate-700">{bankTransferNote}</p>
      )}
    </div>
  )
}
