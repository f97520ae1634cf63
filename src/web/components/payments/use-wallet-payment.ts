import { useCallback, useState } from 'react'
import { paymentMessages } from '#shared/messages.ts'
import type { PaymentData, PaymentIntent, PaymentIntentInput } from '#shared/schemas/payments.ts'
import { apiFetch, ApiError } from '#web/lib/api-client.ts'

const PENDING_POLL_MS = 2000
const PENDING_POLLS = 45

export type WalletOutcome = 'succeeded' | 'failed' | null

/** D16: price what is bought on the server, then charge the wallet's token for it. */
async function payWithWallet(item: PaymentIntentInput, token: string): Promise<PaymentIntent> {
  const intent = await apiFetch<PaymentIntent>('/api/payment-intents', {
    method: 'POST',
    json: item,
  })
  return apiFetch<PaymentIntent>(`/api/payment-intents/${intent.id}/confirm`, {
    method: 'POST',
    json: { token },
  })
}

/**
 * The payment of a paid form (booking, donation, video order). Paying and sending are one
 * action for the person (issue 25): `pay` answers the succeeded payment, and the form sends
 * itself with it at once. The payment stays here until the record is stored, so a refused
 * send can be tried again without paying twice; it is cleared on a failure or when the
 * form asks (a changed method, package or amount). A payment no record takes is refunded
 * by the server 30 minutes on.
 */
export function useWalletPayment() {
  const [payment, setPayment] = useState<PaymentData | null>(null)
  const [outcome, setOutcome] = useState<WalletOutcome>(null)
  const [paying, setPaying] = useState(false)

  const pay = useCallback(
    async (item: PaymentIntentInput, token: string): Promise<PaymentData | null> => {
      setPaying(true)
      setOutcome(null)
      try {
        let intent = await payWithWallet(item, token)
        // A charge the bank is still checking (3-D Secure) is decided by the gateway's webhook.
        for (let wait = 0; intent.status === 'processing' && wait < PENDING_POLLS; wait++) {
          await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS))
          intent = await apiFetch<PaymentIntent>(`/api/payment-intents/${intent.id}`)
        }
        if (intent.status !== 'succeeded') throw new Error(`payment ${intent.status}`)
        const paid = { payment_intent_id: intent.id }
        setPayment(paid)
        setOutcome('succeeded')
        return paid
      } catch (error) {
        console.warn('Payment failed:', error instanceof Error ? error.message : error)
        setPayment(null)
        setOutcome('failed')
        return null
      } finally {
        setPaying(false)
      }
    },
    [],
  )

  /** The wallet itself failed (closed with an error): same as a failed payment. */
  const fail = useCallback(() => {
    setPayment(null)
    setOutcome('failed')
  }, [])

  const clear = useCallback(() => {
    setPayment(null)
    setOutcome(null)
  }, [])

  return { payment, outcome, paying, pay, fail, clear }
}

/**
 * Checks a form as sending it would, before the wallet asks for a card (issue 25): what is
 * wrong is shown and the first such field focused, and from then on re-checked as the
 * person types. Resolves whether the form may be paid for. `handleSubmit` is the form's.
 */
export async function formReadyToPay(
  handleSubmit: (onValid: () => void) => () => Promise<void>,
): Promise<boolean> {
  let ready = false
  await handleSubmit(() => {
    ready = true
  })()
  return ready
}

/**
 * The alert of a paid form whose send failed (issue 25). The server refusing the payment
 * itself (refunded, unknown, for something else) says so, and the form drops it so the
 * person pays again; otherwise the payment stays in the page for another try, and the
 * alert adds what becomes of it if they leave.
 */
export function paidSendFailure(
  error: unknown,
  reason: string,
  record: 'booking' | 'order' | 'donation',
  paymentSent: boolean,
): { text: string; paymentRefused: boolean } {
  if (error instanceof ApiError && error.fields?.payment_data) {
    return { text: error.serverMessage ?? reason, paymentRefused: true }
  }
  return {
    text: paymentSent ? `${reason} ${paymentMessages.refundIfUnused(record)}` : reason,
    paymentRefused: false,
  }
}
