import { loginMessages } from '#shared/messages.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useGoogleRedirectUrl } from '../api/get-google-redirect-url.ts'
import { failureText } from '../failure-text.ts'
import { authPageMessages } from '../messages.ts'

const GoogleMark = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
    <path
      fill="#4285F4"
      d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
    />
    <path
      fill="#34A853"
      d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
    />
    <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
    <path
      fill="#EA4335"
      d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
    />
  </svg>
)

/**
 * 'Continue with Google' (D6, D7): asks the server for the provider's address, then
 * leaves for it. Shown only when GET /api/config says Google sign-in is configured.
 */
export function GoogleSignInButton({ onError }: { onError: (message: string) => void }) {
  const redirect = useGoogleRedirectUrl()
  const busy = redirect.isPending || redirect.isSuccess

  const start = () => {
    redirect.mutate(undefined, {
      onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
      onError: (error) =>
        onError(failureText(error, authPageMessages.googleFailed, authPageMessages.googleFailed)),
    })
  }

  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      disabled={busy}
      onClick={start}
      data-testid="google-sign-in"
    >
      {busy ? <Spinner className="size-4" /> : <GoogleMark />}
      {busy ? authPageMessages.redirectingToGoogle : loginMessages.continueWithGoogle}
    </Button>
  )
}
