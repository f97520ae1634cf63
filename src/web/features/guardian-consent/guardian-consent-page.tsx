import { Link, useSearchParams } from 'react-router'
import { formatSastLongDate } from '#shared/sast.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { ShieldIcon } from '#web/components/ui/icons.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError, NetworkError } from '#web/lib/api-client.ts'
import { useBusinessName } from '#web/lib/public-config.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { useGuardianConsent } from './api/get-guardian-consent.ts'
import { useGiveGuardianConsent } from './api/give-guardian-consent.ts'
import { guardianConsentMessages } from './messages.ts'

function failureText(error: unknown) {
  if (error instanceof NetworkError) return guardianConsentMessages.networkError
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage
  return guardianConsentMessages.failed
}

const linkClass =
  'font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline'

/**
 * D23: the page behind the link in the consent email sent to a high-school student's parent
 * or guardian. Opening the link changes nothing (mail scanners follow links); consent is
 * given by pressing the button, which POSTs the token. The page names the learner who asks
 * (issue 26) and what consenting allows.
 */
function GuardianConsentPage() {
  usePageTitle(guardianConsentMessages.title)
  const businessName = useBusinessName()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() || null
  const request = useGuardianConsent(token)
  const consent = useGiveGuardianConsent()
  const learner = request.data
  const given = consent.isSuccess || Boolean(learner?.consented_at)
  const they = learner?.learner_name ?? 'they'

  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-10 sm:py-16">
      <Card className="w-full max-w-2xl p-5 sm:p-8">
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ShieldIcon className="size-6" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {guardianConsentMessages.title}
        </h1>
        <div className="mt-4 space-y-3 text-pretty text-slate-700">
          {learner ? (
            <p data-testid="guardian-consent-learner">
              <strong className="text-slate-900">{learner.learner_name}</strong>
              {learner.student_level ? ` (${learner.student_level})` : ''} has registered for a
              tutoring account with {businessName} and gave this email address as their parent's or
              guardian's.
            </p>
          ) : (
            <p>
              A student has registered for a tutoring account with {businessName} and gave this
              email address as their parent's or guardian's.
            </p>
          )}
          <p>
            Because they are under 18, South African privacy law (POPIA) needs your consent before
            we process their personal information. Consenting allows {they} to:
          </p>
          <ul className="list-disc space-y-1 pl-6" data-testid="guardian-consent-allows">
            {guardianConsentMessages.allows.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            Without it they can sign in and set up a profile, but not book. We use their details
            only to arrange and run their tutoring. Read our{' '}
            <Link to={paths.privacy.getHref()} className={linkClass}>
              Privacy Policy
            </Link>
            . If you did not expect this email, you can ignore it or{' '}
            <Link to={paths.contact.getHref()} className={linkClass}>
              contact us
            </Link>
            .
          </p>
        </div>

        <div
          role="status"
          aria-live="polite"
          className="mt-6 empty:hidden"
          data-testid="guardian-consent-status"
        >
          {token === null ? (
            <Alert tone="error">{guardianConsentMessages.invalidLink}</Alert>
          ) : null}
          {request.isPending && token !== null ? (
            <p className="flex items-center gap-2 text-slate-700">
              <Spinner className="size-4" /> {guardianConsentMessages.loading}
            </p>
          ) : null}
          {request.isError && !consent.isSuccess ? (
            <Alert tone="error">{failureText(request.error)}</Alert>
          ) : null}
          {consent.isSuccess ? (
            <Alert tone="success">{consent.data.message || guardianConsentMessages.recorded}</Alert>
          ) : learner?.consented_at ? (
            <Alert tone="success">
              {guardianConsentMessages.alreadyGiven(formatSastLongDate(learner.consented_at))}
            </Alert>
          ) : null}
          {consent.isError ? <Alert tone="error">{failureText(consent.error)}</Alert> : null}
        </div>

        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {learner && !given ? (
            <Button
              variant="primary"
              size="lg"
              disabled={consent.isPending}
              onClick={() => consent.mutate({ token: token ?? '' })}
            >
              {consent.isPending ? (
                <>
                  <Spinner className="size-4" />
                  {guardianConsentMessages.pending}
                </>
              ) : (
                guardianConsentMessages.button
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

export { GuardianConsentPage as Component }
