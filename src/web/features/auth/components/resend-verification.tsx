import { accountMessages, verifyEmailMessages } from '#shared/messages.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSession } from '#web/lib/session.ts'
import { useResendVerification } from '#web/components/account-notices/resend-verification.ts'
import { failureText } from '../failure-text.ts'
import { authPageMessages } from '../messages.ts'

/**
 * 'Resend verification email' (D8), offered only to a signed-in user whose email is not
 * verified yet; the server's answer is shown under it.
 */
export function ResendVerification() {
  const session = useSession()
  const resend = useResendVerification()
  if (session.status !== 'signed-in' || session.user.email_verified) return null

  return (
    <div className="mt-6 border-t border-slate-200 pt-6" data-testid="resend-verification">
      <p className="text-sm text-slate-700">
        Signed in as <strong className="break-words">{session.user.email}</strong>. No email, or has
        the link expired? We can send you a new one.
      </p>
      {resend.isSuccess ? null : (
        <Button
          variant="outline"
          className="mt-4 w-full sm:w-auto"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? (
            <>
              <Spinner className="size-4" />
              {authPageMessages.resending}
            </>
          ) : (
            verifyEmailMessages.resend
          )}
        </Button>
      )}
      <div role="status" className="mt-4 empty:hidden" data-testid="resend-status">
        {resend.isSuccess ? (
          <Alert tone="success">{resend.data.message || accountMessages.verificationSent}</Alert>
        ) : null}
        {resend.isError ? (
          <Alert tone="error">
            {failureText(
              resend.error,
              authPageMessages.resendFailed,
              authPageMessages.resendFailed,
            )}
          </Alert>
        ) : null}
      </div>
    </div>
  )
}
