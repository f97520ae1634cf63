import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { formatHoursAndMinutes } from '#shared/package-hours.ts'
import type { TutoringPackage } from '#shared/schemas/packages.ts'
import { Select } from '#web/components/ui/select.tsx'
import { hoursLeftLine, packageTitle } from '#web/features/packages/package-hours-text.ts'
import type { BookingFormValues } from './booking-form-state.ts'

/**
 * D26: a session from a package's hours asks only what the package leaves open — its
 * length here, the tutor's time, the aim and notes — and takes no payment.
 */
export function PackageSessionFields({
  pkg,
  register,
  errors,
}: {
  pkg: TutoringPackage
  register: UseFormRegister<BookingFormValues>
  errors: FieldErrors<BookingFormValues>
}) {
  const lengths = [
    { value: '60', label: '1 hour' },
    { value: '120', label: '2 hours', disabled: pkg.minutes_left < 120 },
  ]
  return (
    <>
      <div className="flex flex-col gap-1.5" data-testid="package-session-package">
        <span className="text-sm font-medium text-slate-800">Package</span>
        <p className="flex min-h-11 flex-col justify-center rounded-lg border border-slate-200 bg-slate-100 px-3 py-2 text-slate-900">
          <span className="font-medium">{packageTitle(pkg)}</span>
          <span className="text-sm text-slate-700">{hoursLeftLine(pkg)}</span>
        </p>
      </div>
      <Select
        {...register('duration_minutes')}
        label="Session length"
        options={lengths}
        error={errors.duration_minutes?.message}
      />
    </>
  )
}

/** Where the price would be: what the session takes from the package, and what is left. */
export function PackageSessionCost({
  pkg,
  minutes,
  sessions = 1,
}: {
  pkg: TutoringPackage
  /** One session's length. */
  minutes: number
  /** A weekly series takes every week's hours (D27). */
  sessions?: number
}) {
  const taken = minutes * sessions
  return (
    <div
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:col-span-2"
      data-testid="package-session-cost"
    >
      <p className="flex items-baseline justify-between gap-4 text-slate-900">
        <span className="font-medium">From your package</span>
        <span className="text-2xl font-bold whitespace-nowrap">{formatHoursAndMinutes(taken)}</span>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        No payment: {sessions > 1 ? `these ${sessions} weekly sessions are` : 'this session is'}{' '}
        part of the hours you paid for.{' '}
        {formatHoursAndMinutes(Math.max(0, pkg.minutes_left - taken))} will be left.
      </p>
    </div>
  )
}
