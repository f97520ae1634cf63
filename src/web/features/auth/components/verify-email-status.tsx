import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { verifyEmailMessages } from '#shared/messages.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { NetworkError } from '#web/lib/api-client.ts'
import { useRefreshSession, useSession } from '#web/lib/session.ts'
import { paths } from '#web/paths.ts'
import { useVerifyEmail } from '../api/verify-email.ts'
import { VERIFY_REDIRECT_DELAY_MS } from '../constants.ts'
import { failureText } from '../failure-text.ts'
import { authPageMessages } from '../messages.ts'
import { LoginForm } from './login-form.tsx'
import { ResendVerification } from './resend-verification.tsx'

/** 'Go to Home' and 'Contact Support' (spec part 2 §2 /verify-email, error state). */
export function VerifyErrorActions() {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row">
      <LinkButton to={paths.home.getHref()} variant="primary">
        {verifyEmailMessages.goToHome}
      </LinkButton>
      <LinkButton to={paths.contact.getHref()} variant="outline">
        {verifyEmailMessages.contactSupport}
      </LinkButton>
    </div>
  )
}

function errorText(error: unknown) {
  if (error instanceof NetworkError) return verifyEmailMessages.networkError
  return failureText(error, verifyEmailMessages.failed, verifyEmailMessages.failed)
}

/**
 * Sends GET /api/verify-email/{token} exactly once per token. The token is single-use,
 * so the request must not repeat when React's strict mode runs the effect twice.
 */
function useVerifyOnce(token: string) {
  const verify = useVerifyEmail()
  const sentFor = useRef<string | null>(null)
  const { mutate } = verify
  useEffect(() => {
    if (sentFor.current === token) return
    sentFor.current = token
    mutate(token)
  }, [token, mutate])
  return verify
}

/** The verifying → success | error states of a link from the verification email. */
export function VerifyEmailStatus({ token }: { token: string }) {
  const verify = useVerifyOnce(token)
  const refreshSession = useRefreshSession()
  const session = useSession()
  const navigate = useNavigate()
  const verified = verify.isSuccess
  const signedIn = session.status === 'signed-in'

  useEffect(() => {
    if (verified) void refreshSession() // email_verified has changed
  }, [verified, refreshSession])

  useEffect(() => {
    // Without a session here (the link opened in a phone's mail app), /profile would only
    // show the sign-in gate: the page offers the sign-in itself instead.
    if (!verified || !signedIn) return
    const timer = window.setTimeout(() => {
      void navigate(paths.profile.getHref())
    }, VERIFY_REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [verified, signedIn, navigate])

  return (
    <>
      <div role="status" data-testid="verify-email-status" data-state={verify.status}>
        {verify.isSuccess ? (
          <Alert tone="success">
            <p>{verify.data.message || verifyEmailMessages.verified}</p>
            {verify.data.awaiting_guardian_consent ? (
              <p className="mt-1" data-testid="verify-email-awaiting-guardian">
                {verifyEmailMessages.awaitingGuardian}
              </p>
            ) : null}
          </Alert>
        ) : verify.isError ? (
          <Alert tone="error">{errorText(verify.error)}</Alert>
        ) : (
          <p className="flex items-center gap-3 font-medium text-slate-700">
            <Spinner className="size-5 text-brand-700" />
            {authPageMessages.verifying}
          </p>
        )}
      </div>
      {verify.isSuccess ? (
        signedIn ? (
          <>
            <p className="mt-4 text-sm text-slate-600">Taking you to your profile...</p>
            <LinkButton to={paths.profile.getHref()} variant="primary" className="mt-6">
              {verifyEmailMessages.continueToProfile}
            </LinkButton>
          </>
        ) : session.status === 'signed-out' ? (
          <section
            aria-labelledby="verified-sign-in"
            className="mt-6"
            data-testid="verified-sign-in"
          >
            <h2 id="verified-sign-in" className="mb-4 font-semibold text-slate-900">
              {verifyEmailMessages.signInToContinue}
            </h2>
            <LoginForm email={verify.data.email} next={paths.profile.getHref()} />
          </section>
        ) : null
      ) : null}
      {verify.isError ? (
        <>
          <VerifyErrorActions />
          <ResendVerification />
        </>
      ) : null}
    </>
  )
}
