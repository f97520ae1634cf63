import { useLocation, useSearchParams } from 'react-router'
import { registrationMessages, verifyEmailMessages } from '#shared/messages.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { LinkButton } from '#web/components/ui/button.tsx'
import { MailIcon } from '#web/components/ui/icons.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AuthAside, AuthLayout } from './components/auth-layout.tsx'
import { ResendVerification } from './components/resend-verification.tsx'
import { VerifyEmailStatus, VerifyErrorActions } from './components/verify-email-status.tsx'
import { authPageMessages } from './messages.ts'

const unlocks = [
  'Booking tutoring sessions',
  'The mathematics library',
  'Workshops and events',
  'Personalised recommendations',
] as const

/** The email registration passed along as navigation state (spec part 2 §2 /register). */
function registeredEmail(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null
  return typeof state.email === 'string' && state.email ? state.email : null
}

/** Straight after registering: no token yet, so say where the link went. */
function CheckInbox({ email }: { email: string }) {
  return (
    <>
      <div role="status" data-testid="verify-email-status" data-state="check-inbox">
        <div className="flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-950">
          <MailIcon className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <h2 className="font-semibold">{authPageMessages.checkInboxTitle}</h2>
            <p className="mt-1">
              We have sent a verification link to{' '}
              <strong className="break-words" data-testid="verify-email-address">
                {email}
              </strong>
              . Open the link in that email to verify your account, then sign in.
            </p>
          </div>
        </div>
      </div>
      <LinkButton to={paths.login.getHref()} variant="primary" className="mt-6">
        {registrationMessages.goToLogin}
      </LinkButton>
    </>
  )
}

/** A link without its token (spec part 2 §8): the error at once, nothing is sent. */
function NoToken() {
  return (
    <>
      <div role="status" data-testid="verify-email-status" data-state="error">
        <Alert tone="error">{verifyEmailMessages.noToken}</Alert>
      </div>
      <VerifyErrorActions />
    </>
  )
}

function VerifyEmailPage() {
  usePageTitle('Verify your email')
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const token = searchParams.get('token')?.trim() || null
  const email = registeredEmail(location.state)

  return (
    <AuthLayout
      eyebrow="Account"
      title="Verify your email address"
      lead={
        <p data-testid="verify-email-expiry">
          We email you a link to confirm your address. {authPageMessages.linkExpiry}
        </p>
      }
      aside={<AuthAside title="Verifying your email unlocks" items={unlocks} />}
    >
      {token ? (
        <VerifyEmailStatus key={token} token={token} />
      ) : email ? (
        <CheckInbox email={email} />
      ) : (
        <NoToken />
      )}
      {token ? null : <ResendVerification />}
    </AuthLayout>
  )
}

export { VerifyEmailPage as Component }
