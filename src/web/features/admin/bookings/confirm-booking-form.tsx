import { useState, type FormEvent } from 'react'
import { tutoringTimeSlots } from '#shared/options.ts'
import { instantToSastSlot, todayInSast } from '#shared/sast.ts'
import type { AdminBooking } from '#shared/schemas/admin-bookings.ts'
import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { useBookingAction } from './api/booking-actions.ts'
import { useAdminTutors } from './api/get-tutors.ts'
import { bookingPageMessages as t } from './booking-messages.ts'
import { ActionCard, fieldError, FormAlert } from './action-parts.tsx'

/** The tutors the booking may go to: the active ones, and whoever it is assigned now. */
function tutorOptions(tutors: AdminTutor[] | undefined, booking: AdminBooking) {
  const options = (tutors ?? [])
    .filter((tutor) => tutor.is_active || tutor.id === booking.tutor_id)
    .map((tutor) => ({
      value: String(tutor.id),
      label: tutor.is_active ? tutor.name : t.inactive(tutor.name),
    }))
  if (booking.tutor_id !== null && !options.some((o) => o.value === String(booking.tutor_id))) {
    options.push({ value: String(booking.tutor_id), label: booking.tutor_name ?? '—' })
  }
  return [{ value: '', label: t.tutorNone }, ...options]
}

const modes = {
  confirm: {
    heading: t.confirmHeading,
    lead: t.confirmLead,
    testId: 'confirm-booking',
    submit: t.confirm,
    busy: t.confirming,
    linkHint: (booking: AdminBooking) =>
      booking.meeting_link
        ? t.meetingLinkHintStudent(booking.meeting_link)
        : t.meetingLinkHintCreate,
  },
  reschedule: {
    heading: t.rescheduleHeading,
    lead: t.rescheduleLead,
    testId: 'reschedule-booking',
    submit: t.reschedule,
    busy: t.rescheduling,
    linkHint: (booking: AdminBooking) =>
      booking.meeting_link ? t.meetingLinkHintKeep : t.meetingLinkHintCreate,
  },
} as const

/**
 * Confirm a pending booking, or change a confirmed one: the SAST date and time (prefilled
 * with the booking's), the tutor and the meeting link. Only what was changed is sent, so an
 * unchanged slot keeps the one it has and an unchanged tutor is not checked again.
 */
export function ConfirmForm({
  booking,
  onDone,
  mode = 'confirm',
}: {
  booking: AdminBooking
  onDone: () => void
  mode?: keyof typeof modes
}) {
  const texts = modes[mode]
  const confirm = useBookingAction(booking.id, mode)
  const tutors = useAdminTutors()
  const slot = instantToSastSlot(new Date(booking.scheduled_date))
  const [date, setDate] = useState(slot.date)
  const [time, setTime] = useState(slot.time)
  const [tutorId, setTutorId] = useState(booking.tutor_id === null ? '' : String(booking.tutor_id))
  const [link, setLink] = useState('')
  const times: string[] = [...tutoringTimeSlots]
  if (!times.includes(slot.time)) times.unshift(slot.time)
  const error = confirm.error

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (confirm.isPending) return
    const slotChanged = date !== slot.date || time !== slot.time
    const tutorChanged = tutorId !== (booking.tutor_id === null ? '' : String(booking.tutor_id))
    confirm.mutate(
      {
        ...(slotChanged ? { date, time } : {}),
        ...(tutorChanged ? { tutor_id: tutorId === '' ? null : Number(tutorId) } : {}),
        meeting_link: link.trim(),
      },
      { onSuccess: onDone },
    )
  }

  return (
    <ActionCard title={texts.heading} lead={texts.lead} testId={texts.testId}>
      <form className="space-y-4" noValidate onSubmit={onSubmit} aria-label={texts.heading}>
        <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] gap-4">
          <Input
            type="date"
            label={t.date}
            value={date}
            min={todayInSast()}
            required
            error={fieldError(error, 'date')}
            onChange={(event) => {
              setDate(event.target.value)
              confirm.reset()
            }}
          />
          <Select
            label={t.time}
            options={times.map((value) => ({ value, label: value }))}
            value={time}
            error={fieldError(error, 'time')}
            onChange={(event) => {
              setTime(event.target.value)
              confirm.reset()
            }}
          />
        </div>
        <Select
          label={t.tutor}
          options={tutorOptions(tutors.data, booking)}
          value={tutorId}
          disabled={tutors.isPending}
          error={fieldError(error, 'tutor_id')}
          onChange={(event) => {
            setTutorId(event.target.value)
            confirm.reset()
          }}
        />
        <Input
          type="url"
          inputMode="url"
          label={t.meetingLink}
          value={link}
          placeholder="https://"
          autoComplete="off"
          spellCheck={false}
          hint={texts.linkHint(booking)}
          error={fieldError(error, 'meeting_link')}
          onChange={(event) => {
            setLink(event.target.value)
            confirm.reset()
          }}
        />
        <FormAlert error={error} fields={['date', 'time', 'tutor_id', 'meeting_link']} />
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? texts.busy : texts.submit}
        </Button>
      </form>
    </ActionCard>
  )
}
