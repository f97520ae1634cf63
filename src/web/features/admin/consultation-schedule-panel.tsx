import { useState, type FormEvent } from 'react'
import { consultationScheduleMessages as server } from '#shared/schemas/consultation-appointments.ts'
import type {
  ConsultationAppointment,
  ConsultationFacts,
} from '#shared/schemas/consultation-appointments.ts'
import type { SubmissionDetail } from '#shared/schemas/admin-submissions.ts'
import { platformOfLink } from '#shared/meeting-platform.ts'
import { formatSastDateTime, formatSastTime, todayInSast } from '#shared/sast.ts'
import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm-dialog.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { useConsultationSchedule } from './api/schedule-consultation.ts'
import { ActionCard, fieldError, FormAlert } from './bookings/action-parts.tsx'
import { useAdminTutors } from './bookings/api/get-tutors.ts'

// Decision 026: a free consultation's "Schedule" panel on its page in the back office.

const t = {
  heading: 'Schedule',
  leadNew:
    'Give the consultation a time (30 minutes, SAST). The requester is emailed a calendar invite; a tutor you name gets one too.',
  scheduledFor: 'Scheduled for',
  tutor: 'Tutor (optional)',
  noTutor: 'No tutor',
  requested: (name: string) => `${name} (asked for)`,
  inactive: (name: string) => `${name} (inactive)`,
  date: 'Date',
  time: 'Time (SAST)',
  meetingLink: 'Meeting link (optional)',
  linkHintNew: 'Leave empty to use the requester’s link, or one the product creates.',
  linkHintKeep: 'Leave empty to keep the current link.',
  schedule: 'Schedule',
  scheduling: 'Scheduling...',
  move: 'Move',
  moveHeading: 'Move the consultation',
  saveMove: 'Save and send the update',
  moving: 'Saving...',
  back: 'Back',
  cancel: 'Cancel',
  cancelReason: 'Reason for the requester (optional)',
  cancelIt: 'Cancel the consultation',
  cancelling: 'Cancelling...',
  confirmTitle: 'Cancel this consultation?',
  confirmMessage: (when: string) =>
    `The consultation on ${when} (SAST) is cancelled, the tutor’s time is freed, and the requester (and the tutor) are emailed a calendar cancellation.`,
  keep: 'Keep it',
  cancelledNote: (when: string) => `The consultation on ${when} (SAST) was cancelled.`,
  noTutorYet: 'No tutor',
} as const

/** Half-hour starts from 08:00 to 20:00 SAST, and the time it has if that is another. */
function timeOptions(current: string) {
  const times: string[] = []
  for (let minutes = 8 * 60; minutes <= 20 * 60; minutes += 30) {
    times.push(
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    )
  }
  if (current && !times.includes(current)) times.unshift(current)
  return times.map((value) => ({ value, label: value }))
}

/** The active tutors, the one asked for marked, and whoever it has now even if inactive. */
function tutorOptions(tutors: AdminTutor[] | undefined, facts: ConsultationFacts) {
  const current = facts.appointment?.tutor ?? null
  const options = (tutors ?? [])
    .filter((tutor) => tutor.is_active || tutor.id === current?.id)
    .map((tutor) => ({
      value: String(tutor.id),
      label: !tutor.is_active
        ? t.inactive(tutor.name)
        : tutor.id === facts.requested_tutor?.id
          ? t.requested(tutor.name)
          : tutor.name,
    }))
  return [{ value: '', label: t.noTutor }, ...options]
}

function ScheduleForm({
  id,
  facts,
  moving,
  onDone,
  onBack,
}: {
  id: string
  facts: ConsultationFacts
  moving: boolean
  onDone: () => void
  onBack?: () => void
}) {
  const schedule = useConsultationSchedule(id, 'schedule')
  const tutors = useAdminTutors()
  const current = moving ? facts.appointment : null
  const [date, setDate] = useState(current?.date ?? facts.preferred_date)
  const [time, setTime] = useState(current?.time ?? facts.preferred_time)
  const startTutor = current ? current.tutor : facts.requested_tutor
  const [tutorId, setTutorId] = useState(startTutor ? String(startTutor.id) : '')
  const [link, setLink] = useState('')
  const error = schedule.error
  const edited = () => schedule.reset()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (schedule.isPending) return
    schedule.mutate(
      { date, time, tutor_id: tutorId === '' ? null : Number(tutorId), meeting_link: link.trim() },
      { onSuccess: onDone },
    )
  }

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={onSubmit}
      aria-label={moving ? t.moveHeading : t.heading}
    >
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
            edited()
          }}
        />
        <Select
          label={t.time}
          options={timeOptions(time)}
          value={time}
          error={fieldError(error, 'time')}
          onChange={(event) => {
            setTime(event.target.value)
            edited()
          }}
        />
      </div>
      <Select
        label={t.tutor}
        options={tutorOptions(tutors.data, facts)}
        value={tutorId}
        disabled={tutors.isPending}
        error={fieldError(error, 'tutor_id')}
        onChange={(event) => {
          setTutorId(event.target.value)
          edited()
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
        hint={current ? t.linkHintKeep : t.linkHintNew}
        error={fieldError(error, 'meeting_link')}
        onChange={(event) => {
          setLink(event.target.value)
          edited()
        }}
      />
      <FormAlert error={error} fields={['date', 'time', 'tutor_id', 'meeting_link']} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={schedule.isPending}>
          {moving
            ? schedule.isPending
              ? t.moving
              : t.saveMove
            : schedule.isPending
              ? t.scheduling
              : t.schedule}
        </Button>
        {onBack ? (
          <Button variant="outline" onClick={onBack} disabled={schedule.isPending}>
            {t.back}
          </Button>
        ) : null}
      </div>
    </form>
  )
}

function CurrentAppointment({ appointment }: { appointment: ConsultationAppointment }) {
  return (
    <dl className="grid gap-2 text-sm" data-testid="consultation-appointment">
      <div>
        <dt className="font-semibold text-slate-700">{t.scheduledFor}</dt>
        <dd className="text-slate-900">
          {formatSastDateTime(appointment.starts_at)} – {formatSastTime(appointment.ends_at)} (SAST)
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-700">{t.tutor.replace(' (optional)', '')}</dt>
        <dd className="text-slate-900">{appointment.tutor?.name ?? t.noTutorYet}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-700">{t.meetingLink.replace(' (optional)', '')}</dt>
        <dd className="wrap-anywhere text-slate-900">
          {platformOfLink(appointment.meeting_link)}:{' '}
          <a
            href={appointment.meeting_link}
            className="font-medium text-brand-700 underline"
            rel="noreferrer"
            target="_blank"
          >
            {appointment.meeting_link}
          </a>
        </dd>
      </div>
    </dl>
  )
}

function CancelStep({
  id,
  appointment,
  onDone,
  onBack,
}: {
  id: string
  appointment: ConsultationAppointment
  onDone: () => void
  onBack: () => void
}) {
  const cancel = useConsultationSchedule(id, 'cancel')
  const [confirm, confirmDialog] = useConfirm()
  const [reason, setReason] = useState('')

  const onCancel = async () => {
    const yes = await confirm({
      title: t.confirmTitle,
      message: t.confirmMessage(formatSastDateTime(appointment.starts_at)),
      confirmLabel: t.cancelIt,
      cancelLabel: t.keep,
      tone: 'danger',
    })
    if (!yes) return
    cancel.mutate(reason.trim() ? { reason: reason.trim() } : {}, { onSuccess: onDone })
  }

  return (
    <div className="space-y-3 rounded-lg bg-slate-50 p-4">
      <Input
        label={t.cancelReason}
        value={reason}
        maxLength={500}
        error={fieldError(cancel.error, 'reason')}
        onChange={(event) => {
          setReason(event.target.value)
          cancel.reset()
        }}
      />
      <FormAlert error={cancel.error} fields={['reason']} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          size="sm"
          onClick={() => void onCancel()}
          disabled={cancel.isPending}
        >
          {cancel.isPending ? t.cancelling : t.cancelIt}
        </Button>
        <Button variant="outline" size="sm" onClick={onBack} disabled={cancel.isPending}>
          {t.back}
        </Button>
      </div>
      {confirmDialog}
    </div>
  )
}

/**
 * On a free consultation's page: schedule it (date, time, tutor, link), and once scheduled
 * show the appointment with Move and Cancel. What the server last did is said above.
 */
export function ConsultationSchedulePanel({ detail }: { detail: SubmissionDetail }) {
  const facts = detail.consultation
  const [mode, setMode] = useState<'view' | 'move' | 'cancel'>('view')
  const [done, setDone] = useState<string | null>(null)
  if (!facts) return null
  const appointment = facts.appointment
  const scheduled = appointment?.status === 'scheduled'
  const finish = (message: string) => () => {
    setMode('view')
    setDone(message)
  }
  const open = (next: 'move' | 'cancel') => () => {
    setDone(null)
    setMode(next)
  }

  let body
  if (!scheduled) {
    body = (
      <>
        {appointment ? (
          <p className="mb-4 text-sm text-slate-700">
            {t.cancelledNote(formatSastDateTime(appointment.starts_at))}
          </p>
        ) : null}
        <ScheduleForm
          id={detail.id}
          facts={facts}
          moving={false}
          onDone={finish(server.scheduled)}
        />
      </>
    )
  } else if (mode === 'move') {
    body = (
      <ScheduleForm
        id={detail.id}
        facts={facts}
        moving
        onDone={finish(server.moved)}
        onBack={() => setMode('view')}
      />
    )
  } else {
    body = (
      <div className="space-y-4">
        <CurrentAppointment appointment={appointment} />
        {mode === 'cancel' ? (
          <CancelStep
            id={detail.id}
            appointment={appointment}
            onDone={finish(server.cancelled)}
            onBack={() => setMode('view')}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={open('move')}>
              {t.move}
            </Button>
            <Button variant="outline" size="sm" onClick={open('cancel')}>
              {t.cancel}
            </Button>
          </div>
        )}
      </div>
    )
  }

  return (
    <ActionCard
      title={t.heading}
      lead={scheduled ? undefined : t.leadNew}
      testId="consultation-schedule"
    >
      {done ? (
        <div role="status" className="mb-4">
          <Alert tone="success">{done}</Alert>
        </div>
      ) : null}
      {body}
    </ActionCard>
  )
}
