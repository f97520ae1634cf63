import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useSearchParams } from 'react-router'
import { accountMessages } from '#shared/messages.ts'
import { ResetPasswordInputSchema } from '#shared/schemas/auth.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { NetworkError } from '#web/lib/api-client.ts'
import { useRefreshSession } from '#web/lib/session.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { useResetPassword } from './api/reset-password.ts'
import { AuthAside, AuthLayout } from './components/auth-layout.tsx'
import { FormErrorBanner } from './components/form-error-banner.tsx'
import { SubmitButton } from './components/submit-button.tsx'
import { failureText } from './failure-text.ts'
import { authPageMessages } from './messages.ts'

type ResetFormValues = { password: string; confirmPassword: string }

const rules = [
  'At least 8 characters',
  'An uppercase letter, a lowercase letter and a number',
  'Every other signed-in device is signed out afterwards',
] as const

/** A link without a usable token: say so and offer a new one (D9). */
function InvalidLink() {
  return (
    <>
      <div role="status" data-testid="reset-password-status">
        <Alert tone="error">{accountMessages.resetInvalid}</Alert>
      </div>
      <LinkButton to={paths.forgotPassword.getHref()} variant="primary" className="mt-6">
        Request a new link
      </LinkButton>
    </>
  )
}

function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword()
  const refreshSession = useRefreshSession()
  const [banner, setBanner] = useState<string | null>(null)
  const [invalidField, setInvalidField] = useState<keyof ResetFormValues | null>(null)
  const { register, handleSubmit, setFocus } = useForm<ResetFormValues>({
    defaultValues: { password: '', confirmPassword: '' },
  })

  const onSubmit = async (values: ResetFormValues) => {
    setBanner(null)
    setInvalidField(null)
    const parsed = ResetPasswordInputSchema.safeParse({ token, ...values })
    if (!parsed.success) {
      const [first] = parsed.error.issues
      setBanner(first?.message ?? authPageMessages.resetFailed)
      const field = first?.path[0]
      if (field === 'password' || field === 'confirmPassword') {
        setInvalidField(field)
        setFocus(field)
      }
      return
    }
    try {
      await reset.mutateAsync({ token, ...values })
    } catch (error) {
      setBanner(
        error instanceof NetworkError
          ? authPageMessages.networkError
          : failureText(error, authPageMessages.resetFailed, authPageMessages.resetFailed),
      )
      return
    }
    // Every session of the user has ended, this browser's included.
    void refreshSession()
  }

  if (reset.isSuccess) {
    return (
      <>
        <div role="status" data-testid="reset-password-status">
          <Alert tone="success">{reset.data.message || accountMessages.resetDone}</Alert>
        </div>
        <LinkButton to={paths.login.getHref()} variant="primary" className="mt-6">
          Sign in
        </LinkButton>
      </>
    )
  }

  const invalid = (field: keyof ResetFormValues) => (invalidField === field ? true : undefined)
  return (
    <>
      <FormErrorBanner message={banner} testId="reset-password-error" />
      <form
        noValidate
        aria-label="Choose a new password"
        data-testid="reset-password-form"
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="flex flex-col gap-5"
      >
        <Input
          {...register('password')}
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          aria-invalid={invalid('password')}
        />
        <Input
          {...register('confirmPassword')}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={invalid('confirmPassword')}
        />
        <SubmitButton
          busy={reset.isPending}
          label={authPageMessages.setNewPassword}
          busyLabel={authPageMessages.savingPassword}
        />
      </form>
      <p className="mt-6 text-sm text-slate-700">
        Link not working?{' '}
        <Link
          to={paths.forgotPassword.getHref()}
          className="font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
        >
          Request a new link
        </Link>
      </p>
    </>
  )
}

/** D9: `/reset-password?token=…` from the reset email sets a new password. */
function ResetPasswordPage() {
  usePageTitle('Choose a new password')
  const [searchParams] = useSearchParams()
  const raw = searchParams.get('token')?.trim() ?? ''
  // A token the server would refuse on its shape alone is an invalid link at once.
  const token = ResetPasswordInputSchema.shape.token.safeParse(raw).success ? raw : null

  return (
    <AuthLayout
      eyebrow="Account help"
      title="Choose a new password"
      lead="Choose a new password for your account."
      aside={<AuthAside title="Your new password" items={rules} />}
    >
      {token ? <ResetPasswordForm key={token} token={token} /> : <InvalidLink />}
    </AuthLayout>
  )
}

export { ResetPasswordPage as Component }
