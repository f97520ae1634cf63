import { useState, type FormEvent } from 'react'
import { weekdayNames, type WeeklyHours } from '#shared/schemas/tutor-time.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useSaveAvailability } from './api/tutor-time.ts'
import {
  endChoices,
  errorsByInterval,
  nextInterval,
  startChoices,
  type EditedInterval,
} from './week-editor-state.ts'

let nextKey = 0
const keyed = (weekly: WeeklyHours['weekly']): EditedInterval[] =>
  weekly.map((interval) => ({ ...interval, key: ++nextKey }))

/**
 * D25: the tutor's weekly hours in SAST, one block per weekday (stacked on a phone), each
 * with its intervals as two half-hour selects; the whole week is saved at once with PUT.
 * The server judges overlaps and order; its errors show on the interval or above the week.
 */
export function WeekEditor({ saved }: { saved: WeeklyHours['weekly'] }) {
  const [intervals, setIntervals] = useState(() => keyed(saved))
  const [sent, setSent] = useState<EditedInterval[]>([])
  const [changed, setChanged] = useState(false)
  const save = useSaveAvailability()
  const error = save.error instanceof ApiError ? save.error : null
  const intervalErrors = errorsByInterval(error?.fields, sent)

  const edit = (next: EditedInterval[]) => {
    setIntervals(next)
    setChanged(true)
  }
  const update = (key: number, change: Partial<EditedInterval>) =>
    edit(
      intervals.map((interval) => (interval.key === key ? { ...interval, ...change } : interval)),
    )

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const week = [...intervals].sort((a, b) => a.weekday - b.weekday)
    setSent(week)
    save.mutate(
      { weekly: week.map(({ weekday, start, end }) => ({ weekday, start, end })) },
      {
        onSuccess: (hours) => {
          setIntervals(keyed(hours.weekly))
          setChanged(false)
        },
      },
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="weekly-hours-heading">
      <h2 id="weekly-hours-heading" className="text-xl font-bold text-slate-900">
        Weekly hours
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        When students may book you each week, in South African time (SAST), on the half hour.
      </p>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        {weekdayNames.map((name, index) => {
          const weekday = index + 1
          const day = intervals.filter((interval) => interval.weekday === weekday)
          const added = nextInterval(day)
          return (
            <fieldset
              key={name}
              className="rounded-xl border border-slate-200 bg-white p-4"
              data-testid={`weekday-${weekday}`}
            >
              <legend className="px-1 font-semibold text-slate-900">{name}</legend>
              {day.length === 0 ? <p className="text-sm text-slate-600">Not available</p> : null}
              <ul className="space-y-3">
                {day.map((interval) => {
                  const message = intervalErrors.get(interval.key)
                  return (
                    <li key={interval.key}>
                      <div className="flex flex-wrap items-end gap-2">
                        <Select
                          label={`${name} from`}
                          hideLabel
                          options={startChoices}
                          value={interval.start}
                          onChange={(e) => update(interval.key, { start: e.target.value })}
                          className="w-28"
                        />
                        <span aria-hidden="true" className="pb-3 text-slate-700">
                          to
                        </span>
                        <Select
                          label={`${name} to`}
                          hideLabel
                          options={endChoices}
                          value={interval.end}
                          error={message}
                          onChange={(e) => update(interval.key, { end: e.target.value })}
                          className="w-28"
                        />
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          className="mb-0.5"
                          aria-label={`Remove ${name} ${interval.start} to ${interval.end}`}
                          onClick={() => edit(intervals.filter((i) => i.key !== interval.key))}
                        >
                          Remove
                        </Button>
                      </div>
                    </li>
                  )
                })}
              </ul>
              {added ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="mt-3"
                  aria-label={`Add hours on ${name}`}
                  onClick={() => edit([...intervals, { key: ++nextKey, weekday, ...added }])}
                >
                  Add hours
                </Button>
              ) : null}
            </fieldset>
          )
        })}
      </div>
      {error && intervalErrors.size === 0 ? (
        <Alert tone="error" className="mt-4">
          <p role="alert">{error.serverMessage ?? 'Your hours could not be saved.'}</p>
        </Alert>
      ) : null}
      {save.isError && !error ? (
        <Alert tone="error" className="mt-4">
          <p role="alert">Your hours could not be saved. Please try again.</p>
        </Alert>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save weekly hours'}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {save.isSuccess && !changed
            ? 'Your weekly hours are saved.'
            : changed
              ? 'Unsaved changes'
              : ''}
        </p>
      </div>
    </form>
  )
}
