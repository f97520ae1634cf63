import { clsx } from 'clsx'
import { formatSastWeekdayDate } from '#shared/sast.ts'
import type { SeriesCheck } from '#shared/schemas/booking-series.ts'
import { Select } from '#web/components/ui/select.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { seriesWeekOptions } from './weekly-repeat.ts'

export const weeklyRepeatTexts = {
  legend: 'Weekly lessons',
  repeat: 'Repeat weekly',
  weeks: 'For how many weeks',
  hint: 'The same day and time each week with this tutor. Every week is checked before you pay.',
  checking: 'Checking every week…',
  checkFailed: 'The weeks could not be checked. Please try again.',
  open: 'Open',
  someRefused: 'Some weeks are not open. Choose another time or fewer weeks.',
  cardOnly: 'Weekly lessons are paid by card, one payment for every week.',
} as const
const t = weeklyRepeatTexts

/** Every week of the series with its status, as the server judged it (D27). */
function SeriesWeeks({ check }: { check: SeriesCheck }) {
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {check.dates.map((week) => (
        <li
          key={week.date}
          data-testid="series-week"
          className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
        >
          <span className="font-medium text-slate-900 tabular-nums">
            {formatSastWeekdayDate(week.date)}
          </span>
          <span
            className={clsx(
              'text-sm font-medium',
              week.problem ? 'text-red-800' : 'text-emerald-800',
            )}
          >
            {week.problem ? week.message : t.open}
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * "Repeat weekly for N weeks" beside a chosen open time (D27): the weeks and each one's
 * status before anything is paid.
 */
export function WeeklyRepeatFields({
  weeks,
  onWeeksChange,
  check,
  checking,
  error,
  cardOnly,
}: {
  /** 0: a single session. */
  weeks: number
  onWeeksChange: (weeks: number) => void
  check: SeriesCheck | undefined
  checking: boolean
  error: unknown
  /** Paid by card (not from a package's hours): said, as a bank transfer is not offered. */
  cardOnly: boolean
}) {
  const repeating = weeks > 0
  const refused = check?.dates.some((week) => week.problem !== null)
  return (
    <fieldset
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:col-span-2"
      data-testid="weekly-repeat"
    >
      <legend className="sr-only">{t.legend}</legend>
      <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
        <input
          type="checkbox"
          checked={repeating}
          onChange={(event) => onWeeksChange(event.target.checked ? 4 : 0)}
          className="size-5 accent-brand-700"
        />
        {t.repeat}
      </label>
      <p className="text-sm text-slate-700">{t.hint}</p>
      {repeating ? (
        <div className="mt-3">
          <Select
            label={t.weeks}
            options={seriesWeekOptions}
            value={String(weeks)}
            onChange={(event) => onWeeksChange(Number(event.target.value))}
            className="sm:max-w-xs"
          />
          {cardOnly ? <p className="mt-2 text-sm text-slate-700">{t.cardOnly}</p> : null}
          <div aria-live="polite" aria-busy={checking}>
            {error ? (
              <p className="mt-3 font-medium text-red-800" role="alert">
                {error instanceof ApiError && error.serverMessage
                  ? error.serverMessage
                  : t.checkFailed}
              </p>
            ) : check ? (
              <>
                <SeriesWeeks check={check} />
                {refused ? (
                  <p className="mt-2 text-sm font-medium text-red-800">{t.someRefused}</p>
                ) : null}
              </>
            ) : (
              <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
                <Spinner className="size-4" /> {t.checking}
              </p>
            )}
          </div>
        </div>
      ) : null}
    </fieldset>
  )
}
