import { formatSastWeekdayDate, sastTimeOf } from '#shared/sast.ts'
import type { TutorConsultation } from '#shared/schemas/consultation-appointments.ts'
import { tutorPortalMessages as t } from './messages.ts'
import { JoinMeetingLink } from '#web/components/ui/join-meeting-link.tsx'

/** A free consultation on the agenda (decision 026): when, with whom, about what, the link. */
export function ConsultationCard({ consultation: c }: { consultation: TutorConsultation }) {
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="tutor-consultation"
    >
      <p className="font-semibold text-slate-900">
        {formatSastWeekdayDate(c.starts_at)}, {sastTimeOf(new Date(c.starts_at))}–
        {sastTimeOf(new Date(c.ends_at))} (SAST)
      </p>
      <p className="text-sm text-slate-700">
        {c.requester_first_name ?? 'A visitor'} · Free consultation · {c.reference}
      </p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="font-medium text-slate-700">Asked about</dt>
        <dd className="break-words text-slate-900">{c.meeting_topic}</dd>
        <dt className="font-medium text-slate-700">Platform</dt>
        <dd className="text-slate-900">{c.meeting_platform}</dd>
      </dl>
      <JoinMeetingLink href={c.meeting_link} className="mt-3">
        {t.joinConsultation}
      </JoinMeetingLink>
    </li>
  )
}
