import { useState, type ReactNode } from 'react'
import { useParams } from 'react-router'
import { labelOf } from '#shared/options.ts'
import { quoteStatuses, type QuoteStatus } from '#shared/quotes.ts'
import { formatSastDateTime, formatSastLongDate } from '#shared/sast.ts'
import type { PublicQuote } from '#shared/schemas/quotes.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { FileTextIcon } from '#web/components/ui/icons.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError, NetworkError } from '#web/lib/api-client.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { useQuote } from './api/quote.ts'
import { QuoteDecision } from './quote-decision.tsx'
import { QuoteDocument } from './quote-document.tsx'
import { quotePageMessages as m } from './messages.ts'

const badgeTones: Record<QuoteStatus, string> = {
  sent: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
  withdrawn: 'bg-slate-200 text-slate-800',
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container className="py-8 sm:py-14">
      <Card className="mx-auto w-full max-w-3xl p-5 sm:p-10">{children}</Card>
    </Container>
  )
}

function Heading({ title, eyebrow }: { title: string; eyebrow?: ReactNode }) {
  return (
    <div className="flex items-start gap-4">
      <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex">
        <FileTextIcon className="size-6" />
      </span>
      <div className="min-w-0">
        {eyebrow}
        <h1 className="text-2xl font-bold tracking-tight text-balance text-brand-900 sm:text-3xl">
          {title}
        </h1>
      </div>
    </div>
  )
}

/** Where the quote stands, once it is no longer waiting for an answer. */
function StateNotice({ quote, justDecided }: { quote: PublicQuote; justDecided: boolean }) {
  const when = quote.decided_at ? formatSastDateTime(quote.decided_at) : ''
  switch (quote.status) {
    case 'accepted':
      return (
        <Alert tone="success">
          {justDecided ? <p className="font-semibold">{m.acceptedNow}</p> : null}
          <p>{m.accepted(quote.accepted_name ?? '', when)}</p>
        </Alert>
      )
    case 'declined':
      return <Alert tone="info">{justDecided ? m.declinedNow : m.declined(when)}</Alert>
    case 'expired':
      return <Alert tone="error">{m.expired(formatSastLongDate(quote.valid_until))}</Alert>
    case 'withdrawn':
      return <Alert tone="error">{m.withdrawn}</Alert>
    default:
      return null
  }
}

function QuoteView({ token, quote }: { token: string; quote: PublicQuote }) {
  const [justDecided, setJustDecided] = useState(false)
  const open = quote.status === 'sent'
  return (
    <Frame>
      <Heading
        title={m.heading(quote.organisation)}
        eyebrow={
          <p className="mb-1 flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-600">
            <span className="font-mono">{m.eyebrow(quote.number, quote.reference)}</span>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeTones[quote.status]}`}
              data-testid="quote-status"
            >
              {labelOf(quoteStatuses, quote.status)}
            </span>
          </p>
        }
      />
      <div role="status" aria-live="polite" className="mt-5 empty:hidden">
        {open ? null : <StateNotice quote={quote} justDecided={justDecided} />}
      </div>
      <div className="mt-6">
        <QuoteDocument quote={quote} />
      </div>
      {open ? (
        <div className="mt-5">
          <QuoteDecision token={token} quote={quote} onDecided={() => setJustDecided(true)} />
        </div>
      ) : null}
      {quote.status === 'expired' || quote.status === 'withdrawn' || quote.status === 'declined' ? (
        <div className="mt-6">
          <LinkButton to={paths.contact.getHref()} variant="outline" size="lg">
            {m.contact}
          </LinkButton>
        </div>
      ) : null}
    </Frame>
  )
}

/**
 * /quotes/{token}: the page behind the link in a quote's mail (issue 27). Opening it changes
 * nothing (mail scanners follow links); the school accepts or declines on its buttons. Not
 * prerendered and marked noindex by the server, like every one-time link.
 */
function QuotePage() {
  usePageTitle(m.title)
  const token = useParams().token ?? ''
  const quote = useQuote(token)

  if (quote.isPending) {
    return (
      <Frame>
        <Heading title={m.title} />
        <div role="status" className="mt-6 flex items-center gap-2 text-slate-700">
          <Spinner className="size-4" />
          {m.loading}
        </div>
      </Frame>
    )
  }
  if (quote.isError) {
    const error = quote.error
    const notFound = error instanceof ApiError && error.status === 404
    return (
      <Frame>
        <Heading title={notFound ? m.notFoundTitle : m.title} />
        <div role="alert" className="mt-6" data-testid="quote-error">
          <Alert tone="error">
            {error instanceof NetworkError
              ? m.networkError
              : error instanceof ApiError && error.serverMessage
                ? error.serverMessage
                : m.failed}
          </Alert>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <LinkButton to={paths.contact.getHref()} variant="primary" size="lg">
            {m.contact}
          </LinkButton>
          <LinkButton to={paths.home.getHref()} variant="outline" size="lg">
            {m.home}
          </LinkButton>
        </div>
      </Frame>
    )
  }
  return <QuoteView token={token} quote={quote.data} />
}

export { QuotePage as Component }
