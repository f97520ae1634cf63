import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { formatZar, randToCents } from '#shared/money.ts'
import { labelOf } from '#shared/options.ts'
import {
  formatQuoteAmount,
  quoteMessages,
  quoteStatuses,
  type QuoteKind,
  type QuoteStatus,
} from '#shared/quotes.ts'
import { formatSastDateTime, formatSastLongDate, todayInSast } from '#shared/sast.ts'
import type { AdminQuote, QuotedItems } from '#shared/schemas/quotes.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useQuotes, useSendQuote } from './api/quotes.ts'
import { quotePanelMessages as t } from './messages.ts'
import { WithdrawQuote } from './withdraw-quote.tsx'

const DAY_MS = 24 * 60 * 60 * 1000

/** Two weeks from today (SAST): a quote's usual validity, read once when the form opens. */
const defaultValidUntil = () => todayInSast(new Date(Date.now() + 14 * DAY_MS))

const tones: Record<QuoteStatus, string> = {
  sent: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-800',
  withdrawn: 'bg-slate-200 text-slate-800',
}

function QuoteBadge({ status }: { status: QuoteStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
      data-testid="quote-status"
    >
      {labelOf(quoteStatuses, status)}
    </span>
  )
}

function Lines({ items }: { items: QuotedItems }) {
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
      {items.lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="text-slate-700">{line.label}</dt>
          <dd className="text-right text-slate-900 tabular-nums">
            {formatQuoteAmount(line.amount_cents)}
          </dd>
        </div>
      ))}
      <dt className="font-semibold text-slate-900">{t.total}</dt>
      <dd className="text-right font-semibold text-slate-900 tabular-nums">
        {formatZar(items.total_cents)}
      </dd>
    </dl>
  )
}

function QuoteFacts({ quote }: { quote: AdminQuote }) {
  const rows: [string, ReactNode][] = [
    [t.sentAt, `${formatSastDateTime(quote.sent_at)}${quote.sent_by ? ` · ${quote.sent_by}` : ''}`],
    [t.sentTo, quote.sent_to],
    [t.validUntil, formatSastLongDate(quote.valid_until)],
  ]
  if (quote.accepted_name) rows.push([t.acceptedBy, quote.accepted_name])
  if (quote.status === 'declined') rows.push([t.declineReason, quote.decline_reason ?? t.noReason])
  if (quote.decided_at) rows.push([t.decidedAt, formatSastDateTime(quote.decided_at)])
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function CurrentQuote({ kind, id, quote }: { kind: QuoteKind; id: string; quote: AdminQuote }) {
  return (
    <div className="mt-4 space-y-3 rounded-xl bg-slate-50 p-4" data-testid="current-quote">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
        {t.current}: {t.quoteNumber(quote.number)} <QuoteBadge status={quote.status} />
      </p>
      <Lines items={quote.items} />
      <QuoteFacts quote={quote} />
      {/* Keyed by the quote: its "withdrawn" message stays once the list has reloaded. */}
      <WithdrawQuote key={quote.id} kind={kind} id={id} quote={quote} />
    </div>
  )
}

type Failure = Partial<
  Record<'amount_cents' | 'reason' | 'valid_until' | 'message' | 'form', string>
>

function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError) || error.status >= 500) return { form: t.sendFailed }
  if (error.fields && Object.keys(error.fields).length > 0) return error.fields
  return { form: error.serverMessage ?? t.sendFailed }
}

function SendQuoteForm({
  kind,
  id,
  estimate,
  open,
}: {
  kind: QuoteKind
  id: string
  estimate: QuotedItems
  open: AdminQuote | undefined
}) {
  const send = useSendQuote(kind, id)
  const [amount, setAmount] = useState(String(estimate.total_cents / 100))
  const [reason, setReason] = useState('')
  const [validUntil, setValidUntil] = useState(defaultValidUntil)
  const [message, setMessage] = useState('')
  const [failure, setFailure] = useState<Failure>({})
  const [sent, setSent] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (send.isPending) return
    setFailure({})
    setSent(false)
    const rand = Number(amount.replace(/[\s,R]/g, ''))
    if (!amount.trim() || !Number.isFinite(rand)) {
      setFailure({ amount_cents: quoteMessages.amountInvalid })
      return
    }
    const cents = randToCents(rand)
    // Asked here before the server does: the school reads the reason beside the amount.
    if (cents !== estimate.total_cents && !reason.trim()) {
      setFailure({ reason: quoteMessages.reasonRequired })
      return
    }
    try {
      await send.mutateAsync({
        amount_cents: cents,
        ...(cents === estimate.total_cents ? {} : { reason }),
        valid_until: validUntil,
        message,
      })
      setSent(true)
      setReason('')
      setMessage('')
    } catch (error) {
      console.warn('Sending the quote failed:', error)
      setFailure(failureOf(error))
    }
  }

  return (
    <form className="mt-4 space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Input
        label={t.amountLabel}
        inputMode="decimal"
        value={amount}
        hint={t.amountHint(formatZar(estimate.total_cents))}
        error={failure.amount_cents}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Input
        label={t.reasonLabel}
        value={reason}
        maxLength={500}
        hint={t.reasonHint}
        error={failure.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Input
        label={t.validUntilLabel}
        type="date"
        min={todayInSast()}
        value={validUntil}
        error={failure.valid_until}
        onChange={(event) => setValidUntil(event.target.value)}
      />
      <Textarea
        label={t.messageLabel}
        rows={3}
        maxLength={2000}
        value={message}
        error={failure.message}
        onChange={(event) => setMessage(event.target.value)}
      />
      {open ? <p className="text-sm text-slate-700">{t.replaces(open.number)}</p> : null}
      <div role="alert" className="empty:hidden">
        {failure.form ? <Alert tone="error">{failure.form}</Alert> : null}
      </div>
      <p role="status" className="text-sm font-semibold text-emerald-800 empty:hidden">
        {sent ? quoteMessages.sent : ''}
      </p>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t.sending : open ? t.sendNew : t.send}
      </Button>
    </form>
  )
}

/**
 * On a school booking's or workshop's page: the quote the school has (and its answer), the
 * earlier ones, and the form to send a new one, starting from the estimate.
 */
export function QuotePanel({ kind, id }: { kind: QuoteKind; id: string }) {
  const headingId = useId()
  const quotes = useQuotes(kind, id)
  let body: ReactNode
  if (quotes.isPending) {
    body = <p className="mt-4 text-sm text-slate-700">{t.loading}</p>
  } else if (quotes.isError) {
    body = (
      <Alert tone="error" className="mt-4">
        {t.loadFailed}
      </Alert>
    )
  } else {
    const [current, ...earlier] = quotes.data.quotes
    const { estimate } = quotes.data
    body = (
      <>
        {current ? <CurrentQuote kind={kind} id={id} quote={current} /> : null}
        {estimate ? (
          <>
            {current ? null : (
              <div className="mt-4 space-y-2">
                <p className="text-sm font-semibold text-slate-900">{t.estimate}</p>
                <p className="text-sm text-slate-700">{estimate.description}</p>
                <Lines items={estimate} />
              </div>
            )}
            <SendQuoteForm
              kind={kind}
              id={id}
              estimate={estimate}
              open={current?.status === 'sent' ? current : undefined}
            />
          </>
        ) : (
          <p className="mt-4 text-sm text-slate-700">{t.noEstimate}</p>
        )}
        {earlier.length > 0 ? (
          <details className="mt-4 text-sm">
            <summary className="cursor-pointer font-semibold text-slate-900">
              {t.earlier} ({earlier.length})
            </summary>
            <ul className="mt-2 space-y-2">
              {earlier.map((quote) => (
                <li key={quote.id} className="flex flex-wrap items-center gap-2">
                  {t.quoteNumber(quote.number)} · {formatZar(quote.amount_cents)} ·{' '}
                  {formatSastDateTime(quote.sent_at)} <QuoteBadge status={quote.status} />
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </>
    )
  }
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="quote-panel"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.lead}</p>
      {body}
    </section>
  )
}
