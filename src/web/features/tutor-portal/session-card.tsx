import { useState } from 'react'
import { attendanceOptions, labelOf, packageTypes, sessionTypes } from '#shared/options.ts'
import { formatSastWeekdayDate, sastTimeOf } from '#shared/sast.ts'
import type { TutorSession } from '#shared/schemas/booking.ts'
import { Button } from '#web/components/ui/button.tsx'
import { CompleteSessionForm } from './complete-session-form.tsx'
import { tutorPortalMessages as t } from './messages.ts'
import { JoinMeetingLink } from '#web/components/ui/join-meeting-link.tsx'

const statusLabels: Record<TutorSession['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
}

/**
 * One session of the agenda: when (24-hour SAST, as the open times are shown), who, what
 * for, and what the tutor can do: join one to come, complete one that has started.
 */
export function SessionCard({ session, upcoming }: { session: TutorSession; upcoming: boolean }) {
  const [completing, setCompleting] = useState(false)
  const [justCompleted, setJustCompleted] = useState(false)
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="tutor-session">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {formatSastWeekdayDate(session.starts_at)}, {sastTimeOf(new Date(session.starts_at))}–
            {sastTimeOf(new Date(session.ends_at))} (SAST)
          </p>
          <p className="text-sm text-slate-700">
            {session.student_first_name ?? 'Former student'} · {session.mathematics_module_name} ·{' '}
            {labelOf(sessionTypes, session.session_type)} ·{' '}
            {labelOf(packageTypes, session.package_type)}
          </p>
        </div>
        {session.held_for_bank_transfer ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {t.heldForBankTransfer}
          </span>
        ) : (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
            {statusLabels[session.status]}
          </span>
        )}
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="font-medium text-slate-700">Aim</dt>
        <dd className="break-words text-slate-900">{session.meeting_aim}</dd>
        {session.notes ? (
          <>
            <dt className="font-medium text-slate-700">Student’s notes</dt>
            <dd className="break-words whitespace-pre-line text-slate-900">{session.notes}</dd>
          </>
        ) : null}
        {session.attendance ? (
          <>
            <dt className="font-medium text-slate-700">{t.attendanceLabel}</dt>
            <dd className="text-slate-900">{labelOf(attendanceOptions, session.attendance)}</dd>
          </>
        ) : null}
        {session.lesson_notes ? (
          <>
            <dt className="font-medium text-slate-700">{t.notesLabel}</dt>
            <dd className="break-words whitespace-pre-line text-slate-900">
              {session.lesson_notes}
            </dd>
          </>
        ) : null}
      </dl>
      {session.held_for_bank_transfer ? (
        <p className="mt-2 text-sm text-slate-700">{t.heldHint}</p>
      ) : null}
      {justCompleted ? (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          {t.completed}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {upcoming && session.meeting_link ? (
          <JoinMeetingLink href={session.meeting_link}>{t.joinSession}</JoinMeetingLink>
        ) : null}
        {session.can_complete && !completing ? (
          <Button variant="outline" size="sm" onClick={() => setCompleting(true)}>
            {t.completeAction}
          </Button>
        ) : null}
      </div>
      {completing && session.can_complete ? (
        <CompleteSessionForm
          sessionId={session.id}
          onCancel={() => setCompleting(false)}
          onDone={() => {
            setCompleting(false)
            setJustCompleted(true)
          }}
        />
      ) : null}
    </li>
  )
}
