import { z } from 'zod'
import { packageSessionLengths } from '../package-hours.ts'
import { isIsoDate } from '../sast.ts'
import { BookingInputSchema, BookingSchema } from './booking.ts'
import { numberOneOf } from './fields.ts'
import { PaymentDataSchema } from './payment-data.ts'
import { packageMessages } from './packages.ts'

// D27: a weekly series of sessions with one tutor, same weekday and SAST time.

export const SERIES_MIN_WEEKS = 2
export const SERIES_MAX_WEEKS = 12

/** What a series paid per session by card may be: one session of 1 or 2 hours. */
export const seriesPackageTypes = ['1_hour', '2_hours'] as const
export type SeriesPackageType = (typeof seriesPackageTypes)[number]

export const seriesMessages = {
  weeksRequired: `Please choose from ${SERIES_MIN_WEEKS} to ${SERIES_MAX_WEEKS} weeks`,
  tutorRequired: 'Please choose a tutor: a weekly series is booked in a tutor’s open times',
  packageTypeRequired: 'Please choose a 1 Hour or 2 Hours session',
  noOpenTimes:
    'This tutor does not publish open times, so a weekly series cannot be booked with them. Please book a single session instead.',
  datesRefused: (dates: string) =>
    `These weeks cannot be booked: ${dates}. Nothing was booked; please choose another time or fewer weeks.`,
  notFound: 'This weekly series could not be found.',
  fromDateUnknown: 'Please choose a date of this series with a session still booked.',
  tooLateToCancel:
    'These weeks are less than 24 hours away, so they can no longer be cancelled. Please contact us if you cannot attend.',
  nothingToCancel:
    'Every session of this series from that date on has already ended or been cancelled.',
} as const

/** Why one week of a series cannot be booked (D27: the answer names every such week). */
export const seriesDateProblems = ['not_open', 'after_validity', 'short_balance'] as const
export type SeriesDateProblem = (typeof seriesDateProblems)[number]

export const seriesDateProblemMessages: Record<SeriesDateProblem, string> = {
  not_open: 'Not open: the tutor is not free then, or you have another session at that time.',
  after_validity: 'After your package hours lapse.',
  short_balance: 'Not enough hours left in your package for this week.',
}

const field = BookingInputSchema.shape

const blankAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value)

/** When the weeks fall and how they are paid: all the check needs. */
const weeksShape = {
  tutor_id: z.preprocess(
    blankAsAbsent,
    z
      .number({ error: seriesMessages.tutorRequired })
      .int(seriesMessages.tutorRequired)
      .positive(seriesMessages.tutorRequired),
  ),
  first_date: field.preferred_date,
  time: field.preferred_time,
  count: z
    .number({ error: seriesMessages.weeksRequired })
    .int(seriesMessages.weeksRequired)
    .min(SERIES_MIN_WEEKS, seriesMessages.weeksRequired)
    .max(SERIES_MAX_WEEKS, seriesMessages.weeksRequired),
  package_id: field.package_id,
  duration_minutes: z.preprocess(
    blankAsAbsent,
    numberOneOf(packageSessionLengths, packageMessages.durationRequired).optional(),
  ),
  package_type: z.preprocess(
    blankAsAbsent,
    z.enum(seriesPackageTypes, { error: seriesMessages.packageTypeRequired }).optional(),
  ),
}

/** From a package its length, by card a package type: one or the other says how long. */
function requireLength(
  value: {
    package_id?: string | undefined
    duration_minutes?: number | undefined
    package_type?: string | undefined
  },
  ctx: z.RefinementCtx,
) {
  if (value.package_id) {
    if (!value.duration_minutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['duration_minutes'],
        message: packageMessages.durationRequired,
      })
    }
  } else if (!value.package_type) {
    ctx.addIssue({
      code: 'custom',
      path: ['package_type'],
      message: seriesMessages.packageTypeRequired,
    })
  }
}

/** POST /api/booking-series/check: the weeks only, so it can answer as soon as a time is chosen. */
export const SeriesCheckInputSchema = z.object(weeksShape).superRefine(requireLength)
export type SeriesCheckInput = z.input<typeof SeriesCheckInputSchema>
export type SeriesCheckValues = z.output<typeof SeriesCheckInputSchema>

/**
 * POST /api/booking-series: the weekday is the first date's. Paid from a package's hours
 * (`package_id` and `duration_minutes`) or per session by card (`package_type` and
 * `payment_data` of one payment for every week).
 */
export const BookingSeriesInputSchema = z
  .object({
    ...weeksShape,
    mathematics_module_id: field.mathematics_module_id,
    session_type: field.session_type,
    meeting_platform: field.meeting_platform,
    meeting_aim: field.meeting_aim,
    notes: field.notes,
    payment_data: PaymentDataSchema.nullish().transform((value) => value ?? undefined),
  })
  .superRefine(requireLength)
export type BookingSeriesInput = z.input<typeof BookingSeriesInputSchema>
export type BookingSeriesValues = z.output<typeof BookingSeriesInputSchema>

export const SeriesDateSchema = z.object({
  date: z.string(),
  // The instant the week's session starts (ISO 8601).
  starts_at: z.string(),
  problem: z.enum(seriesDateProblems).nullable(),
  message: z.string().nullable(),
})
export type SeriesDate = z.infer<typeof SeriesDateSchema>

/** POST /api/booking-series/check: every week's status before anything is paid or booked. */
export const SeriesCheckSchema = z.object({
  dates: z.array(SeriesDateSchema),
  // What a card series costs in all (per session × weeks); 0 from a package.
  amount_cents: z.number().int(),
  // What a package series takes from the balance in all; 0 by card.
  package_minutes: z.number().int(),
})
export type SeriesCheck = z.infer<typeof SeriesCheckSchema>

export const BookingSeriesSchema = z.object({
  id: z.string(),
  /** What the person is given to quote (decision 021), e.g. 'BK-2XFHZ5E8'. */
  reference: z.string(),
  tutor_id: z.number().int(),
  tutor_name: z.string(),
  first_date: z.string(),
  time: z.string(),
  weeks: z.number().int(),
  session_minutes: z.number().int(),
  payment_method: z.enum(['card', 'package']),
  package_id: z.string().nullable(),
  // The next session still to take place (ISO 8601), null when none is left.
  next_session_at: z.string().nullable(),
  sessions_left: z.number().int(),
  sessions: z.array(BookingSchema),
  created_at: z.string(),
})
export type BookingSeries = z.infer<typeof BookingSeriesSchema>

export const SeriesCancelInputSchema = z.object({
  from_date: z
    .string({ error: seriesMessages.fromDateUnknown })
    .refine(isIsoDate, seriesMessages.fromDateUnknown),
})

/** What cancelling from a date did: the weeks cancelled, and those kept under the 24 h rule. */
export const SeriesCancelResultSchema = z.object({
  series: BookingSeriesSchema,
  cancelled: z.array(z.string()),
  kept: z.array(z.object({ date: z.string(), reason: z.string() })),
})
export type SeriesCancelResult = z.infer<typeof SeriesCancelResultSchema>

/** The SAST dates of a series: the first date and the same weekday each following week. */
export function seriesDates(firstDate: string, weeks: number): string[] {
  const [year, month, day] = firstDate.split('-').map(Number) as [number, number, number]
  return Array.from({ length: weeks }, (_, week) =>
    new Date(Date.UTC(year, month - 1, day + 7 * week)).toISOString().slice(0, 10),
  )
}
