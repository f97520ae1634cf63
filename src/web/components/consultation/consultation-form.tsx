import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { consultationMessages as m } from '#shared/messages.ts'
import { tutoringTimeSlots } from '#shared/options.ts'
import {
  FreeConsultationInputSchema,
  MEETING_TOPIC_MAX_LENGTH,
  type FreeConsultationInput,
  type FreeConsultationValues,
} from '#shared/schemas/free-consultation.ts'
import { todayInSast } from '#shared/sast.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { FormSuccess } from '#web/components/sales/form-success.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { showServerFieldErrors } from '#web/lib/server-field-errors.ts'
import { useRequestedTutor, useRequestFreeConsultation } from './request-free-consultation.ts'

/** What the form holds: every field as text, as the inputs give it (the tutor is apart). */
type FormValues = Record<Exclude<keyof FreeConsultationValues, 'tutor_id'>, string>

const emptyForm: FormValues = {
  name: '',
  email: '',
  phone: '',
  preferred_date: '',
  preferred_time: '',
  meeting_topic: '',
  google_meet_link: '',
}
const isField = (key: string): key is keyof FreeConsultationInput => Object.hasOwn(emptyForm, key)

/**
 * Issue 27: the tutor of a visitor's "Free Call", named at the top of the form, with the way
 * to leave the choice to the business. Shown once the site lists the tutor; a tutor it does
 * not list (any more) is left out of the request.
 */
function RequestedTutor({ name, onClear }: { name: string; onClear: () => void }) {
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-4 py-3 sm:col-span-2"
      data-testid="consultation-tutor"
    >
      <p className="text-sm text-slate-800">
        {m.withTutor} <strong className="font-semibold">{name}</strong>
      </p>
      <Button variant="outline" size="sm" onClick={onClear}>
        {m.anyTutor}
      </Button>
    </div>
  )
}
const timeOptions = tutoringTimeSlots.map((slot) => ({ value: slot, label: slot }))

/**
 * The free consultation form (spec part 1 §2, §4, §5, §8; part 2 §4, §5, §8): on the home
 * page's modal and on /about. A failure shows the spec's alert and keeps every value;
 * the server's own text is only logged, and its per-field messages go under the fields.
 */
export function ConsultationForm({
  variant,
  onCancel,
  onClose,
  tutorId,
}: {
  /** The modal says 'Booking...' while sending and has Cancel and Close; the page says 'Submitting...'. */
  variant: 'modal' | 'page'
  onCancel?: () => void
  onClose?: () => void
  /** The tutor of the "Free Call" that opened the form (issue 27). */
  tutorId?: number
}) {
  const request = useRequestFreeConsultation()
  const [tutorCleared, setTutorCleared] = useState(false)
  const requestedTutor = useRequestedTutor(tutorCleared ? undefined : tutorId)
  const tutor = tutorCleared ? undefined : requestedTutor.data
  // The reference of the request made, shown in place of the form.
  const [booked, setBooked] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FreeConsultationInput, unknown, FreeConsultationValues>({
    resolver: zodResolver(FreeConsultationInputSchema),
    defaultValues: emptyForm,
  })
  const submitting = request.isPending

  const onSubmit = async (values: FreeConsultationValues) => {
    setFailed(false)
    try {
      // The spec's client sends '' for a blank link (part 1 §3).
      const made = await request.mutateAsync({
        ...values,
        google_meet_link: values.google_meet_link ?? '',
        ...(tutor ? { tutor_id: tutor.id } : {}),
      })
      reset(emptyForm)
      setBooked(made.reference)
    } catch (error) {
      console.warn(
        'Free consultation request failed:',
        error instanceof Error ? error.message : error,
      )
      setFailed(true)
      showServerFieldErrors(error, isField, setError)
    }
  }

  if (booked) {
    return (
      <FormSuccess
        title={m.booked}
        testId="consultation-success"
        againLabel={m.bookAnother}
        onAgain={() => setBooked(null)}
        otherAction={
          variant === 'modal' && onClose ? (
            <Button variant="outline" onClick={onClose}>
              {m.close}
            </Button>
          ) : null
        }
      >
        <p>{m.bookedDetail}</p>
        <p className="mt-2 text-sm text-slate-600">
          Reference: <span className="font-mono">{booked}</span>
        </p>
      </FormSuccess>
    )
  }

  return (
    <form
      noValidate
      aria-label="Free consultation request"
      data-testid="consultation-form"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div role="alert" className="empty:hidden sm:col-span-2" data-testid="consultation-error">
        {failed ? <Alert tone="error">{m.failed}</Alert> : null}
      </div>
      {tutor ? <RequestedTutor name={tutor.name} onClear={() => setTutorCleared(true)} /> : null}
      <Input
        {...register('name')}
        label={m.labels.name}
        autoComplete="name"
        required
        maxLength={100}
        error={errors.name?.message}
      />
      <Input
        {...register('email')}
        label={m.labels.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.email?.message}
      />
      <Input
        {...register('phone')}
        label={`${m.labels.phone} (optional)`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
      />
      <Input
        {...register('preferred_date')}
        label={m.labels.date}
        type="date"
        min={todayInSast()}
        required
        error={errors.preferred_date?.message}
      />
      <Select
        {...register('preferred_time')}
        label={m.labels.time}
        options={timeOptions}
        placeholder="Select a time"
        required
        hint="South African time (SAST)"
        error={errors.preferred_time?.message}
      />
      <Input
        {...register('google_meet_link')}
        label={`${m.labels.meetLink} (optional)`}
        type="url"
        inputMode="url"
        placeholder="https://meet.google.com/..."
        hint="Leave empty and we will send you a link."
        error={errors.google_meet_link?.message}
      />
      <Textarea
        {...register('meeting_topic')}
        label={m.labels.topic}
        required
        rows={4}
        maxLength={MEETING_TOPIC_MAX_LENGTH}
        placeholder="For example: Grade 11 trigonometry, preparing for my June exam"
        error={errors.meeting_topic?.message}
        className="sm:col-span-2"
      />
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        {variant === 'modal' && onCancel ? (
          <Button variant="outline" size="lg" onClick={onCancel}>
            {m.cancel}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" size="lg" disabled={submitting}>
          {submitting ? (
            <>
              <Spinner className="size-4" />
              {variant === 'modal' ? m.submittingModal : m.submittingForm}
            </>
          ) : (
            m.submit
          )}
        </Button>
      </div>
    </form>
  )
}
