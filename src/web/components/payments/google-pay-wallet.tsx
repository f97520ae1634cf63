import GooglePayButton from '@google-pay/button-react'
import { centsToRand } from '#shared/money.ts'
import type { PublicConfig } from '#shared/schemas/public-config.ts'
import { LockIcon } from '#web/components/ui/icons.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'

export type GooglePaySettings = NonNullable<PublicConfig['googlePay']>

/**
 * D16: the Google Pay button of a real gateway. Google Pay returns a token for the card
 * the payer chose; the server charges it through the gateway for the amount it priced.
 * Loaded only when a real gateway is configured, so the sandbox never downloads it.
 */
export default function GooglePayWallet({
  settings,
  amountCents,
  disabled,
  disabledText,
  paying,
  formValid,
  onBeforePay,
  onPay,
  onError,
}: {
  settings: GooglePaySettings
  amountCents: number
  disabled: boolean
  disabledText: string
  paying: boolean
  formValid: boolean
  onBeforePay: () => Promise<boolean>
  onPay: (token: string) => void
  onError: () => void
}) {
  if (disabled) {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2.5 text-sm font-medium text-slate-700">
        <LockIcon className="size-4 shrink-0" />
        {disabledText}
      </p>
    )
  }
  if (paying) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner className="size-4" /> Processing your payment...
      </p>
    )
  }
  return (
    <GooglePayButton
      environment={settings.environment}
      buttonType="pay"
      buttonSizeMode="fill"
      className="h-12 w-full max-w-sm"
      paymentRequest={{
        apiVersion: 2,
        apiVersionMinor: 0,
        allowedPaymentMethods: [
          {
            type: 'CARD',
            parameters: {
              allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
              allowedCardNetworks: ['VISA', 'MASTERCARD'],
            },
            tokenizationSpecification: {
              type: 'PAYMENT_GATEWAY',
              parameters: {
                gateway: settings.gateway,
                gatewayMerchantId: settings.gatewayMerchantId,
              },
            },
          },
        ],
        merchantInfo: {
          merchantName: settings.merchantName,
          ...(settings.merchantId ? { merchantId: settings.merchantId } : {}),
        },
        transactionInfo: {
          totalPriceStatus: 'FINAL',
          totalPriceLabel: 'Total',
          totalPrice: centsToRand(amountCents).toFixed(2),
          currencyCode: 'ZAR',
          countryCode: 'ZA',
        },
      }}
      // The sheet opens within the click, so the form's validity is read now; an invalid
      // form keeps it closed and shows what is wrong (issue 25: no charge for a form that
      // cannot be sent).
      onClick={(event) => {
        if (formValid) return
        event.preventDefault()
        void onBeforePay()
      }}
      onLoadPaymentData={(paymentData) =>
        onPay(paymentData.paymentMethodData.tokenizationData.token)
      }
      onError={(error) => {
        console.warn(
          'Google Pay failed:',
          error instanceof Error ? error.message : error.statusCode,
        )
        onError()
      }}
    />
  )
}
