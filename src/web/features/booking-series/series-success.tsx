import { bookingMessages as m } from '#shared/messages.ts'
import { formatZar } from '#shared/money.ts'
import { formatHoursAndMinutes } from '#shared/package-hours.ts'
import { formatSastWeekdayDate } from '#shared/sast.ts'
import type { BookingSeries } from '#shared/schemas/booking-series.ts'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { CheckCircleIcon } from '#web/components/ui/icons.tsx'
import { useRevealOnMount } from '#web/components/ui/use-reveal-on-mount.ts'
import { paths } from '#web/paths.ts'
import { seriesRhythm } from './series-text.ts'

/** After booking a weekly series (D27): every week, confirmed, and the two ways on. */
export function SeriesSuccess({
  series,
  onBookAnother,
}: {
  series: BookingSeries
  onBookAnother: () => void
}) {
  const { panelRef, headingRef } = useRevealOnMount()
  const first = series.sessions[0]
  const paid =
    series.payment_method === 'package'
      ? `${formatHoursAndMinutes(series.session_minutes * series.sessions.length)} from your package hours`
      : `${formatZar(series.sessions.reduce((sum, session) => sum + session.amount_cents, 0))} (paid)`
  return (
    <div ref={panelRef} data-testid="series-success" className="mx-auto max-w-2xl text-center">
      <CheckCircleIcon className="mx-auto size-14 text-emerald-600" />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        Weekly Sessions Booked!
      </h2>
      <p className="mt-3 text-slate-700">
        {series.sessions.length} sessions with {series.tutor_name}, {seriesRhythm(series)} (SAST),
        are confirmed. Your confirmation, with every meeting link and calendar invite, is on its way
        to your email.
      </p>
      <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-5 text-left sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">Module</dt>
        <dd className="text-slate-900">{first?.mathematics_module_name}</dd>
        <dt className="font-medium text-slate-600">Tutor</dt>
        <dd className="text-slate-900">{series.tutor_name}</dd>
        <dt className="font-medium text-slate-600">Weeks</dt>
        <dd className="text-slate-900">
          <ul data-testid="series-booked-weeks">
            {series.sessions.map((session) => (
              <li key={session.id}>
                {formatSastWeekdayDate(session.scheduled_date)}, {session.preferred_time}
              </li>
            ))}
          </ul>
        </dd>
        <dt className="font-medium text-slate-600">Price</dt>
        <dd className="text-slate-900">{paid}</dd>
        <dt className="font-medium text-slate-600">Reference</dt>
        <dd className="font-mono text-slate-900">{series.reference}</dd>
      </dl>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <LinkButton to={paths.dashboard.getHref()} variant="primary">
          {m.viewDashboard}
        </LinkButton>
        <Button variant="outline" onClick={onBookAnother}>
          {m.bookAnother}
        </Button>
      </div>
    </div>
  )
}
