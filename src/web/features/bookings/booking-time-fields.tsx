import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { tutoringTimeSlots } from '#shared/options.ts'
import { todayInSast } from '#shared/sast.ts'
import { Input } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { useTutorAvailability } from './bookings-api.ts'
import type { BookingFormValues } from './booking-form-state.ts'
import { OpenTimesPicker } from './open-times-picker.tsx'
import type { OpenTimesState } from './use-open-times.ts'

/**
 * The spec's date and time fields (part 1 §3, D17): the request flow, for no tutor or a
 * tutor who publishes no availability. The tutor is in one session at a time, whatever
 * its type (D25), so the hours a chosen tutor already holds are shown and disabled.
 */
function RequestedTimeFields({
  register,
  errors,
  tutorId,
  date,
}: {
  register: UseFormRegister<BookingFormValues>
  errors: FieldErrors<BookingFormValues>
  tutorId: number | undefined
  date: string
}) {
  const availability = useTutorAvailability(tutorId, date)
  const taken = new Set(availability.data?.taken ?? [])
  const timeOptions = tutoringTimeSlots.map((slot) => ({
    value: slot,
    label: taken.has(slot) ? `${slot} (tutor already booked)` : slot,
    disabled: taken.has(slot),
  }))
  return (
    <>
      <Input
        {...register('preferred_date')}
        label="Preferred date"
        type="date"
        min={todayInSast()}
        required
        error={errors.preferred_date?.message}
      />
      <Select
        {...register('preferred_time')}
        label="Preferred time"
        placeholder="Select a time"
        options={timeOptions}
        required
        hint="South African time (SAST)"
        error={errors.preferred_time?.message}
      />
    </>
  )
}

/**
 * When the session takes place: a tutor's open times when they publish availability
 * (issue 20, D25), otherwise the spec's free date and time.
 */
export function BookingTimeFields({
  openTimes,
  register,
  errors,
  tutorId,
  date,
}: {
  openTimes: OpenTimesState
  register: UseFormRegister<BookingFormValues>
  errors: FieldErrors<BookingFormValues>
  tutorId: number | undefined
  date: string
}) {
  if (openTimes.mode === 'free') {
    return <RequestedTimeFields register={register} errors={errors} tutorId={tutorId} date={date} />
  }
  return (
    <OpenTimesPicker
      state={openTimes}
      error={errors.preferred_date?.message ?? errors.preferred_time?.message}
    />
  )
}
