import { Link } from 'react-router'
import { paymentMessages } from '#shared/messages.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { paths } from '#web/paths.ts'

/**
 * What the payment part of a form says where neither card payment nor bank transfer is
 * configured (D15, D16): no choice to make, and who to talk to instead.
 */
export function NoOnlinePayment() {
  return (
    <div data-testid="no-online-payment">
      <Alert tone="info">
        <p className="font-semibold">{paymentMessages.noOnlinePayment}</p>
        <p className="mt-1">
          {paymentMessages.noOnlinePaymentHint}{' '}
          <Link
            to={paths.contact.getHref()}
            className="font-semibold underline underline-offset-2 hover:no-underline"
          >
            Contact us
          </Link>
        </p>
      </Alert>
    </div>
  )
}
