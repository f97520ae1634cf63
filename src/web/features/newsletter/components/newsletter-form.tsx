import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { newsletterMessages } from '#shared/messages.ts'
import { NewsletterSubscribeInputSchema } from '#shared/schemas/newsletter.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError, NetworkError } from '#web/lib/api-client.ts'
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts'

type FormInput = z.input<typeof NewsletterSubscribeInputSchema>
type FormOutput = z.output<typeof NewsletterSubscribeInputSchema>
type Result = { tone: 'success' | 'error'; text: string }

function failureText(error: unknown) {
  if (error instanceof NetworkError) return newsletterMessages.networkError
  if (error instanceof ApiError) return error.serverMessage ?? newsletterMessages.failed
  return newsletterMessages.failed
}

/**
 * Newsletter signup (spec part 1 §4, §5, §8; D22 double opt-in). The optional name
 * field appears once the email field is focused or filled, and hides again after a
 * success; the server's answer is shown in a live region.
 */
export function NewsletterForm() {
  const subscribe = useSubscribeNewsletter()
  const [nameRevealed, setNameRevealed] = useState(false)
  const [result, setResult] = useState<Result | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(NewsletterSubscribeInputSchema),
    defaultValues: { email: '', name: '' },
  })
  const email = useWatch({ control, name: 'email' })
  const showName = nameRevealed || email !== ''
  const submitting = subscribe.isPending

  const onSubmit = async (values: FormOutput) => {
    setResult(null)
    try {
      const answer = await subscribe.mutateAsync(values)
      setResult({ tone: 'success', text: answer.message })
      reset({ email: '', name: '' })
      setNameRevealed(false)
    } catch (error) {
      setResult({ tone: 'error', text: failureText(error) })
    }
  }

  const emailField = register('email')

  return (
    <form
      noValidate
      aria-label="Newsletter signup"
      data-testid="newsletter-form"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input
          {...emailField}
          label="Email address"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          tone="dark"
          error={errors.email?.message}
          onFocus={() => setNameRevealed(true)}
          className="flex-1"
        />
        <Button
          type="submit"
          variant="accent"
          disabled={email === '' || submitting}
          className="sm:mt-[1.625rem] sm:w-36"
        >
          {submitting ? (
            <>
              <Spinner className="size-4" />
              {newsletterMessages.submitting}
            </>
          ) : (
            'Subscribe'
          )}
        </Button>
      </div>
      {showName ? (
        <Input
          {...register('name')}
          label="Name (optional)"
          autoComplete="name"
          tone="dark"
          maxLength={100}
          error={errors.name?.message}
          className="mt-3"
        />
      ) : null}
      <div role="status" aria-live="polite" data-testid="newsletter-status">
        {result ? (
          <Alert tone={result.tone} className="mt-3">
            {result.text}
          </Alert>
        ) : null}
      </div>
    </form>
  )
}
