import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import {
  gradeLevels,
  provinces,
  schoolBudgetRanges,
  schoolPaymentMethods,
  schoolSessionDurations,
  schoolSubjects,
  schoolTimeSlots,
} from '#shared/options.ts'
import { schoolBookingEstimate, schoolLearnersMax, schoolLearnersMin } from '#shared/pricing.ts'
import {
  SCHOOL_TEXT_MAX,
  SchoolBookingInputSchema,
  schoolBookingMessages as m,
  type SchoolBooking,
  type SchoolBookingInput,
  type SchoolBookingValues,
} from '#shared/schemas/school-booking.ts'
import { todayInSast } from '#shared/sast.ts'
import { EstimateBox, hourlyBasis } from '#web/components/sales/estimate-box.tsx'
import { FormSubmit } from '#web/components/sales/form-submit.tsx'
import { PricedFormLayout } from '#web/components/sales/priced-form-layout.tsx'
import { FormSuccess } from '#web/components/sales/form-success.tsx'
import { useSubmission } from '#web/components/sales/use-submission.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { apiFetch, ApiError } from '#web/lib/api-client.ts'
import { showServerFieldErrors } from '#web/lib/server-field-errors.ts'

const emptyForm = {
  school_name: '',
  contact_person_name: '',
  contact_email: '',
  contact_phone: '',
  school_address: '',
  school_province: '',
  preferred_date: '',
  preferred_time: '',
  grade_level: '',
  venue_details: '',
  number_of_learners: '',
  subject: '',
  session_duration: '',
  payment_method: '',
  special_requirements: '',
  budget_range: '',
} satisfies SchoolBookingInput
const isField = (key: string): key is keyof typeof emptyForm => Object.hasOwn(emptyForm, key)

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
const durationOptions = schoolSessionDurations.map((d) => ({
  value: String(d.value),
  label: d.label,
}))

const requestSchoolBooking = (body: SchoolBookingValues) =>
  apiFetch<SchoolBooking>('/api/school-bookings', { method: 'POST', json: body })

function failureText(error: unknown) {
  // A refusal the school can act on (a field, a rate limit) is shown as the server says it.
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) {
    return error.serverMessage
  }
  return m.failed
}

/** The school visit request with its live estimate (spec part 2 §2–§5, §9; D5). */
export function SchoolBookingForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<SchoolBookingInput, unknown, SchoolBookingValues>({
    resolver: zodResolver(SchoolBookingInputSchema),
    defaultValues: emptyForm,
  })
  const [schoolName, contactEmail, subject, province, duration, learners] = useWatch({
    control,
    name: [
      'school_name',
      'contact_email',
      'subject',
      'school_province',
      'session_duration',
      'number_of_learners',
    ],
  })
  const estimate = schoolBookingEstimate({ province, durationHours: duration, learners })
  // Spec part 2 §5: the button waits for these three; the schema checks the rest.
  const ready = [schoolName, contactEmail, subject].every((value) => String(value).trim() !== '')
  const { sent, failure, sending, submit, again } = useSubmission({
    post: requestSchoolBooking,
    what: 'School booking',
    failureText,
    onSent: () => reset(emptyForm),
    onFailed: (error) => showServerFieldErrors(error, isField, setError),
  })

  if (sent) {
    return (
      <FormSuccess
        title={m.success}
        testId="school-booking-success"
        againLabel={m.submitAnother}
        onAgain={again}
      >
        <p>{m.successDetail}</p>
        <p className="mt-2 text-sm text-slate-600">
          Reference: <span className="font-mono">{sent.reference}</span>
        </p>
      </FormSuccess>
    )
  }

  return (
    <form
      noValidate
      aria-label="School booking form"
      data-testid="school-booking-form"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <PricedFormLayout
        fields={
          <>
            <Input
              {...register('school_name')}
              label="School Name"
              required
              maxLength={200}
              autoComplete="organization"
              error={errors.school_name?.message}
            />
            <Input
              {...register('contact_person_name')}
              label="Contact Person"
              required
              maxLength={100}
              autoComplete="name"
              error={errors.contact_person_name?.message}
            />
            <Input
              {...register('contact_email')}
              label="Contact Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              error={errors.contact_email?.message}
            />
            <Input
              {...register('contact_phone')}
              label="Contact Phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              error={errors.contact_phone?.message}
            />
            <Textarea
              {...register('school_address')}
              label="School Address"
              required
              maxLength={500}
              autoComplete="street-address"
              rows={3}
              error={errors.school_address?.message}
              className="sm:col-span-2"
            />
            <Select
              {...register('school_province')}
              label="Province"
              options={provinces}
              placeholder="Select province"
              required
              error={errors.school_province?.message}
            />
            <Select
              {...register('grade_level')}
              label="Grade Level"
              options={asOptions(gradeLevels)}
              placeholder="Select grade level"
              required
              error={errors.grade_level?.message}
            />
            <Input
              {...register('preferred_date')}
              label="Preferred Date"
              type="date"
              min={todayInSast()}
              required
              error={errors.preferred_date?.message}
            />
            <Select
              {...register('preferred_time')}
              label="Preferred Time"
              options={asOptions(schoolTimeSlots)}
              placeholder="Select time"
              hint="School hours, South African time (SAST)"
              required
              error={errors.preferred_time?.message}
            />
            <Select
              {...register('subject')}
              label="Subject"
              options={schoolSubjects}
              placeholder="Select subject"
              required
              error={errors.subject?.message}
            />
            <Select
              {...register('session_duration')}
              label="Session Duration"
              options={durationOptions}
              placeholder="Select duration"
              required
              error={errors.session_duration?.message}
            />
            <Input
              {...register('number_of_learners')}
              label="Number of Learners"
              type="number"
              inputMode="numeric"
              min={schoolLearnersMin}
              max={schoolLearnersMax}
              step={1}
              required
              hint={`From ${schoolLearnersMin} to ${schoolLearnersMax}; groups of 20 or more get a discount`}
              error={errors.number_of_learners?.message}
            />
            <Select
              {...register('payment_method')}
              label="Payment Method"
              options={schoolPaymentMethods}
              placeholder="Select payment method"
              hint="Paid after the visit, against our invoice"
              required
              error={errors.payment_method?.message}
            />
            <Textarea
              {...register('venue_details')}
              label="Venue Details"
              required
              rows={3}
              maxLength={SCHOOL_TEXT_MAX}
              hint="Where the session takes place: classroom or hall, boards, projector"
              error={errors.venue_details?.message}
              className="sm:col-span-2"
            />
            <Select
              {...register('budget_range')}
              label="Budget Range (optional)"
              options={schoolBudgetRanges}
              placeholder="Select budget range"
              error={errors.budget_range?.message}
            />
            <Textarea
              {...register('special_requirements')}
              label="Special Requirements (optional)"
              rows={3}
              maxLength={SCHOOL_TEXT_MAX}
              error={errors.special_requirements?.message}
              className="sm:col-span-2"
            />
          </>
        }
        price={
          <EstimateBox
            estimate={estimate}
            basis={estimate ? hourlyBasis(estimate) : ''}
            pendingText={m.estimatePending}
            discountLabel="Group discount"
            note="Learner numbers do not change the hourly rate; groups of 20 or more get a discount. We confirm the final quote with you within 24 hours."
          />
        }
        actions={
          <>
            <div
              role="alert"
              className="empty:hidden sm:col-span-2"
              data-testid="school-booking-error"
            >
              {failure ? (
                <Alert tone="error">
                  <p className="font-semibold">{failure}</p>
                  <p>{m.failedDetail}</p>
                </Alert>
              ) : null}
            </div>
            <FormSubmit
              busy={sending}
              disabled={!ready}
              label={m.submit}
              busyLabel={m.submitting}
            />
          </>
        }
      />
    </form>
  )
}
