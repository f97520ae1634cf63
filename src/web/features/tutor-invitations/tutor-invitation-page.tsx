import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { GraduationCapIcon } from '#web/components/ui/icons.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError, NetworkError } from '#web/lib/api-client.ts'
import { useBusinessName } from '#web/lib/public-config.ts'
import { useSession } from '#web/lib/session.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { useAcceptTutorInvitation, useTutorInvitation } from './api/tutor-invitation.ts'
import { tutorInvitationPageMessages as m } from './messages.ts'

function failureText(error: unknown) {
  if (error instanceof NetworkError) return m.networkError
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage
  return m.failed
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-10 sm:py-16">
      <Card className="w-full max-w-2xl p-5 sm:p-8">
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <GraduationCapIcon className="size-6" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{m.title}</h1>
        {children}
      </Card>
    </Container>
  )
}

/** What the signed-in (or signed-out) visitor can do with an open invitation. */
function AcceptStep({ token, email }: { token: string; email: string }) {
  const session = useSession()
  const accept = useAcceptTutorInvitation(token)
  const here = paths.tutorInvitation.getHref(token)

  if (session.status === 'pending') {
    return (
      <div role="status" className="mt-6 flex items-center gap-2 text-slate-700">
        <Spinner className="size-4" />
        {m.loading}
      </div>
    )
  }
  if (session.status === 'signed-out') {
    return (
      <>
        <p className="mt-4 text-slate-700">{m.signInFirst(email)}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <LinkButton to={paths.login.getHref(here)} variant="primary" size="lg">
            {m.signIn}
          </LinkButton>
          <LinkButton to={paths.register.getHref(email)} variant="outline" size="lg">
            {m.register}
          </LinkButton>
        </div>
      </>
    )
  }
  const user = session.user
  if (!accept.isSuccess && user.email.toLowerCase() !== email.toLowerCase()) {
    return (
      <>
        <Alert tone="error" className="mt-6">
          {m.wrongAccount(user.email, email)}
        </Alert>
        <div className="mt-6">
          <LinkButton to={paths.login.getHref(here)} variant="outline" size="lg">
            {m.otherAccount}
          </LinkButton>
        </div>
      </>
    )
  }
  if (!user.email_verified) {
    return (
      <Alert tone="error" className="mt-6">
        {m.unverified}
      </Alert>
    )
  }
  return (
    <>
      <div role="status" aria-live="polite" className="mt-6 empty:hidden">
        {accept.isSuccess ? (
          <Alert tone="success">
            {accept.data.message} {m.accepted}
          </Alert>
        ) : null}
      </div>
      <div role="alert" className="mt-4 empty:hidden">
        {accept.isError ? <Alert tone="error">{failureText(accept.error)}</Alert> : null}
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {accept.isSuccess ? (
          <LinkButton to={paths.tutorPortal.getHref()} variant="primary" size="lg">
            {m.toPortal}
          </LinkButton>
        ) : (
          <Button
            variant="primary"
            size="lg"
            disabled={accept.isPending}
            onClick={() => accept.mutate()}
          >
            {accept.isPending ? (
              <>
                <Spinner className="size-4" />
                {m.accepting}
              </>
            ) : (
              m.accept
            )}
          </Button>
        )}
      </div>
    </>
  )
}

/**
 * D25: the page behind the link in a tutor's invitation mail. Opening it changes nothing
 * (mail scanners follow links): it shows who is invited as which tutor, asks a visitor to
 * sign in or register with the invited address, and accepts only on the button.
 */
function TutorInvitationPage() {
  usePageTitle(m.title)
  const businessName = useBusinessName()
  const token = useParams().token ?? ''
  const invitation = useTutorInvitation(token)

  if (invitation.isPending) {
    return (
      <Frame>
        <div role="status" className="mt-6 flex items-center gap-2 text-slate-700">
          <Spinner className="size-4" />
          {m.loading}
        </div>
      </Frame>
    )
  }
  if (invitation.isError) {
    return (
      <Frame>
        <div role="alert" className="mt-6" data-testid="tutor-invitation-error">
          <Alert tone="error">{failureText(invitation.error)}</Alert>
        </div>
        <div className="mt-6">
          <LinkButton to={paths.home.getHref()} variant="outline" size="lg">
            {m.home}
          </LinkButton>
        </div>
      </Frame>
    )
  }
  const { tutor_name: tutorName, email } = invitation.data
  return (
    <Frame>
      <div className="mt-4 space-y-3 text-pretty text-slate-700">
        <p className="text-lg font-semibold text-slate-900">{m.invited(tutorName, businessName)}</p>
        <p>{m.sentTo(email)}</p>
        <p>{m.portalIs}</p>
      </div>
      <AcceptStep token={token} email={email} />
    </Frame>
  )
}

export { TutorInvitationPage as Component }
