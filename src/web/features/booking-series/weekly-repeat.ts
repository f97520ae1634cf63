import { packageSessionLengths } from '#shared/package-hours.ts'
import {
  SERIES_MAX_WEEKS,
  SERIES_MIN_WEEKS,
  SeriesCheckInputSchema,
  seriesPackageTypes,
  type BookingSeriesValues,
  type SeriesCheck,
  type SeriesCheckValues,
} from '#shared/schemas/booking-series.ts'
import type { BookingValues } from '#shared/schemas/booking.ts'
import { isOneOf } from '#shared/options.ts'

/** The form's view of a booking, as far as a weekly series needs it (D27). */
export interface RepeatableBooking {
  tutor_id?: string | undefined
  preferred_date?: string | undefined
  preferred_time?: string | undefined
  package_type?: string | undefined
  duration_minutes?: string | undefined
}

export const seriesWeekOptions = Array.from(
  { length: SERIES_MAX_WEEKS - SERIES_MIN_WEEKS + 1 },
  (_, index) => {
    const weeks = SERIES_MIN_WEEKS + index
    return { value: String(weeks), label: `${weeks} weeks` }
  },
)

/**
 * Whether "Repeat weekly" is offered: a tutor's open time is chosen, and the session is
 * one of 1 or 2 hours paid by card or from a package's hours (a week or month package is
 * bought once; a free consultation is one talk).
 */
export function canRepeatWeekly(
  values: RepeatableBooking,
  state: { openTimePicked: boolean; fromPackage: boolean },
): boolean {
  if (!state.openTimePicked) return false
  return state.fromPackage || isOneOf(seriesPackageTypes, values.package_type)
}

/** The check's question for these values, or undefined while they do not make a series. */
export function seriesCheckInput(
  values: RepeatableBooking,
  weeks: number,
  packageId: string | undefined,
): SeriesCheckValues | undefined {
  if (weeks < SERIES_MIN_WEEKS || !values.tutor_id) return undefined
  const length = packageId
    ? {
        package_id: packageId,
        duration_minutes: isOneOf(packageSessionLengths.map(String), values.duration_minutes ?? '')
          ? Number(values.duration_minutes)
          : undefined,
      }
    : { package_type: values.package_type }
  const parsed = SeriesCheckInputSchema.safeParse({
    tutor_id: Number(values.tutor_id),
    first_date: values.preferred_date,
    time: values.preferred_time,
    count: weeks,
    ...length,
  })
  return parsed.success ? parsed.data : undefined
}

/** The booking form's parsed values as the series request (D27). */
export function seriesRequest(
  parsed: BookingValues,
  weeks: number,
  payment: BookingSeriesValues['payment_data'],
): BookingSeriesValues {
  const fromPackage = parsed.payment_method === 'package'
  return {
    tutor_id: parsed.tutor_id ?? 0,
    first_date: parsed.preferred_date,
    time: parsed.preferred_time,
    count: weeks,
    mathematics_module_id: parsed.mathematics_module_id,
    session_type: parsed.session_type,
    meeting_platform: parsed.meeting_platform,
    meeting_aim: parsed.meeting_aim,
    notes: parsed.notes,
    ...(fromPackage
      ? {
          package_id: parsed.package_id,
          duration_minutes: parsed.duration_minutes,
          payment_data: undefined,
        }
      : {
          package_type: isOneOf(seriesPackageTypes, parsed.package_type)
            ? parsed.package_type
            : undefined,
          payment_data: payment,
        }),
  }
}

/** Every week can be booked: the check answered and named no problem. */
export function allWeeksOpen(check: SeriesCheck | undefined): boolean {
  return Boolean(check && check.dates.every((week) => week.problem === null))
}
