import { useId, useState } from 'react'
import { formatZar } from '#shared/money.ts'
import { sandboxTokens } from '#shared/schemas/payments.ts'
import { Button } from '#web/components/ui/button.tsx'
import { LockIcon } from '#web/components/ui/icons.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'

/**
 * D16: the sandbox gateway's TEST wallet, standing in for Google Pay when no real
 * gateway is configured. It offers exactly the gateway's two test cards; no money moves.
 */
export function SandboxWallet({
  amountCents,
  disabled,
  disabledText,
  paying,
  onBeforePay,
  onPay,
}: {
  amountCents: number
  disabled: boolean
  /** Shown instead of the cards while the wallet cannot be used yet. */
  disabledText: string
  paying: boolean
  /** Checks the rest of the form first: a card is charged only for a form that can be sent. */
  onBeforePay: () => Promise<boolean>
  onPay: (token: string) => void
}) {
  const titleId = useId()
  const [checking, setChecking] = useState(false)
  const payWith = async (token: string) => {
    setChecking(true)
    try {
      if (await onBeforePay()) onPay(token)
    } finally {
      setChecking(false)
    }
  }
  const busy = paying || checking
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      data-testid="sandbox-wallet"
      className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-amber-500 px-2 py-0.5 text-xs font-bold tracking-wide text-slate-950 uppercase">
          Test
        </span>
        {/* Not a heading: the wallet sits under whatever heading its form has (an h2 on
            /donate, none on /book); the line names its group of buttons. */}
        <p id={titleId} className="font-semibold text-slate-900">
          TEST wallet – no real money is charged
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Card payments run in test mode on this installation. Choose a test card to pay{' '}
        {formatZar(amountCents)}.
      </p>
      {disabled ? (
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2.5 text-sm font-medium text-slate-700">
          <LockIcon className="size-4 shrink-0" />
          {disabledText}
        </p>
      ) : (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => void payWith(sandboxTokens.success)}
            className="h-auto! min-h-11 py-2 whitespace-normal!"
          >
            {busy ? <Spinner className="size-4" /> : null}
            Pay with test Visa •••• 4242 (approved)
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => void payWith(sandboxTokens.declined)}
            className="h-auto! min-h-11 py-2 whitespace-normal!"
          >
            Pay with test Mastercard •••• 0002 (declined)
          </Button>
        </div>
      )}
    </div>
  )
}
