import { useEffect, useRef, useState, type FormEvent } from 'react'
import { AcceptQuoteInputSchema } from '#shared/schemas/quotes.ts'
import type { PublicQuote } from '#shared/schemas/quotes.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError, NetworkError } from '#web/lib/api-client.ts'
import { useDecideQuote } from './api/quote.ts'
import { quotePageMessages as m } from './messages.ts'

function failureText(error: unknown) {
  if (error instanceof NetworkError) return m.networkError
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage
  return m.failed
}

type Step = 'choose' | 'accept' | 'decline'

/**
 * Accept (with the accepting person's name) or decline (with an optional reason). Each
 * asks once more before it sends, since the answer is final.
 */
export function QuoteDecision({
  token,
  quote,
  onDecided,
}: {
  token: string
  quote: PublicQuote
  onDecided: (outcome: 'accepted' | 'declined') => void
}) {
  const decide = useDecideQuote(token)
  const [step, setStep] = useState<Step>('choose')
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string>()
  const [reason, setReason] = useState('')
  const nameRef = useRef<HTMLInputElement>(null)
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  // The field the chosen answer asks for takes the focus, so a keyboard or screen reader
  // lands where the next step is.
  useEffect(() => {
    if (step === 'accept') nameRef.current?.focus()
    if (step === 'decline') reasonRef.current?.focus()
  }, [step])

  const submitAccept = async (event: FormEvent) => {
    event.preventDefault()
    if (decide.isPending) return
    const parsed = AcceptQuoteInputSchema.safeParse({ name })
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message)
      return
    }
    try {
      await decide.mutateAsync({ outcome: 'accept', body: parsed.data })
      onDecided('accepted')
    } catch (error) {
      console.warn('Accepting the quote failed:', error)
      if (error instanceof ApiError && error.fields?.name) setNameError(error.fields.name)
    }
  }

  const submitDecline = async (event: FormEvent) => {
    event.preventDefault()
    if (decide.isPending) return
    try {
      await decide.mutateAsync({ outcome: 'decline', body: { reason } })
      onDecided('declined')
    } catch (error) {
      console.warn('Declining the quote failed:', error)
    }
  }

  const failure =
    decide.isError && !(decide.error instanceof ApiError && decide.error.fields?.name)
      ? failureText(decide.error)
      : null

  return (
    <section aria-labelledby="quote-decision" className="border-t border-slate-200 pt-5">
      <h2 id="quote-decision" className="text-lg font-bold text-slate-900">
        {m.decisionHeading}
      </h2>
      <p className="mt-1 text-slate-700">{m.decisionLead}</p>
      <div role="alert" className="mt-4 empty:hidden">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </div>
      {step === 'choose' ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="primary" size="lg" onClick={() => setStep('accept')}>
            {m.accept}
          </Button>
          <Button variant="outline" size="lg" onClick={() => setStep('decline')}>
            {m.decline}
          </Button>
        </div>
      ) : null}
      {step === 'accept' ? (
        <form className="mt-4 space-y-4" noValidate onSubmit={(event) => void submitAccept(event)}>
          <Input
            label={m.nameLabel}
            name="name"
            autoComplete="name"
            ref={nameRef}
            value={name}
            hint={m.nameHint(quote.organisation)}
            error={nameError}
            onChange={(event) => {
              setName(event.target.value)
              setNameError(undefined)
            }}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" variant="primary" size="lg" disabled={decide.isPending}>
              {decide.isPending ? (
                <>
                  <Spinner className="size-4" />
                  {m.accepting}
                </>
              ) : (
                m.confirmAccept
              )}
            </Button>
            <Button variant="ghost" size="lg" onClick={() => setStep('choose')}>
              {m.cancel}
            </Button>
          </div>
        </form>
      ) : null}
      {step === 'decline' ? (
        <form className="mt-4 space-y-4" noValidate onSubmit={(event) => void submitDecline(event)}>
          <Textarea
            label={m.reasonLabel}
            name="reason"
            ref={reasonRef}
            rows={3}
            maxLength={1000}
            value={reason}
            hint={m.reasonHint}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" variant="danger" size="lg" disabled={decide.isPending}>
              {decide.isPending ? (
                <>
                  <Spinner className="size-4" />
                  {m.declining}
                </>
              ) : (
                m.confirmDecline
              )}
            </Button>
            <Button variant="ghost" size="lg" onClick={() => setStep('choose')}>
              {m.cancel}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  )
}
