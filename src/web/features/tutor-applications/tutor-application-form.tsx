import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { daysOfWeek, genders, qualificationStatuses, tutorSubjects } from '#shared/options.ts'
import { tutorHourlyRateMinRand, tutorHourlyRateStepRand } from '#shared/pricing.ts'
import {
  EXPERIENCE_YEARS_MAX,
  TUTOR_TEXT_MAX,
  TutorApplicationInputSchema,
  tutorApplicationMessages as m,
  tutorApplicationNextSteps,
  type TutorApplicationInput,
  type TutorApplicationValues,
  type TutorApplication,
} from '#shared/schemas/tutor-application.ts'
import { FormSubmit } from '#web/components/sales/form-submit.tsx'
import { FormSuccess } from '#web/components/sales/form-success.tsx'
import { useSubmission } from '#web/components/sales/use-submission.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { ChoiceGroup } from '#web/components/ui/choice-group.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { apiFetch, ApiError } from '#web/lib/api-client.ts'
import { showServerFieldErrors } from '#web/lib/server-field-errors.ts'

const emptyForm: TutorApplicationInput = {
  name: '',
  email: '',
  cell: '',
  address: '',
  // Spec part 2 §5: the qualification starts as completed.
  qualification: 'completed',
  qualification_details: '',
  subjects_to_offer: [],
  available_days: [],
  available_time_start: '',
  available_time_end: '',
  gender: '',
  experience_years: '',
  hourly_rate: '',
  bio: '',
  why_tutor: '',
}
const isField = (key: string): key is keyof TutorApplicationInput => Object.hasOwn(emptyForm, key)

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

const submitApplication = (body: TutorApplicationValues) =>
  apiFetch<TutorApplication>('/api/tutor-applications', { method: 'POST', json: body })

/** Spec part 2 §8: the server's words, else its fallback; no answer at all asks to retry. */
function failureText(error: unknown) {
  if (error instanceof ApiError) return error.serverMessage ?? m.failed
  return m.failedNetwork
}

/** The tutor application (spec part 2 §2, §4, §5, §8; 48-hour promise). */
export function TutorApplicationForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<TutorApplicationInput, unknown, TutorApplicationValues>({
    resolver: zodResolver(TutorApplicationInputSchema),
    defaultValues: emptyForm,
  })
  const days = useWatch({ control, name: 'available_days' })
  // Spec part 2 §5: the button waits for at least one day.
  const hasDay = Array.isArray(days) && days.length > 0
  const { sent, failure, sending, submit, again } = useSubmission({
    post: submitApplication,
    what: 'Tutor application',
    failureText,
    onSent: () => reset(emptyForm),
    onFailed: (error) => showServerFieldErrors(error, isField, setError),
  })

  if (sent) {
    return (
      <FormSuccess
        title={m.success}
        testId="tutor-application-success"
        againLabel={m.submitAnother}
        onAgain={again}
      >
        <p>{m.successDetail}</p>
        <p className="mt-2 text-sm text-slate-600">
          Reference: <span className="font-mono">{sent.reference}</span>
        </p>
        <div className="mx-auto mt-6 max-w-md rounded-2xl border border-slate-200 bg-white p-5 text-left">
          <h4 className="font-semibold text-slate-900">Next steps</h4>
          <ol className="mt-3 space-y-2" data-testid="next-steps">
            {tutorApplicationNextSteps.map((step, index) => (
              <li key={step} className="flex items-start gap-3 text-slate-800">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
                >
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </FormSuccess>
    )
  }

  return (
    <form
      noValidate
      aria-label="Tutor application form"
      data-testid="tutor-application-form"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="grid max-w-4xl gap-4 sm:grid-cols-2"
    >
      <Input
        {...register('name')}
        label="Full Name"
        required
        maxLength={100}
        autoComplete="name"
        error={errors.name?.message}
      />
      <Input
        {...register('email')}
        label="Email Address"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.email?.message}
      />
      <Input
        {...register('cell')}
        label="Cell Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        error={errors.cell?.message}
      />
      <Select
        {...register('gender')}
        label="Gender (optional)"
        options={genders}
        placeholder="Select gender"
        error={errors.gender?.message}
      />
      <Textarea
        {...register('address')}
        label="Address"
        required
        maxLength={500}
        autoComplete="street-address"
        rows={3}
        error={errors.address?.message}
        className="sm:col-span-2"
      />
      <ChoiceGroup
        legend="Qualification"
        options={qualificationStatuses}
        registration={register('qualification')}
        error={errors.qualification?.message}
      />
      <Input
        {...register('experience_years')}
        label="Years of Experience"
        type="number"
        inputMode="numeric"
        min={0}
        max={EXPERIENCE_YEARS_MAX}
        step={1}
        required
        hint="Teaching or tutoring; 0 if you are starting out"
        error={errors.experience_years?.message}
      />
      <Textarea
        {...register('qualification_details')}
        label="Qualification Details"
        required
        rows={3}
        maxLength={1000}
        hint="Degree or diploma, institution, and the year you finished or expect to"
        error={errors.qualification_details?.message}
        className="sm:col-span-2"
      />
      <ChoiceGroup
        type="checkbox"
        legend="Subjects You Can Tutor"
        options={asOptions(tutorSubjects)}
        registration={register('subjects_to_offer')}
        error={errors.subjects_to_offer?.message}
        columns
        className="sm:col-span-2"
      />
      <ChoiceGroup
        type="checkbox"
        legend="Available Days"
        options={asOptions(daysOfWeek)}
        registration={register('available_days')}
        error={errors.available_days?.message}
        columns
        className="sm:col-span-2"
      />
      <Input
        {...register('available_time_start')}
        label="Available From"
        type="time"
        required
        hint="South African time (SAST)"
        error={errors.available_time_start?.message}
      />
      <Input
        {...register('available_time_end')}
        label="Available Until"
        type="time"
        required
        error={errors.available_time_end?.message}
      />
      <Input
        {...register('hourly_rate')}
        label="Hourly Rate in Rand (optional)"
        type="number"
        inputMode="numeric"
        min={tutorHourlyRateMinRand}
        step={tutorHourlyRateStepRand}
        placeholder={`minimum R${tutorHourlyRateMinRand}`}
        hint={`At least R${tutorHourlyRateMinRand}, in steps of R${tutorHourlyRateStepRand}`}
        error={errors.hourly_rate?.message}
      />
      <Textarea
        {...register('bio')}
        label="About You (optional)"
        rows={4}
        maxLength={TUTOR_TEXT_MAX}
        hint="How you teach, and anything students should know about you"
        error={errors.bio?.message}
        className="sm:col-span-2"
      />
      <Textarea
        {...register('why_tutor')}
        label="Why Do You Want to Tutor? (optional)"
        rows={3}
        maxLength={TUTOR_TEXT_MAX}
        error={errors.why_tutor?.message}
        className="sm:col-span-2"
      />
      <div
        role="alert"
        className="empty:hidden sm:col-span-2"
        data-testid="tutor-application-error"
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </div>
      <FormSubmit busy={sending} disabled={!hasDay} label={m.submit} busyLabel={m.submitting}>
        {hasDay ? null : (
          <p className="mt-2 text-sm text-slate-600">Choose at least one available day to apply.</p>
        )}
      </FormSubmit>
    </form>
  )
}
