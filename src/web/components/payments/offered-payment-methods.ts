import { useEffect } from 'react'
import { paymentMethods, type PaymentMethod } from '#shared/options.ts'
import type { PublicConfig } from '#shared/schemas/public-config.ts'
import { usePublicConfig } from '#web/lib/public-config.ts'

export type PaymentMethodOption = (typeof paymentMethods)[number]

/**
 * How this deployment takes payment online (D15, D16): by card only where a card gateway
 * is configured, by bank transfer only where the business's account is.
 */
export function offeredPaymentMethods(
  config: Pick<PublicConfig, 'paymentsGateway' | 'bankDetails'> | undefined,
): PaymentMethodOption[] {
  return paymentMethods.filter((option) =>
    option.value === 'google_pay' ? Boolean(config?.paymentsGateway) : Boolean(config?.bankDetails),
  )
}

export interface OfferedPayment {
  methods: PaymentMethodOption[]
  /** The configuration has not arrived yet: what is offered is not known. */
  pending: boolean
  /** Neither card nor bank transfer: the form cannot take payment online. */
  none: boolean
  /** The form's method when it is offered; undefined otherwise. */
  selected: PaymentMethod | undefined
}

/**
 * The payment methods a pay-then-submit form offers. A chosen method that is not offered
 * (the card default where card payment is off) moves to the first one that is.
 */
export function useOfferedPaymentMethods(
  chosen: string | undefined,
  choose: (method: PaymentMethod) => void,
): OfferedPayment {
  const config = usePublicConfig()
  const pending = config.isPending
  const methods = offeredPaymentMethods(config.data)
  const selected = methods.find((option) => option.value === chosen)?.value
  const fallback = pending ? undefined : methods[0]?.value
  useEffect(() => {
    if (selected === undefined && fallback !== undefined) choose(fallback)
  }, [selected, fallback, choose])
  return { methods, pending, none: !pending && methods.length === 0, selected }
}
