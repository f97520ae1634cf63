import { useState, type FormEvent, type ReactNode } from 'react'
import { adminBookingMessages, adminMessages } from '#shared/admin.ts'
import { sessionHasStarted } from '#shared/booking-rules.ts'
import { formatZar } from '#shared/money.ts'
import { attendanceOptions, type Attendance } from '#shared/options.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { AdminBooking } from '#shared/schemas/admin-bookings.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Textarea } from '#web/components/ui/field.tsx'
import { MarkPaidForm } from '../mark-paid-form.tsx'
import { useBookingAction } from './api/booking-actions.ts'
import { bookingPageMessages as t } from './booking-messages.ts'
import { ActionCard, ConfirmStep, fieldError, FormAlert } from './action-parts.tsx'
import { ConfirmForm } from './confirm-booking-form.tsx'

/** Mark a confirmed session completed, after a confirmation step. */
function CompleteAction({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const complete = useBookingAction(booking.id, 'complete')
  const [asking, setAsking] = useState(false)
  // D28: recorded with the completion, as the tutor's portal does; most sessions took place.
  const [attendance, setAttendance] = useState<Attendance>('attended')
  // Read at render: the page is reloaded after every action, and the server decides anyway.
  const started = sessionHasStarted({ scheduledAt: new Date(booking.scheduled_date) })
  return (
    <ActionCard title={t.completeHeading} lead={t.completeLead} testId="complete-booking">
      <div className="space-y-4">
        {!started ? (
          <p className="text-sm font-medium text-slate-800" data-testid="complete-not-yet">
            {t.notStartedYet(formatSastDateTime(booking.scheduled_date))}
          </p>
        ) : asking ? (
          <ConfirmStep
            question={t.completeQuestion}
            yes={t.completeYes}
            busy={complete.isPending}
            busyLabel={t.completing}
            no={t.notYet}
            onYes={() => complete.mutate({ attendance }, { onSuccess: onDone })}
            onNo={() => {
              setAsking(false)
              complete.reset()
            }}
          />
        ) : (
          <>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">{t.attendanceLegend}</legend>
              <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-3">
                {attendanceOptions.map((option) => (
                  <label
                    key={option.value}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={`attendance-${booking.id}`}
                      value={option.value}
                      checked={attendance === option.value}
                      onChange={() => setAttendance(option.value)}
                      className="size-4 accent-brand-700"
                    />
                    <span className="text-slate-800">{option.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <Button variant="outline" onClick={() => setAsking(true)}>
              {t.complete}
            </Button>
          </>
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
      <ConfirmForm
        // Starts afresh from the session as saved.
        key={`reschedule:${booking.scheduled_date}:${booking.tutor_id}:${booking.meeting_link}`}
        booking={booking}
        mode="reschedule"
        onDone={() => onDone(adminBookingMessages.rescheduled)}
      />,
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
