import { useId, useState, type FormEvent } from 'react'
import { adminMessages } from '#shared/admin.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { backOfficeMessages as t } from './messages.ts'

/** The server's reason (a reference that does not match, a payment already received). */
function reasonOf(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return t.markPaidFailed
  return error.fields?.payment_reference ?? error.serverMessage ?? t.markPaidFailed
}

/**
 * "Mark as paid" for a bank transfer, by the reference on the bank statement: a
 * submission's payment panel and a booking's page both use it. `markPaid` sends the
 * reference; a refusal is shown under the field.
 */
export function MarkPaidForm({
  markPaid,
  pending,
  onMarked,
}: {
  markPaid: (reference: string) => Promise<unknown>
  pending: boolean
  onMarked: () => void
}) {
  const headingId = useId()
  const [reference, setReference] = useState('')
  const [error, setError] = useState<string>()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    if (!reference.trim()) {
      setError(adminMessages.referenceRequired)
      return
    }
    setError(undefined)
    try {
      await markPaid(reference)
      onMarked()
    } catch (failure) {
      console.warn('Marking the payment received failed:', failure)
      setError(reasonOf(failure))
    }
  }

  return (
    <div className="mt-5 border-t border-slate-200 pt-5">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t.markPaidHeading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t.markPaidLead}</p>
      <form
        aria-labelledby={headingId}
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <Input
          label={t.markPaidReference}
          value={reference}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => {
            setReference(event.target.value)
            setError(undefined)
          }}
        />
        <Button type="submit" disabled={pending}>
          {pending ? t.markingPaid : t.markPaid}
        </Button>
      </form>
    </div>
  )
}
