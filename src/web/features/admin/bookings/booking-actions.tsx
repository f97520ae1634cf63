import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { adminBookingMessages, adminMessages } from '#shared/admin.ts'
import { formatZar } from '#shared/money.ts'
import { tutoringTimeSlots } from '#shared/options.ts'
import { instantToSastSlot, todayInSast } from '#shared/sast.ts'
import type { AdminBooking } from '#shared/schemas/admin-bookings.ts'
import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { MarkPaidForm } from '../mark-paid-form.tsx'
import { useBookingAction } from './api/booking-actions.ts'
import { useAdminTutors } from './api/get-tutors.ts'
import { bookingPageMessages as t } from './booking-messages.ts'

/** What a refused action says: the server's reason below 500, else "try again". */
function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) {
    return error.serverMessage
  }
  return t.actionFailed
}

/** The server's message for one field of a 400, if it named that field. */
const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.fields?.[field] : undefined

/** A refusal no field explains (a 409, a 404, a failure), shown above the form's buttons. */
function FormAlert({ error, fields }: { error: unknown; fields: readonly string[] }) {
  if (!error) return null
  const explainedByField =
    error instanceof ApiError && error.status === 400 && fields.some((f) => error.fields?.[f])
  if (explainedByField) return null
  return (
    <div role="alert">
      <Alert tone="error">{refusalOf(error)}</Alert>
    </div>
  )
}

function ActionCard({
  title,
  lead,
  children,
  testId,
}: {
  title: string
  lead?: string
  children: ReactNode
  testId: string
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid={testId}
    >
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {title}
      </h3>
      {lead ? <p className="mt-1 text-sm text-slate-700">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

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

/**
 * Confirm a pending booking: the SAST date and time (prefilled with the booking's), the
 * tutor and the meeting link. Only what was changed is sent, so an unchanged slot keeps
 * the one asked for and an unchanged tutor is not checked again.
 */
function ConfirmForm({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const confirm = useBookingAction(booking.id, 'confirm')
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
    <ActionCard title={t.confirmHeading} lead={t.confirmLead} testId="confirm-booking">
      <form className="space-y-4" noValidate onSubmit={onSubmit} aria-label={t.confirmHeading}>
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
          hint={
            booking.meeting_link
              ? t.meetingLinkHintStudent(booking.meeting_link)
              : t.meetingLinkHintCreate
          }
          error={fieldError(error, 'meeting_link')}
          onChange={(event) => {
            setLink(event.target.value)
            confirm.reset()
          }}
        />
        <FormAlert error={error} fields={['date', 'time', 'tutor_id', 'meeting_link']} />
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? t.confirming : t.confirm}
        </Button>
      </form>
    </ActionCard>
  )
}

/** The two buttons of a confirmation step: do it, or step back. */
function ConfirmStep({
  question,
  yes,
  busy,
  busyLabel,
  no,
  onYes,
  onNo,
}: {
  question: string
  yes: string
  busy: boolean
  busyLabel: string
  no: string
  onYes: () => void
  onNo: () => void
}) {
  return (
    <div role="group" aria-label={question} className="rounded-lg bg-slate-50 p-4">
      <p className="text-sm font-semibold text-slate-900">{question}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onYes} disabled={busy}>
          {busy ? busyLabel : yes}
        </Button>
        <Button variant="outline" size="sm" onClick={onNo} disabled={busy}>
          {no}
        </Button>
      </div>
    </div>
  )
}

/** Mark a confirmed session completed, after a confirmation step. */
function CompleteAction({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const complete = useBookingAction(booking.id, 'complete')
  const [asking, setAsking] = useState(false)
  return (
    <ActionCard title={t.completeHeading} lead={t.completeLead} testId="complete-booking">
      <div className="space-y-4">
        {asking ? (
          <ConfirmStep
            question={t.completeQuestion}
            yes={t.completeYes}
            busy={complete.isPending}
            busyLabel={t.completing}
            no={t.notYet}
            onYes={() => complete.mutate({}, { onSuccess: onDone })}
            onNo={() => {
              setAsking(false)
              complete.reset()
            }}
          />
        ) : (
          <Button variant="outline" onClick={() => setAsking(true)}>
            {t.complete}
          </Button>
        )}
        <FormAlert error={complete.error} fields={[]} />
      </div>
    </ActionCard>
  )
}

/**
 * Cancel a pending or confirmed booking with the reason the student reads. The reason is
 * checked first; then a confirmation step, since a cancellation cannot be undone.
 */
function CancelAction({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const cancel = useBookingAction(booking.id, 'cancel')
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const [asking, setAsking] = useState(false)
  const paid = booking.payment_status === 'completed' && booking.amount_cents > 0

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!reason.trim()) {
      setMissing(true)
      return
    }
    setAsking(true)
  }

  return (
    <ActionCard title={t.cancelHeading} lead={t.cancelLead(paid)} testId="cancel-booking">
      <form className="space-y-4" noValidate onSubmit={onSubmit} aria-label={t.cancelHeading}>
        <Textarea
          label={t.reason}
          hint={t.reasonHint}
          value={reason}
          rows={3}
          maxLength={500}
          required
          readOnly={asking}
          error={missing ? adminBookingMessages.reasonRequired : fieldError(cancel.error, 'reason')}
          onChange={(event) => {
            setReason(event.target.value)
            setMissing(false)
            cancel.reset()
          }}
        />
        <FormAlert error={cancel.error} fields={['reason']} />
        {asking ? (
          <ConfirmStep
            question={t.cancelQuestion}
            yes={t.cancelYes}
            busy={cancel.isPending}
            busyLabel={t.cancelling}
            no={t.keepIt}
            onYes={() => cancel.mutate({ reason: reason.trim() }, { onSuccess: onDone })}
            onNo={() => {
              setAsking(false)
              cancel.reset()
            }}
          />
        ) : (
          <Button type="submit" variant="outline">
            {t.cancel}
          </Button>
        )}
      </form>
    </ActionCard>
  )
}

/** A cancelled paid booking's refund has been paid back: record it. */
function RefundAction({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const refunded = useBookingAction(booking.id, 'refunded')
  return (
    <ActionCard
      title={t.refundHeading}
      lead={t.refundLead(formatZar(booking.amount_cents))}
      testId="record-refund"
    >
      <div className="space-y-4">
        <FormAlert error={refunded.error} fields={[]} />
        <Button
          onClick={() => refunded.mutate({}, { onSuccess: onDone })}
          disabled={refunded.isPending}
        >
          {refunded.isPending ? t.recordingRefund : t.recordRefund}
        </Button>
      </div>
    </ActionCard>
  )
}

/** "Mark as paid" for a bank transfer still awaited, on the booking's payment card. */
export function BookingMarkPaid({
  booking,
  onDone,
}: {
  booking: AdminBooking
  onDone: (message: string) => void
}) {
  const markPaid = useBookingAction(booking.id, 'mark-paid')
  return (
    <MarkPaidForm
      markPaid={(reference) => markPaid.mutateAsync({ payment_reference: reference })}
      pending={markPaid.isPending}
      onMarked={() => onDone(adminMessages.markedPaid)}
    />
  )
}

/** Whether the booking's payment card offers "Mark as paid". */
export const awaitsBankTransfer = (booking: AdminBooking) =>
  booking.payment_method === 'bank_transfer' &&
  booking.payment_status === 'pending' &&
  booking.amount_cents > 0 &&
  booking.status !== 'cancelled'

/**
 * The actions that apply to the booking's status: a pending one is confirmed or
 * cancelled, a confirmed one completed or cancelled, a cancelled paid one's refund
 * recorded. `onDone` announces what happened.
 */
export function BookingActions({
  booking,
  onDone,
}: {
  booking: AdminBooking
  onDone: (message: string) => void
}) {
  const actions: ReactNode[] = []
  if (booking.status === 'pending') {
    actions.push(
      <ConfirmForm
        key="confirm"
        booking={booking}
        onDone={() => onDone(adminBookingMessages.confirmed)}
      />,
    )
  }
  if (booking.status === 'confirmed') {
    actions.push(
      <CompleteAction
        key="complete"
        booking={booking}
        onDone={() => onDone(adminBookingMessages.completed)}
      />,
    )
  }
  if (booking.status === 'pending' || booking.status === 'confirmed') {
    actions.push(
      <CancelAction
        key="cancel"
        booking={booking}
        onDone={() => onDone(adminBookingMessages.cancelled)}
      />,
    )
  }
  if (booking.refund_due) {
    actions.push(
      <RefundAction
        key="refund"
        booking={booking}
        onDone={() => onDone(adminBookingMessages.refunded)}
      />,
    )
  }
  if (actions.length === 0) {
    return <p className="text-sm text-slate-700">{t.noActions}</p>
  }
  return <div className="grid gap-6">{actions}</div>
}
