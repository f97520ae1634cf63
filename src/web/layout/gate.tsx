import { useEffect } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { LockIcon } from '#web/components/ui/icons.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { gateMessages } from '#shared/messages.ts'
import { GATE_REDIRECT_DELAY_MS } from '#web/lib/constants.ts'
import { useSession } from '#web/lib/session.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function GateLoading() {
  return (
    <Container className="flex min-h-[calc(100dvh-4rem)] items-center justify-center py-16">
      <p
        role="status"
        data-testid="gate-loading"
        className="flex items-center gap-3 text-lg font-medium text-slate-700"
      >
        <Spinner className="size-6 text-brand-700" />
        {gateMessages.loading}
      </p>
    </Container>
  )
}

function GateWelcome() {
  const location = useLocation()
  const navigate = useNavigate()
  const loginHref = paths.login.getHref(`${location.pathname}${location.search}`)
  usePageTitle('Sign in required')

  // D7: once it is known that nobody is signed in, go to the login page by itself.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void navigate(loginHref, { replace: true })
    }, GATE_REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [navigate, loginHref])

  return (
    <Container className="flex min-h-[calc(100dvh-4rem)] items-center justify-center py-16">
      <Card className="w-full max-w-lg text-center" data-testid="gate-welcome">
        <h1 className="sr-only">Sign in required</h1>
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <LockIcon className="size-7" />
        </span>
        <p className="text-lg font-medium text-pretty text-slate-800">{gateMessages.welcome}</p>
        <LinkButton
          to={loginHref}
          replace
          variant="primary"
          size="lg"
          className="mt-7 w-full sm:w-auto"
          data-testid="gate-sign-in"
        >
          {gateMessages.signInButton}
        </LinkButton>
        <p className="mt-6 text-sm text-slate-600">{gateMessages.joinLine}</p>
      </Card>
    </Container>
  )
}

/**
 * Wraps every route that needs a signed-in user (and every unknown path): pending →
 * loading message; signed out → welcome card, then /login?next=<path> after 2 s;
 * signed in → the page.
 */
export function Gate() {
  const session = useSession()
  if (session.status === 'pending') return <GateLoading />
  if (session.status === 'signed-out') return <GateWelcome />
  return <Outlet />
}
