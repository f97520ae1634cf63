import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { loginMessages } from '#shared/messages.ts'
import { LoginInputSchema } from '#shared/schemas/auth.ts'
import { Input } from '#web/components/ui/field.tsx'
import { usePublicConfig } from '#web/lib/public-config.ts'
import { useRefreshSession } from '#web/lib/session.ts'
import { paths, safeNextPath } from '#web/paths.ts'
import { useLogIn } from '../api/log-in.ts'
import { failureText } from '../failure-text.ts'
import { authPageMessages } from '../messages.ts'
import { FormErrorBanner } from './form-error-banner.tsx'
import { GoogleSignInButton } from './google-sign-in-button.tsx'
import { PasswordInput } from './password-input.tsx'
import { SubmitButton } from './submit-button.tsx'

type LoginFormValues = { email: string; password: string }

const linkClass =
  'font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline'

/**
 * Email and password sign-in (spec part 2 §2, §5, §8) and, when the server has it
 * configured, Google sign-in (D6, D7). On success the session is fetched again and the
 * student goes to `?next=` (a path on this site only) or the dashboard.
 */
export function LoginForm({
  email = '',
  next,
}: {
  /** Filled in, e.g. the address a verification link has just proved. */
  email?: string
  /** Where to go once signed in, instead of `?next=`. */
  next?: string
} = {}) {
  const logIn = useLogIn()
  const refreshSession = useRefreshSession()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const googleSignIn = usePublicConfig().data?.googleSignIn === true
  const [banner, setBanner] = useState<string | null>(null)
  const [invalidField, setInvalidField] = useState<keyof LoginFormValues | null>(null)
  const rememberId = useId()
  const { register, handleSubmit, setFocus } = useForm<LoginFormValues>({
    defaultValues: { email, password: '' },
  })
  // Busy from the click until the next page has taken over, not only while posting.
  const [finishing, setFinishing] = useState(false)
  const submitting = logIn.isPending || finishing

  const onSubmit = async (values: LoginFormValues) => {
    setBanner(null)
    setInvalidField(null)
    const parsed = LoginInputSchema.safeParse(values)
    if (!parsed.success) {
      const [first] = parsed.error.issues
      setBanner(first?.message ?? loginMessages.failed)
      const field = first?.path[0]
      if (field === 'email' || field === 'password') {
        setInvalidField(field)
        setFocus(field)
      }
      return
    }
    try {
      // 'Remember me' is not part of the request (spec part 2 §2).
      await logIn.mutateAsync(parsed.data)
    } catch (error) {
      setBanner(failureText(error, loginMessages.failed, loginMessages.failedRetry))
      return
    }
    setFinishing(true)
    await refreshSession()
    await navigate(safeNextPath(next ?? searchParams.get('next')), { replace: true })
  }

  const invalid = (field: keyof LoginFormValues) => (invalidField === field ? true : undefined)

  return (
    <>
      <FormErrorBanner message={banner} testId="login-error" />
      <form
        noValidate
        aria-label="Sign in"
        data-testid="login-form"
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="flex flex-col gap-5"
      >
        <Input
          {...register('email')}
          label="Email"
          // Text with an email keyboard, not type="email": "username" (what password managers
          // look for) belongs to text inputs in HTML_CodeSniffer's table of autocomplete
          // values. The shared schema checks the address as before.
          type="text"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete="username"
          required
          aria-invalid={invalid('email')}
        />
        <PasswordInput
          {...register('password')}
          label="Password"
          autoComplete="current-password"
          required
          aria-invalid={invalid('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <input
              id={rememberId}
              type="checkbox"
              className="size-5 rounded border-slate-400 accent-brand-700"
            />
            <label htmlFor={rememberId} className="text-sm text-slate-800">
              {loginMessages.rememberMe}
            </label>
          </div>
          <Link to={paths.forgotPassword.getHref()} className={`text-sm ${linkClass}`}>
            Forgot password?
          </Link>
        </div>
        <SubmitButton
          busy={submitting}
          label={authPageMessages.signIn}
          busyLabel={authPageMessages.signingIn}
        />
      </form>

      {googleSignIn ? (
        <>
          <div className="my-6 flex items-center gap-3 text-sm text-slate-600">
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            or
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
          </div>
          <GoogleSignInButton onError={setBanner} />
        </>
      ) : null}

      {email ? null : (
        <p className="mt-6 text-center text-sm text-slate-700">
          New here?{' '}
          <Link to={paths.register.getHref()} className={linkClass}>
            Create an account
          </Link>
        </p>
      )}
    </>
  )
}
