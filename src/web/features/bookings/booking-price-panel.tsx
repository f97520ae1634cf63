import type { UseFormRegister } from 'react-hook-form'
import { formatZar } from '#shared/money.ts'
import { NoOnlinePayment } from '#web/components/payments/no-online-payment.tsx'
import type { PaymentMethodOption } from '#web/components/payments/offered-payment-methods.ts'
import { PaymentWallet } from '#web/components/payments/payment-wallet.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import type { BookingFormValues } from './booking-form-state.ts'

/**
 * The booking's price and how it is paid (spec part 1 §4, D15, D16): the card wallet, whose
 * payment books at once, or a bank transfer. A weekly series (D27) is `sessions` weeks at
 * the price each, paid by card in one payment.
 */
export function BookingPricePanel({
  free,
  packageLabel,
  priceCents,
  sessions,
  offered,
  cannotPay,
  register,
  wallet,
  pay,
}: {
  free: boolean
  /** What is bought, e.g. '1 Hour Session': the line the price is made of. */
  packageLabel: string
  /** One session's price. */
  priceCents: number
  sessions: number
  offered: { pending: boolean; methods: PaymentMethodOption[]; selected: string | undefined }
  cannotPay: boolean
  register: UseFormRegister<BookingFormValues>
  wallet: { paid: boolean; paying: boolean; fail: () => void }
  pay: {
    disabled: boolean
    disabledText: string
    formValid: boolean
    onBeforePay: () => Promise<boolean>
    onPay: (token: string) => void
  }
}) {
  const totalCents = priceCents * sessions
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:col-span-2">
      <p className="flex items-baseline justify-between gap-4 text-slate-900">
        <span className="font-medium">
          {sessions > 1 ? `Price of ${sessions} weekly sessions` : 'Price'}
        </span>
        <span className="text-2xl font-bold" data-testid="booking-price">
          {free ? 'Free' : formatZar(totalCents)}
        </span>
      </p>
      {free ? null : (
        <p className="mt-1 text-sm text-slate-700" data-testid="booking-price-basis">
          {sessions > 1 ? `${sessions} × ` : ''}
          {packageLabel} at {formatZar(priceCents)}
        </p>
      )}
      {free ? (
        <p className="mt-1 text-sm text-slate-700">No payment is needed for a free consultation.</p>
      ) : offered.pending ? (
        <p className="mt-4 flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4" /> Loading payment options…
        </p>
      ) : cannotPay ? (
        <div className="mt-4">
          <NoOnlinePayment />
        </div>
      ) : (
        <>
          <fieldset className="mt-4">
            <legend className="text-sm font-medium text-slate-800">Payment method</legend>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
              {offered.methods.map((method) => (
                <label
                  key={method.value}
                  className="flex min-h-11 items-center gap-2 text-slate-900"
                >
                  <input
                    type="radio"
                    value={method.value}
                    {...register('payment_method')}
                    className="size-5 accent-brand-700"
                  />
                  {method.label}
                </label>
              ))}
            </div>
          </fieldset>
          {offered.selected === 'google_pay' ? (
            <div className="mt-4">
              {wallet.paid ? (
                <p className="text-sm font-medium text-emerald-800" data-testid="payment-done">
                  Paid {formatZar(totalCents)} by card.
                </p>
              ) : (
                <div className="space-y-2">
                  <PaymentWallet
                    amountCents={totalCents}
                    disabled={pay.disabled}
                    disabledText={pay.disabledText}
                    paying={wallet.paying}
                    formValid={pay.formValid}
                    onBeforePay={pay.onBeforePay}
                    onPay={pay.onPay}
                    onError={wallet.fail}
                  />
                  <p className="text-sm text-slate-700">
                    {sessions > 1
                      ? 'Paying books every week straight away.'
                      : 'Paying books your session straight away.'}
                  </p>
                </div>
              )}
            </div>
          ) : offered.selected === 'bank_transfer' ? (
            <p className="mt-3 text-sm text-slate-700">
              After you book, we show you our bank details and your payment reference. We confirm
              the session once your transfer arrives.
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}
