import type { UseMutationResult } from '@tanstack/react-query'
import type { MessageResponse } from '#shared/schemas/common.ts'
import { useSearchParams } from 'react-router'
import { newsletterMessages } from '#shared/messages.ts'
import {
  NewsletterTokenInputSchema,
  type NewsletterTokenInput,
} from '#shared/schemas/newsletter.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError, NetworkError } from '#web/lib/api-client.ts'
import { paths } from '#web/paths.ts'

function failureText(error: unknown) {
  if (error instanceof NetworkError) return newsletterMessages.networkError
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage
  return newsletterMessages.invalidLink
}

/**
 * The page behind a link in a newsletter email: it reads `?token=` and changes nothing
 * until the reader presses the button, which POSTs the token (mail scanners follow
 * links with GET; a GET must never change state).
 */
export function NewsletterTokenAction({
  title,
  lead,
  buttonLabel,
  pendingLabel,
  mutation,
}: {
  title: string
  lead: string
  buttonLabel: string
  pendingLabel: string
  mutation: UseMutationResult<MessageResponse, Error, NewsletterTokenInput>
}) {
  const [searchParams] = useSearchParams()
  const parsed = NewsletterTokenInputSchema.safeParse({ token: searchParams.get('token') ?? '' })
  const token = parsed.success ? parsed.data.token : null
  const done = mutation.isSuccess

  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-16">
      <Card className="w-full max-w-xl">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-slate-700">{lead}</p>

        <div
          role="status"
          aria-live="polite"
          className="mt-6 empty:hidden"
          data-testid="newsletter-token-status"
        >
          {token === null ? <Alert tone="error">{newsletterMessages.invalidLink}</Alert> : null}
          {mutation.isSuccess ? <Alert tone="success">{mutation.data.message}</Alert> : null}
          {mutation.isError ? <Alert tone="error">{failureText(mutation.error)}</Alert> : null}
        </div>

        <div className="mt-6 flex flex-wrap gap-3">
          {token !== null && !done ? (
            <Button
              variant="primary"
              size="lg"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate({ token })}
            >
              {mutation.isPending ? (
                <>
                  <Spinner className="size-4" />
                  {pendingLabel}
                </>
              ) : (
                buttonLabel
              )}
            </Button>
          ) : null}
          <LinkButton to={paths.home.getHref()} variant="outline" size="lg">
            Go to the home page
          </LinkButton>
        </div>
      </Card>
    </Container>
  )
}
