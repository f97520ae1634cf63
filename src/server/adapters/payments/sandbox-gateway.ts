import { sandboxTokens } from '#shared/schemas/payments.ts'
import type {
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from './payment-gateway.ts'

/**
 * D16: the default gateway for development and tests. No money moves and it works
 * offline: the TEST wallet's success card is charged, its declined card is refused,
 * and any other token is refused as unknown; a refund is done at once.
 */
export function createSandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (request.token === sandboxTokens.success) {
        return { status: 'succeeded', reference: `sandbox_${request.intentId}` }
      }
      if (request.token === sandboxTokens.declined) {
        return { status: 'failed', reason: 'The card was declined (sandbox test card).' }
      }
      return { status: 'failed', reason: 'The sandbox gateway does not know this payment token.' }
    },
    // Nothing was taken, so nothing is given back: the refund is done at once.
    async refund(request: RefundRequest): Promise<RefundResult> {
      return { status: 'refunded', reference: `sandbox_refund_${request.intentId}` }
    },
  }
}
