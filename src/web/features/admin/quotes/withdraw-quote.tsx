import { useState } from 'react'
import { quoteMessages, type QuoteKind } from '#shared/quotes.ts'
import type { AdminQuote } from '#shared/schemas/quotes.ts'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm-dialog.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { fieldError, FormAlert } from '../bookings/action-parts.tsx'
import { useWithdrawQuote } from './api/quotes.ts'
import { quotePanelMessages as t } from './messages.ts'

/**
 * Under the open quote: withdraw it without sending another (the school cancelled, the price
 * was wrong), with a reason the school reads, after a confirmation.
 */
export function WithdrawQuote({
  kind,
  id,
  quote,
}: {
  kind: QuoteKind
  id: string
  quote: AdminQuote
}) {
  const withdraw = useWithdrawQuote(kind, id)
  const [confirm, confirmDialog] = useConfirm()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')

  if (withdraw.isSuccess) {
    return (
      <p role="status" className="text-sm font-semibold text-emerald-800">
        {quoteMessages.withdrawnByOffice}
      </p>
    )
  }
  // Withdrawn elsewhere (or replaced): nothing to offer here.
  if (quote.status !== 'sent') return null
  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t.withdraw}
      </Button>
    )
  }

  const onWithdraw = async () => {
    const yes = await confirm({
      title: t.withdrawTitle(quote.number),
      message: t.withdrawMessage,
      confirmLabel: t.withdraw,
      cancelLabel: t.keep,
      tone: 'danger',
    })
    if (yes) withdraw.mutate(reason.trim() ? { reason: reason.trim() } : {})
  }

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <Input
        label={t.withdrawReason}
        value={reason}
        maxLength={1000}
        error={fieldError(withdraw.error, 'reason')}
        onChange={(event) => {
          setReason(event.target.value)
          withdraw.reset()
        }}
      />
      <FormAlert error={withdraw.error} fields={['reason']} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          size="sm"
          onClick={() => void onWithdraw()}
          disabled={withdraw.isPending}
        >
          {withdraw.isPending ? t.withdrawing : t.withdraw}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOpen(false)}
          disabled={withdraw.isPending}
        >
          {t.back}
        </Button>
      </div>
      {confirmDialog}
    </div>
  )
}
