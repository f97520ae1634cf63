import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import {
  deliveryMethods,
  meetingPlatforms,
  paymentMethods,
  provinces,
  subjectFocuses,
  workshopBudgetRanges,
  workshopDurations,
  workshopTimeSlots,
  workshopTypes,
} from '#shared/options.ts'
import { workshopEstimate, workshopTeachersMax, workshopTeachersMin } from '#shared/pricing.ts'
import {
  TeacherWorkshopInputSchema,
  WORKSHOP_TEXT_MAX,
  teacherWorkshopMessages as m,
  workshopRequiredFields,
  type TeacherWorkshop,
  type TeacherWorkshopInput,
  type TeacherWorkshopValues,
} from '#shared/schemas/teacher-workshop.ts'
import { todayInSast } from '#shared/sast.ts'
import { EstimateBox, hourlyBasis } from '#web/components/sales/estimate-box.tsx'
import { FormSubmit } from '#web/components/sales/form-submit.tsx'
import { PricedFormLayout } from '#web/components/sales/priced-form-layout.tsx'
import { FormSuccess } from '#web/components/sales/form-success.tsx'
import { useSubmission } from '#web/components/sales/use-submission.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { ChoiceGroup } from '#web/components/ui/choice-group.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { apiFetch, ApiError } from '#web/lib/api-client.ts'
import { showServerFieldErrors } from '#web/lib/server-field-errors.ts'

const emptyForm = {
  institution_name: '',
  contact_person_name: '',
  contact_email: '',
  contact_phone: '',
  institution_address: '',
  institution_province: '',
  preferred_date: '',
  preferred_time: '',
  workshop_type: '',
  delivery_method: '',
  meeting_platform: '',
  venue_details: '',
  number_of_teachers: '',
  subject_focus: '',
  session_duration: '',
  // Spec part 2 §4: the workshop form starts on the card wallet.
  payment_method: 'google_pay',
  special_requirements: '',
  budget_range: '',
  workshop_objectives: '',
} satisfies TeacherWorkshopInput
type WorkshopForm = typeof emptyForm
const isField = (key: string): key is keyof WorkshopForm => Object.hasOwn(emptyForm, key)

const timeOptions = workshopTimeSlots.map((slot) => ({ value: slot, label: slot }))
const durationOptions = workshopDurations.map((d) => ({ value: String(d.value), label: d.label }))
// '' is a real choice here ("No preference"), so it is an option, not a placeholder.
const platformOptions = meetingPlatforms

const requestWorkshop = (body: TeacherWorkshopValues) =>
  apiFetch<TeacherWorkshop>('/api/teacher-workshops', { method: 'POST', json: body })

const isBlank = (value: unknown) => String(value ?? '').trim() === ''

/** Spec part 2 §5: which of its two alerts a refused submit shows, if either. */
function submitAlert(values: WorkshopForm): string | null {
  if (workshopRequiredFields.some((field) => isBlank(values[field]))) return m.requiredAlert
  if (values.delivery_method === 'face_to_face' && isBlank(values.venue_details)) {
    return m.venueRequired
  }
  return null
}

/** Spec part 2 §8: the server's own words after the prefix, when it gave any. */
function failureText(error: unknown) {
  if (error instanceof ApiError && error.serverMessage) return m.failedPrefix + error.serverMessage
  return m.failed
}

/** The workshop request with its live estimate (spec part 2 §2–§5, §8, §9). */
export function TeacherWorkshopForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    control,
    formState: { errors },
  } = useForm<TeacherWorkshopInput, unknown, TeacherWorkshopValues>({
    resolver: zodResolver(TeacherWorkshopInputSchema),
    defaultValues: emptyForm,
  })
  const [
    institutionName,
    contactEmail,
    workshopType,
    delivery,
    payment,
    province,
    duration,
    teachers,
  ] = useWatch({
    control,
    name: [
      'institution_name',
      'contact_email',
      'workshop_type',
      'delivery_method',
      'payment_method',
      'institution_province',
      'session_duration',
      'number_of_teachers',
    ],
  })
  const estimate = workshopEstimate({
    deliveryMethod: delivery,
    province,
    durationHours: duration,
    teachers,
  })
  // Spec part 2 §5: the button waits for these five; the schema checks the rest.
  const ready = [institutionName, contactEmail, workshopType, delivery, payment].every(
    (value) => !isBlank(value),
  )
  const {
    sent,
    failure: alert,
    setFailure: setAlert,
    sending,
    submit,
    again,
  } = useSubmission({
    post: requestWorkshop,
    what: 'Workshop booking',
    failureText,
    onSent: () => reset(emptyForm),
    onFailed: (error) => showServerFieldErrors(error, isField, setError),
  })
  const onInvalid = () => setAlert(submitAlert(getValues() as WorkshopForm))

  if (sent) {
    return (
      <FormSuccess
        title={m.success}
        testId="workshop-success"
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
      aria-label="Teacher workshop booking form"
      data-testid="workshop-form"
      onSubmit={(event) => void handleSubmit(submit, onInvalid)(event)}
    >
      <PricedFormLayout
        fields={
          <>
            <Input
              {...register('institution_name')}
              label="Institution Name"
              required
              maxLength={200}
              autoComplete="organization"
              error={errors.institution_name?.message}
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
              {...register('institution_address')}
              label="Institution Address"
              required
              maxLength={500}
              autoComplete="street-address"
              rows={3}
              error={errors.institution_address?.message}
              className="sm:col-span-2"
            />
            <Select
              {...register('institution_province')}
              label="Province"
              options={provinces}
              placeholder="Select province"
              required
              error={errors.institution_province?.message}
            />
            <Select
              {...register('workshop_type')}
              label="Workshop Type"
              options={workshopTypes}
              placeholder="Select workshop type"
              required
              error={errors.workshop_type?.message}
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
              options={timeOptions}
              placeholder="Select time"
              hint="South African time (SAST)"
              required
              error={errors.preferred_time?.message}
            />
            <ChoiceGroup
              legend="Delivery Method"
              options={deliveryMethods}
              registration={register('delivery_method')}
              error={errors.delivery_method?.message}
              className="sm:col-span-2"
            />
            {delivery === 'online' ? (
              <Select
                {...register('meeting_platform')}
                label="Meeting Platform"
                options={platformOptions}
                error={errors.meeting_platform?.message}
              />
            ) : null}
            {delivery === 'face_to_face' ? (
              <Textarea
                {...register('venue_details')}
                label="Venue Details"
                required
                rows={3}
                maxLength={WORKSHOP_TEXT_MAX}
                hint="Where the workshop takes place: room, seating, projector, parking"
                error={errors.venue_details?.message}
                className="sm:col-span-2"
              />
            ) : null}
            <Input
              {...register('number_of_teachers')}
              label="Number of Teachers"
              type="number"
              inputMode="numeric"
              min={workshopTeachersMin}
              max={workshopTeachersMax}
              step={1}
              required
              hint={`From ${workshopTeachersMin} to ${workshopTeachersMax}`}
              error={errors.number_of_teachers?.message}
            />
            <Select
              {...register('subject_focus')}
              label="Subject Focus"
              options={subjectFocuses}
              placeholder="Select subject focus"
              required
              error={errors.subject_focus?.message}
            />
            <Select
              {...register('session_duration')}
              label="Workshop Duration"
              options={durationOptions}
              placeholder="Select duration"
              required
              error={errors.session_duration?.message}
            />
            {/* Not `required`: it starts on a method and cannot be emptied, and HTML allows a
                required select only with an empty first choice (the Nu Html Checker). */}
            <Select
              {...register('payment_method')}
              label="Payment Method"
              options={paymentMethods}
              hint="Paid against our invoice once the workshop is confirmed"
              error={errors.payment_method?.message}
            />
            <Select
              {...register('budget_range')}
              label="Budget Range (optional)"
              options={workshopBudgetRanges}
              placeholder="Select budget range"
              error={errors.budget_range?.message}
            />
            <Textarea
              {...register('workshop_objectives')}
              label="Workshop Objectives"
              required
              rows={4}
              maxLength={WORKSHOP_TEXT_MAX}
              hint="What should your teachers be able to do after the workshop?"
              error={errors.workshop_objectives?.message}
              className="sm:col-span-2"
            />
            <Textarea
              {...register('special_requirements')}
              label="Special Requirements (optional)"
              rows={3}
              maxLength={WORKSHOP_TEXT_MAX}
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
            discountLabel="Discount"
            note="Online workshops cost the same wherever you are. The number of teachers does not change the rate. We confirm the final quote with you within 24 hours."
          />
        }
        actions={
          <>
            <div role="alert" className="empty:hidden sm:col-span-2" data-testid="workshop-alert">
              {alert ? <Alert tone="error">{alert}</Alert> : null}
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
