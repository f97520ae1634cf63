import { z } from 'zod'
import { daysOfWeek, packageTypeValues } from '../options.ts'
import { timeToMinutes } from '../open-times.ts'
import { isIsoDate } from '../sast.ts'

// D25: a tutor's weekly hours, time off and the open times students see.

/** ISO weekdays' names: Monday is weekday 1. */
export const weekdayNames = daysOfWeek

export const tutorTimeMessages = {
  weekday: 'Choose a weekday from 1 (Monday) to 7 (Sunday)',
  time: 'Give a time as HH:MM on the hour or half hour',
  endAfterStart: 'The end must be after the start',
  overlap: (weekday: number) =>
    `Two of your ${weekdayNames[weekday - 1] ?? 'same-day'} intervals overlap. Join them or move one.`,
  tooMany: 'At most 48 intervals a week',
  instant: 'Give a date and time such as 2026-11-22T12:00:00Z',
  endsAfterStarts: 'The time off must end after it starts',
  inThePast: 'That time off is already over',
  timeOffNotFound: 'Time off not found',
  date: 'Please give a date as YYYY-MM-DD',
  toBeforeFrom: 'The end date must not be before the start date',
  tooLong: 'Ask for at most 31 days at a time',
  notOpen: 'That time is no longer open. Choose another time.',
} as const

/** 'HH:MM' on the half hour; '24:00' only where `allowMidnight` (an interval's end). */
const halfHourTime = (allowMidnight: boolean) =>
  z.string({ error: tutorTimeMessages.time }).refine((value) => {
    const minutes = timeToMinutes(value)
    return Number.isInteger(minutes) && minutes % 30 === 0 && (allowMidnight || minutes < 24 * 60)
  }, tutorTimeMessages.time)

export const WeeklyIntervalSchema = z
  .object({
    weekday: z
      .number({ error: tutorTimeMessages.weekday })
      .int(tutorTimeMessages.weekday)
      .min(1, tutorTimeMessages.weekday)
      .max(7, tutorTimeMessages.weekday),
    start: halfHourTime(false),
    end: halfHourTime(true),
  })
  .refine((interval) => timeToMinutes(interval.end) > timeToMinutes(interval.start), {
    message: tutorTimeMessages.endAfterStart,
    path: ['end'],
  })
export type WeeklyInterval = z.infer<typeof WeeklyIntervalSchema>

/** The first weekday on which two intervals overlap (half-open), or null. */
export function overlappingWeekday(weekly: readonly WeeklyInterval[]): number | null {
  const sorted = [...weekly].sort(
    (a, b) => a.weekday - b.weekday || timeToMinutes(a.start) - timeToMinutes(b.start),
  )
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1]!
    const current = sorted[index]!
    if (
      previous.weekday === current.weekday &&
      timeToMinutes(current.start) < timeToMinutes(previous.end)
    ) {
      return current.weekday
    }
  }
  return null
}

const OpenTimeSchema = z.object({ date: z.string(), time: z.string(), starts_at: z.string() })
export type OpenTime = z.infer<typeof OpenTimeSchema>

/** PUT /api/tutor/availability: the whole week, replacing what was there. */
export const WeeklyHoursInputSchema = z
  .object({
    weekly: z
      .array(WeeklyIntervalSchema, { error: 'Give the week as a list' })
      .max(48, tutorTimeMessages.tooMany),
  })
  .superRefine((input, context) => {
    const weekday = overlappingWeekday(input.weekly)
    if (weekday !== null) {
      context.addIssue({
        code: 'custom',
        message: tutorTimeMessages.overlap(weekday),
        path: ['weekly'],
      })
    }
  })
export type WeeklyHoursInput = z.infer<typeof WeeklyHoursInputSchema>

/** GET|PUT /api/tutor/availability: the week and the first open hour students will see. */
export const WeeklyHoursSchema = z.object({
  weekly: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  next_open: OpenTimeSchema.nullable(),
})
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>

const instant = z
  .string({ error: tutorTimeMessages.instant })
  .refine(
    (value) => z.iso.datetime({ offset: true }).safeParse(value).success,
    tutorTimeMessages.instant,
  )

export const TimeOffInputSchema = z
  .object({
    starts_at: instant,
    ends_at: instant,
    reason: z
      .string()
      .trim()
      .max(200, 'Must be at most 200 characters')
      .optional()
      .transform((value) => value ?? ''),
  })
  .refine((input) => Date.parse(input.ends_at) > Date.parse(input.starts_at), {
    message: tutorTimeMessages.endsAfterStarts,
    path: ['ends_at'],
  })
export type TimeOffInput = z.input<typeof TimeOffInputSchema>

export const TimeOffSchema = z.object({
  id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  reason: z.string(),
})
export type TimeOff = z.infer<typeof TimeOffSchema>

const isoDate = z
  .string({ error: tutorTimeMessages.date })
  .refine(isIsoDate, tutorTimeMessages.date)

/** GET /api/tutors/{id}/slots: SAST dates, inclusive, at most 31 days. */
export const OpenTimesQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    package_type: z.enum(packageTypeValues, { error: 'Please choose a package' }).default('1_hour'),
  })
  .superRefine((query, context) => {
    if (query.to < query.from) {
      context.addIssue({ code: 'custom', message: tutorTimeMessages.toBeforeFrom, path: ['to'] })
      return
    }
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1
    if (days > 31)
      context.addIssue({ code: 'custom', message: tutorTimeMessages.tooLong, path: ['to'] })
  })
export type OpenTimesQuery = z.infer<typeof OpenTimesQuerySchema>

export const OpenTimesSchema = z.object({
  availability: z.boolean(),
  slots: z.array(OpenTimeSchema),
})
export type OpenTimes = z.infer<typeof OpenTimesSchema>
