import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { accountMessages } from '#shared/messages.ts'
import { ForgotPasswordInputSchema } from '#shared/schemas/auth.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { NetworkError } from '#web/lib/api-client.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { useRequestPasswordReset } from './api/request-password-reset.ts'
import { AuthAside, AuthLayout } from './components/auth-layout.tsx'
import { FormErrorBanner } from './components/form-error-banner.tsx'
import { SubmitButton } from './components/submit-button.tsx'
import { failureText } from './failure-text.ts'
import { authPageMessages } from './messages.ts'

const notes = [
  'The link works once and expires after one hour',
  'Setting a new password signs you out on every other device',
  'No email? Check your spam folder, or contact us',
] as const

const linkClass =
  'font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline'

/** D9: ask for a reset link by email. The answer is the same whether or not the account exists. */
function ForgotPasswordPage() {
  usePageTitle('Reset your password')
  const request = useRequestPasswordReset()
  const [banner, setBanner] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const { register, handleSubmit, setFocus } = useForm<{ email: string }>({
    defaultValues: { email: '' },
  })

  const onSubmit = async (values: { email: string }) => {
    setBanner(null)
    setInvalid(false)
    const parsed = ForgotPasswordInputSchema.safeParse(values)
    if (!parsed.success) {
      setBanner(parsed.error.issues[0]?.message ?? authPageMessages.resetRequestFailed)
      setInvalid(true)
      setFocus('email')
      return
    }
    try {
      await request.mutateAsync(parsed.data)
    } catch (error) {
      setBanner(
        error instanceof NetworkError
          ? authPageMessages.networkError
          : failureText(
              error,
              authPageMessages.resetRequestFailed,
              authPageMessages.resetRequestFailed,
            ),
      )
    }
  }

  return (
    <AuthLayout
      eyebrow="Account help"
      title="Reset your password"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
      aside={<AuthAside title="Good to know" items={notes} />}
    >
      {request.isSuccess ? (
        <>
          <div role="status" data-testid="forgot-password-status">
            <Alert tone="success">{request.data.message || accountMessages.resetRequested}</Alert>
          </div>
          <LinkButton to={paths.login.getHref()} variant="primary" className="mt-6">
            Back to sign in
          </LinkButton>
        </>
      ) : (
        <>
          <FormErrorBanner message={banner} testId="forgot-password-error" />
          <form
            noValidate
            aria-label="Request a password reset link"
            data-testid="forgot-password-form"
            onSubmit={(event) => void handleSubmit(onSubmit)(event)}
            className="flex flex-col gap-5"
          >
            <Input
              {...register('email')}
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              aria-invalid={invalid || undefined}
            />
            <SubmitButton
              busy={request.isPending}
              label={authPageMessages.sendResetLink}
              busyLabel={authPageMessages.sendingResetLink}
            />
          </form>
          <p className="mt-6 text-center text-sm text-slate-700">
            Remembered it?{' '}
            <Link to={paths.login.getHref()} className={linkClass}>
              Back to sign in
            </Link>
          </p>
        </>
      )}
    </AuthLayout>
  )
}

export { ForgotPasswordPage as Component }
