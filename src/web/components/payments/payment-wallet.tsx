import { lazy, Suspense } from 'react'
import { usePublicConfig } from '#web/lib/public-config.ts'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { SandboxWallet } from './sandbox-wallet.tsx'

const GooglePayWallet = lazy(() => import('./google-pay-wallet.tsx'))

export interface PaymentWalletProps {
  amountCents: number
  disabled: boolean
  /** Shown while the wallet cannot be used yet ('Complete booking details to pay'). */
  disabledText: string
  paying: boolean
  /**
   * Whether the rest of the form is valid now. Google Pay opens its sheet in the click
   * itself, so it cannot wait for `onBeforePay`: with an invalid form it shows the errors
   * instead of opening.
   */
  formValid: boolean
  /** Checks the rest of the form and shows what is wrong; the card is asked for only if it is valid. */
  onBeforePay: () => Promise<boolean>
  onPay: (token: string) => void
  onError: () => void
}

/**
 * The card wallet of the configured gateway: Google Pay, or the sandbox's TEST wallet
 * (D16). None where no card gateway is configured: the forms then offer no card payment.
 */
export function PaymentWallet(props: PaymentWalletProps) {
  const config = usePublicConfig()
  if (config.isPending) return <Spinner className="size-5" />
  if (config.data?.paymentsGateway === 'sandbox') return <SandboxWallet {...props} />
  const googlePay = config.data?.googlePay
  if (!googlePay) return null
  return (
    <Suspense fallback={<Spinner className="size-5" />}>
      <GooglePayWallet settings={googlePay} {...props} />
    </Suspense>
  )
}
