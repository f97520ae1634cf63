import { useCallback, useState } from 'react'
import type { PaymentData, PaymentIntent, PaymentIntentInput } from '#shared/schemas/payments.ts'
import { apiFetch } from '#web/lib/api-client.ts'

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
 * The payment of a pay-then-submit form (booking, donation, video order): holds the
 * succeeded payment until the record is submitted, and clears it on a failure or when
 * the form asks (a changed method, package or amount).
 */
export function useWalletPayment() {
  const [payment, setPayment] = useState<PaymentData | null>(null)
  const [outcome, setOutcome] = useState<WalletOutcome>(null)
  const [paying, setPaying] = useState(false)

  const pay = useCallback(async (item: PaymentIntentInput, token: string) => {
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
      setPayment({ payment_intent_id: intent.id })
      setOutcome('succeeded')
    } catch (error) {
      console.warn('Payment failed:', error instanceof Error ? error.message : error)
      setPayment(null)
      setOutcome('failed')
    } finally {
      setPaying(false)
    }
  }, [])

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
