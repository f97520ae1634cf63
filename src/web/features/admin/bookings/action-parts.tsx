import { useId, type ReactNode } from 'react'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { bookingPageMessages as t } from './booking-messages.ts'

// What the booking page's action forms share: refusals, field errors, the card, a confirm step.

/** What a refused action says: the server's reason below 500, else "try again". */
export function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) {
    return error.serverMessage
  }
  return t.actionFailed
}

/** The server's message for one field of a 400, if it named that field. */
export const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.fields?.[field] : undefined

/** A refusal no field explains (a 409, a 404, a failure), shown above the form's buttons. */
export function FormAlert({ error, fields }: { error: unknown; fields: readonly string[] }) {
  if (!error) return null
  const explainedByField =
    error instanceof ApiError && error.status === 400 && fields.some((f) => error.fields?.[f])
  if (explainedByField) return null
  return (
    <div role="alert">
      <Alert tone="error">{refusalOf(error)}</Alert>
    </div>
  )
}

export function ActionCard({
  title,
  lead,
  children,
  testId,
}: {
  title: string
  lead?: string
  children: ReactNode
  testId: string
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid={testId}
    >
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {title}
      </h3>
      {lead ? <p className="mt-1 text-sm text-slate-700">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** The two buttons of a confirmation step: do it, or step back. */
export function ConfirmStep({
  question,
  yes,
  busy,
  busyLabel,
  no,
  onYes,
  onNo,
}: {
  question: string
  yes: string
  busy: boolean
  busyLabel: string
  no: string
  onYes: () => void
  onNo: () => void
}) {
  return (
    <div role="group" aria-label={question} className="rounded-lg bg-slate-50 p-4">
      <p className="text-sm font-semibold text-slate-900">{question}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onYes} disabled={busy}>
          {busy ? busyLabel : yes}
        </Button>
        <Button variant="outline" size="sm" onClick={onNo} disabled={busy}>
          {no}
        </Button>
      </div>
    </div>
  )
}
