import { clsx } from 'clsx'
import { addSastDays, type OpenTime } from '#shared/open-times.ts'
import { formatSastWeekdayDate } from '#shared/sast.ts'
import { Button } from '#web/components/ui/button.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { defaultDay, hasNextWeek, hasPreviousWeek, stepDay } from './open-times-week.ts'
import type { OpenTimesDay } from './open-times-week.ts'
import type { OpenTimesState } from './use-open-times.ts'

export const openTimesTexts = {
  legend: 'Choose a time',
  hint: 'Open times of your tutor, in South African time (SAST).',
  loading: 'Loading open times…',
  loadFailed: 'The open times could not be loaded.',
  loadFailedHint: 'Please check your connection and try again.',
  emptyWeek: 'No open times this week',
  emptyDay: (date: string) => `No open times on ${formatSastWeekdayDate(date)}.`,
  showNextWeek: 'Show next week',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  chosen: (time: OpenTime) => `Chosen: ${formatSastWeekdayDate(time.date)}, ${time.time} (SAST)`,
  noneChosen: 'No time chosen yet.',
  refreshed: 'We have refreshed the open times above.',
} as const
const t = openTimesTexts

function TimeButton({
  time,
  picked,
  onChoose,
}: {
  time: OpenTime
  picked: OpenTime | null
  onChoose: (time: OpenTime) => void
}) {
  const pressed = picked?.starts_at === time.starts_at
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`${formatSastWeekdayDate(time.date)}, ${time.time}`}
      onClick={() => onChoose(time)}
      className={clsx(
        'h-11 w-full rounded-lg border text-sm font-semibold tabular-nums transition-colors',
        pressed
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-slate-300 bg-white text-brand-800 hover:border-brand-700 hover:bg-brand-50',
      )}
    >
      {time.time}
    </button>
  )
}

/** One day's column (a week on wider screens) or panel (a phone). */
function DayTimes({
  day,
  state,
  headingId,
  className,
}: {
  day: OpenTimesDay
  state: OpenTimesState
  headingId: string
  className?: string
}) {
  const [weekday, ...dayMonth] = formatSastWeekdayDate(day.date).split(' ')
  return (
    <div role="group" aria-labelledby={headingId} className={className}>
      <h3 id={headingId} className="text-center text-sm font-semibold text-slate-800">
        {/* 'Tue' above '24 Nov', so narrow columns line up. */}
        <span className="block">{weekday}</span>
        <span className="block font-normal text-slate-700">{dayMonth.join(' ')}</span>
      </h3>
      {day.times.length === 0 ? (
        <p className="mt-2 text-center text-sm text-slate-600">–</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {day.times.map((time) => (
            <li key={time.starts_at}>
              <TimeButton time={time} picked={state.picked} onChoose={state.choose} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * A tutor's open times (issue 20, D25): a week at a time, days across and times as
 * buttons; on a phone one day at a time. Picking a time fills the form's preferred date
 * and time.
 */
export function OpenTimesPicker({ state, error }: { state: OpenTimesState; error?: string }) {
  const { days, today, weekStart } = state
  const empty = days.every((day) => day.times.length === 0)
  // A phone shows the day chosen with previous/next day, else the week's first open one.
  const shownDate = state.day ?? defaultDay(days, today)
  const shownDay = days.find((day) => day.date === shownDate) ?? { date: shownDate, times: [] }
  const previousDay = stepDay(shownDay.date, -1, today)
  const nextDay = stepDay(shownDay.date, 1, today)
  const nextWeek = hasNextWeek(weekStart, today) ? addSastDays(weekStart, 7) : null
  const previousWeek = hasPreviousWeek(weekStart, today) ? addSastDays(weekStart, -7) : null

  return (
    <fieldset className="sm:col-span-2" data-testid="open-times" aria-describedby="open-times-hint">
      <legend className="text-sm font-medium text-slate-800">
        {t.legend} <span className="text-red-700">*</span>
      </legend>
      <p id="open-times-hint" className="mt-1 text-sm text-slate-700">
        {t.hint}
      </p>

      {state.mode === 'error' ? (
        <div className="mt-3">
          <LoadFailed
            title={t.loadFailed}
            hint={t.loadFailedHint}
            onRetry={state.retry}
            retrying={state.retrying}
            className=""
          />
        </div>
      ) : state.mode === 'loading' ? (
        <p className="mt-3 flex min-h-40 items-center justify-center gap-2 rounded-xl border border-slate-200 bg-slate-50 text-sm text-slate-700">
          <Spinner className="size-4" /> {t.loading}
        </p>
      ) : (
        <div className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
          {/* Week paging: wider screens; a phone pages by day and crosses weeks itself. */}
          <div className="hidden items-center justify-between gap-3 md:flex">
            <Button
              variant="ghost"
              size="sm"
              disabled={!previousWeek}
              onClick={() => previousWeek && state.showWeek(previousWeek)}
            >
              ‹ {t.previousWeek}
            </Button>
            <p className="text-sm font-semibold text-slate-900" aria-live="polite">
              {formatSastWeekdayDate(days[0]!.date)} – {formatSastWeekdayDate(days[6]!.date)}
            </p>
            <Button
              variant="ghost"
              size="sm"
              disabled={!nextWeek}
              onClick={() => nextWeek && state.showWeek(nextWeek)}
            >
              {t.nextWeek} ›
            </Button>
          </div>
          <div className="flex items-center justify-between gap-2 md:hidden">
            <Button
              variant="ghost"
              size="sm"
              disabled={!previousDay}
              onClick={() => previousDay && state.showDay(previousDay)}
            >
              ‹ {t.previousDay}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={!nextDay}
              onClick={() => nextDay && state.showDay(nextDay)}
            >
              {t.nextDay} ›
            </Button>
          </div>

          <div
            className={clsx('relative mt-3', state.weekLoading && 'opacity-60')}
            aria-busy={state.weekLoading}
          >
            {state.weekLoading ? (
              <p className="absolute inset-x-0 top-8 z-10 flex items-center justify-center gap-2 text-sm font-medium text-slate-800">
                <Spinner className="size-4" /> {t.loading}
              </p>
            ) : null}
            {empty && !state.weekLoading ? (
              <div className="flex min-h-40 flex-col items-center justify-center gap-3 text-center">
                <p className="font-semibold text-slate-900">{t.emptyWeek}</p>
                {nextWeek ? (
                  <Button variant="outline" size="sm" onClick={() => state.showWeek(nextWeek)}>
                    {t.showNextWeek}
                  </Button>
                ) : null}
              </div>
            ) : (
              <>
                <div className="hidden min-h-40 grid-cols-7 gap-2 md:grid">
                  {days.map((day) => (
                    <DayTimes
                      key={day.date}
                      day={day}
                      state={state}
                      headingId={`open-times-week-${day.date}`}
                    />
                  ))}
                </div>
                <div className="min-h-40 md:hidden">
                  {shownDay.times.length === 0 ? (
                    <p className="pt-2 text-center text-sm text-slate-700">
                      <span className="block font-semibold text-slate-900">
                        {formatSastWeekdayDate(shownDay.date)}
                      </span>
                      {t.emptyDay(shownDay.date)}
                    </p>
                  ) : (
                    <DayTimes
                      day={shownDay}
                      state={state}
                      headingId={`open-times-day-${shownDay.date}`}
                      className="[&_ul]:grid-cols-3"
                    />
                  )}
                </div>
              </>
            )}
          </div>
        </div>
      )}

      <p
        className={clsx(
          'mt-2 text-sm',
          state.picked ? 'font-semibold text-emerald-800' : 'text-slate-700',
        )}
        aria-live="polite"
        data-testid="open-time-chosen"
      >
        {state.picked ? t.chosen(state.picked) : t.noneChosen}
      </p>
      {error ? (
        <p className="mt-1 text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
