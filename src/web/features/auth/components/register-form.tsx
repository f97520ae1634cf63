import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { accountMessages, registrationMessages } from '#shared/messages.ts'
import { levelsFor, studentCategories } from '#shared/options.ts'
import { RegisterInputSchema } from '#shared/schemas/auth.ts'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { CheckCircleIcon, ShieldIcon } from '#web/components/ui/icons.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { paths } from '#web/paths.ts'
import { useRegisterAccount, type RegisterAccountBody } from '../api/register-account.ts'
import { REGISTER_REDIRECT_DELAY_MS } from '../constants.ts'
import { failureText } from '../failure-text.ts'
import { authPageMessages } from '../messages.ts'
import { FormErrorBanner } from './form-error-banner.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { SubmitButton } from './submit-button.tsx'

type RegisterFormValues = {
  name: string
  email: string
  password: string
  confirmPassword: string
  phone_number: string
  student_category: string
  student_level: string
  guardian_name: string
  guardian_email: string
}
type FieldName = keyof RegisterFormValues

const emptyForm: RegisterFormValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone_number: '',
  student_category: '',
  student_level: '',
  guardian_name: '',
  guardian_email: '',
}

const isFieldName = (key: unknown): key is FieldName =>
  typeof key === 'string' && Object.hasOwn(emptyForm, key)

type Registered = { email: string; message: string }

/** What the student sees once the account exists: where the link went, and the way on. */
function RegisteredPanel({ email, message }: Registered) {
  const navigate = useNavigate()
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    heading.current?.focus()
    // Spec part 2 §2: after 2 seconds, on to /verify-email with the email as state.
    const timer = window.setTimeout(() => {
      void navigate(paths.verifyEmail.getHref(), { state: { email } })
    }, REGISTER_REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [navigate, email])

  return (
    <div
      role="status"
      data-testid="register-success"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-emerald-700" />
        <div className="min-w-0">
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            {authPageMessages.checkInboxTitle}
          </h2>
          <p className="mt-2" data-testid="register-success-message">
            {message}
          </p>
          <p className="mt-2 break-words">
            We sent it to <strong data-testid="register-success-email">{email}</strong>.
          </p>
        </div>
      </div>
      <LinkButton
        to={paths.login.getHref()}
        variant="primary"
        className="mt-5 w-full sm:w-auto"
        data-testid="register-go-to-login"
      >
        {registrationMessages.goToLogin}
      </LinkButton>
    </div>
  )
}

/**
 * Registration (spec part 2 §2, §5, §8; D23). The shared schema runs the spec's checks in
 * order on submit and only the first failure is shown, in the banner above the form;
 * nothing is sent until they all pass.
 */
export function RegisterForm() {
  const registerAccount = useRegisterAccount()
  const [banner, setBanner] = useState<string | null>(null)
  const [invalidField, setInvalidField] = useState<FieldName | null>(null)
  const [registered, setRegistered] = useState<Registered | null>(null)
  const [searchParams] = useSearchParams()
  const { register, handleSubmit, control, setValue, setFocus } = useForm<RegisterFormValues>({
    // A link may fill in the address (a tutor invitation's); the person can still change it.
    defaultValues: { ...emptyForm, email: searchParams.get('email')?.slice(0, 254) ?? '' },
  })
  const category = useWatch({ control, name: 'student_category' })
  const levels = levelsFor(category)
  const needsGuardian = category === 'high_school'
  const submitting = registerAccount.isPending
  const guardianTitleId = useId()
  const guardianExplanationId = useId()

  const markInvalid = (field: unknown) => {
    if (!isFieldName(field)) return
    setInvalidField(field)
    setFocus(field)
  }

  const onSubmit = async (values: RegisterFormValues) => {
    setBanner(null)
    setInvalidField(null)
    const parsed = RegisterInputSchema.safeParse(values)
    if (!parsed.success) {
      const [first] = parsed.error.issues
      setBanner(first?.message ?? registrationMessages.failed)
      markInvalid(first?.path[0])
      return
    }
    const data = parsed.data
    const body: RegisterAccountBody = {
      name: data.name,
      email: data.email,
      password: data.password,
      confirmPassword: values.confirmPassword,
      phone_number: data.phone_number ?? '',
      student_category: data.student_category,
      student_level: data.student_level,
      ...(data.guardian
        ? { guardian_name: data.guardian.name, guardian_email: data.guardian.email }
        : {}),
    }
    try {
      const answer = await registerAccount.mutateAsync(body)
      setRegistered({ email: data.email, message: answer.message || accountMessages.registered })
    } catch (error) {
      setBanner(failureText(error, registrationMessages.failed, registrationMessages.failedRetry))
      if (error instanceof ApiError && error.fields) markInvalid(Object.keys(error.fields)[0])
    }
  }

  if (registered) return <RegisteredPanel {...registered} />

  const invalid = (field: FieldName) => (invalidField === field ? true : undefined)
  const categoryField = register('student_category', {
    // A level belongs to its category: choosing another category clears it.
    onChange: () => setValue('student_level', ''),
  })

  return (
    <>
      <FormErrorBanner message={banner} testId="register-error" />
      <form
        noValidate
        aria-label="Create your student account"
        data-testid="register-form"
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="flex flex-col gap-5"
      >
        <Input
          {...register('name')}
          label="Full Name"
          autoComplete="name"
          required
          aria-invalid={invalid('name')}
        />
        <Input
          {...register('email')}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          aria-invalid={invalid('email')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            {...register('password')}
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
            aria-invalid={invalid('password')}
          />
          <Input
            {...register('confirmPassword')}
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={invalid('confirmPassword')}
          />
        </div>
        <Input
          {...register('phone_number')}
          label="Phone Number (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="e.g. 071 234 5678"
          aria-invalid={invalid('phone_number')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Select
            {...categoryField}
            label="Student Category"
            placeholder="Select your category"
            options={studentCategories}
            required
            aria-invalid={invalid('student_category')}
          />
          <Select
            {...register('student_level')}
            label="Current Level"
            placeholder={levels.length ? 'Select your level' : 'Choose a category first'}
            options={levels.map((level) => ({ value: level, label: level }))}
            disabled={levels.length === 0}
            required
            aria-invalid={invalid('student_level')}
          />
        </div>

        {needsGuardian ? (
          <div
            role="group"
            aria-labelledby={guardianTitleId}
            aria-describedby={guardianExplanationId}
            data-testid="guardian-fields"
            className="flex flex-col gap-5 rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5"
          >
            <div className="flex items-start gap-3">
              <ShieldIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <h2 id={guardianTitleId} className="text-base font-semibold text-slate-900">
                  {authPageMessages.guardianTitle}
                </h2>
                <p
                  id={guardianExplanationId}
                  className="mt-1 text-sm text-slate-700"
                  data-testid="guardian-explanation"
                >
                  {authPageMessages.guardianExplanation}
                </p>
              </div>
            </div>
            <Input
              {...register('guardian_name')}
              label="Parent or Guardian's Name"
              autoComplete="off"
              required
              aria-invalid={invalid('guardian_name')}
            />
            <Input
              {...register('guardian_email')}
              label="Parent or Guardian's Email"
              type="email"
              inputMode="email"
              autoComplete="off"
              required
              aria-invalid={invalid('guardian_email')}
            />
          </div>
        ) : null}

        <SubmitButton
          busy={submitting}
          label={authPageMessages.createAccount}
          busyLabel={registrationMessages.submitting}
        />
        <p className="text-center text-sm text-slate-600">
          By creating an account you agree to our{' '}
          <Link
            to={paths.terms.getHref()}
            className="font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
          >
            Terms of Service
          </Link>
          .
        </p>
      </form>
    </>
  )
}
