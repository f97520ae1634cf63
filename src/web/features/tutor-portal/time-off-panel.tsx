import { useState, type FormEvent } from 'react'
import { formatSastDateTime, sastSlotToInstant, todayInSast } from '#shared/sast.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useAddTimeOff, useRemoveTimeOff, useTimeOff } from './api/tutor-time.ts'
import { endChoices, startChoices } from './week-editor-state.ts'

const timeChoices = startChoices
const untilChoices = endChoices.slice(0, -1)

/** The instant of a SAST date and time, or undefined while the date is not filled in. */
function instantOf(date: string, time: string): string | undefined {
  return date ? sastSlotToInstant(date, time).toISOString() : undefined
}

/** D25: time off as SAST date-time ranges: the list, a form to add one, and Remove. */
export function TimeOffPanel() {
  const list = useTimeOff()
  const add = useAddTimeOff()
  const remove = useRemoveTimeOff()
  const today = todayInSast()
  const [fromDate, setFromDate] = useState('')
  const [fromTime, setFromTime] = useState('00:00')
  const [toDate, setToDate] = useState('')
  const [toTime, setToTime] = useState('23:30')
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState<{ from?: string; to?: string }>({})
  const fields = add.error instanceof ApiError ? add.error.fields : undefined

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const starts = instantOf(fromDate, fromTime)
    const ends = instantOf(toDate, toTime)
    setMissing({
      from: starts ? undefined : 'Please choose the first day',
      to: ends ? undefined : 'Please choose the last day',
    })
    if (!starts || !ends) return
    add.mutate(
      { starts_at: starts, ends_at: ends, reason },
      {
        onSuccess: () => {
          setFromDate('')
          setToDate('')
          setReason('')
        },
      },
    )
  }

  return (
    <section aria-labelledby="time-off-heading">
      <h2 id="time-off-heading" className="text-xl font-bold text-slate-900">
        Time off
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Holidays and other times you cannot teach, in SAST. Students cannot book them.
      </p>
      {list.isPending ? (
        <div aria-hidden="true" className="mt-3 h-16 animate-pulse rounded-xl bg-slate-200" />
      ) : list.isError ? (
        <Alert tone="error" className="mt-3">
          <p role="alert">Your time off could not be loaded.</p>
        </Alert>
      ) : list.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No time off planned.</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="time-off-list">
          {list.data.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-slate-900">
                  {formatSastDateTime(entry.starts_at)} – {formatSastDateTime(entry.ends_at)}
                </p>
                {entry.reason ? <p className="break-words text-slate-700">{entry.reason}</p> : null}
              </div>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                aria-label={`Remove time off from ${formatSastDateTime(entry.starts_at)}`}
                onClick={() => remove.mutate(entry.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {remove.error instanceof ApiError && remove.error.serverMessage
            ? remove.error.serverMessage
            : 'The time off could not be removed. Please try again.'}
        </p>
      ) : null}
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Add time off"
        className="mt-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
          <Input
            type="date"
            label="From (date)"
            min={today}
            value={fromDate}
            onChange={(e) => setFromDate(e.target.value)}
            error={missing.from ?? fields?.starts_at}
          />
          <Select
            label="From (time)"
            options={timeChoices}
            value={fromTime}
            onChange={(e) => setFromTime(e.target.value)}
          />
          <Input
            type="date"
            label="Until (date)"
            min={fromDate || today}
            value={toDate}
            onChange={(e) => setToDate(e.target.value)}
            error={missing.to ?? fields?.ends_at}
          />
          <Select
            label="Until (time)"
            options={untilChoices}
            value={toTime}
            onChange={(e) => setToTime(e.target.value)}
          />
        </div>
        <Input
          label="Reason (optional)"
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={fields?.reason}
        />
        {add.isError && !fields ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {add.error instanceof ApiError && add.error.serverMessage
              ? add.error.serverMessage
              : 'The time off could not be added. Please try again.'}
          </p>
        ) : null}
        <Button type="submit" variant="primary" size="sm" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add time off'}
        </Button>
      </form>
    </section>
  )
}
