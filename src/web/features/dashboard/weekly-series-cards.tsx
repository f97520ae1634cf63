import { useState } from 'react'
import { formatSastWeekdayDate } from '#shared/sast.ts'
import type { BookingSeries, SeriesCancelResult } from '#shared/schemas/booking-series.ts'
import { Button } from '#web/components/ui/button.tsx'
import { RepeatIcon } from '#web/components/ui/icons.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { seriesLine } from '#web/features/booking-series/series-text.ts'
import { useCancelSeries, useSeriesList } from '#web/features/booking-series/series-api.ts'
import { ApiError } from '#web/lib/api-client.ts'

/** What cancelling did, in words: the weeks cancelled and any kept under the 24 h rule. */
function outcomeText(result: SeriesCancelResult): string {
  const cancelled = `${result.cancelled.length} ${result.cancelled.length === 1 ? 'week' : 'weeks'} cancelled.`
  if (result.kept.length === 0) return cancelled
  const kept = result.kept.map((week) => formatSastWeekdayDate(week.date)).join(', ')
  return `${cancelled} ${kept} is less than 24 hours away and stays booked.`
}

function SeriesItem({ series }: { series: BookingSeries }) {
  const cancel = useCancelSeries()
  // The weeks still to come, from the server's next one (it knows the time).
  const next = series.next_session_at
  const ahead = next
    ? series.sessions.filter(
        (session) =>
          (session.status === 'confirmed' || session.status === 'pending') &&
          Date.parse(session.scheduled_date) >= Date.parse(next),
      )
    : []
  const [fromDate, setFromDate] = useState(ahead[0]?.preferred_date ?? '')
  const [confirming, setConfirming] = useState(false)
  const [outcome, setOutcome] = useState<string | null>(null)
  return (
    <li
      data-testid="weekly-series"
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <RepeatIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">Weekly with {series.tutor_name}</h3>
          <p className="text-slate-800">{seriesLine(series)}</p>
        </div>
      </div>
      {outcome ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {outcome}
        </p>
      ) : null}
      {ahead.length > 0 && !confirming ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => {
            setOutcome(null)
            setFromDate(ahead[0]?.preferred_date ?? '')
            setConfirming(true)
          }}
        >
          Cancel weeks
        </Button>
      ) : null}
      {confirming ? (
        <div
          role="group"
          aria-label="Cancel weeks of this series"
          className="rounded-lg bg-slate-50 p-3"
        >
          <Select
            label="Cancel from"
            options={ahead.map((session) => ({
              value: session.preferred_date,
              label: `${formatSastWeekdayDate(session.scheduled_date)}, ${session.preferred_time}`,
            }))}
            value={fromDate}
            onChange={(event) => setFromDate(event.target.value)}
            hint="That week and every later one. Weeks less than 24 hours away stay booked."
          />
          <p className="mt-2 text-sm text-slate-800">
            {series.payment_method === 'package'
              ? 'Their hours go back to your package.'
              : 'What you paid for them will be refunded.'}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              variant="primary"
              size="sm"
              disabled={cancel.isPending || !fromDate}
              onClick={() =>
                cancel.mutate(
                  { id: series.id, fromDate },
                  {
                    onSuccess: (result) => {
                      setConfirming(false)
                      setOutcome(outcomeText(result))
                    },
                  },
                )
              }
            >
              {cancel.isPending ? 'Cancelling...' : 'Yes, cancel them'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              Keep them
            </Button>
          </div>
          {cancel.isError ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {cancel.error instanceof ApiError && cancel.error.serverMessage
                ? cancel.error.serverMessage
                : 'The weeks could not be cancelled. Please try again.'}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}

/**
 * D27: each weekly series as one line with its next date, and a way to cancel it from a
 * week on. A series with no week left to take place is history and is not shown.
 */
export function WeeklySeriesCards() {
  const list = useSeriesList()
  const running = (list.data ?? []).filter((series) => series.sessions_left > 0)
  if (running.length === 0) return null
  return (
    <section aria-labelledby="weekly-series-title" className="space-y-3">
      <h2 id="weekly-series-title" className="text-xl font-bold text-slate-900">
        Your weekly lessons
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {running.map((series) => (
          <SeriesItem key={series.id} series={series} />
        ))}
      </ul>
    </section>
  )
}
