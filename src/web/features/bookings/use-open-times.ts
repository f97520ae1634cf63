import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { bookingMessages } from '#shared/messages.ts'
import type { OpenTime } from '#shared/open-times.ts'
import { tutorTimeMessages } from '#shared/schemas/tutor-time.ts'
import { todayInSast } from '#shared/sast.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { openTimesQueryKey, useTutorOpenTimes } from './bookings-api.ts'
import { groupByDay, requestFrom, weekRange, weekStartOf } from './open-times-week.ts'

/**
 * How /book asks for the time (issue 20, D17, D25): `open` — the tutor publishes
 * availability, so the student picks one of the open times; `free` — no tutor, or one
 * without availability, so the spec's date and time fields stay; `loading`/`error` while
 * that is not known yet.
 */
export type OpenTimesMode = 'free' | 'loading' | 'error' | 'open'

/** A 409 saying the picked time was taken meanwhile, by the tutor's or the student's own session. */
export function isTimeTaken(error: unknown): boolean {
  const taken: readonly string[] = [
    tutorTimeMessages.notOpen,
    bookingMessages.slotTaken,
    bookingMessages.studentBusy,
  ]
  return (
    error instanceof ApiError && error.status === 409 && taken.includes(error.serverMessage ?? '')
  )
}

export interface ChosenTime {
  date: string
  time: string
}

/**
 * The open-times picker's state: the week shown (and the day, on a phone), the tutor's
 * open times for the package in that week, and the time picked from them. A time left in
 * the form that was not picked from the current open times (typed before a tutor was
 * chosen, or picked for another tutor or package) is cleared, so nothing is sent that the
 * student did not see offered.
 */
export function useOpenTimes(options: {
  tutorId: number | undefined
  packageType: string
  chosen: ChosenTime
  setChosen: (time: ChosenTime) => void
}) {
  const { tutorId, packageType, chosen, setChosen } = options
  const today = todayInSast()
  const [weekStart, setWeekStart] = useState(() => weekStartOf(today))
  const [day, setDay] = useState<string | null>(null)
  // The time picked, with the tutor and package it was open for.
  const [picked, setPicked] = useState<
    (OpenTime & { tutorId: number | undefined; packageType: string }) | null
  >(null)

  // Another tutor or package: back to this week (React's pattern for state that follows
  // a prop, without an effect's extra render of the other tutor's week).
  const [basis, setBasis] = useState({ tutorId, packageType })
  if (basis.tutorId !== tutorId || basis.packageType !== packageType) {
    setBasis({ tutorId, packageType })
    setWeekStart(weekStartOf(today))
    setDay(null)
  }

  const query = useTutorOpenTimes(tutorId, {
    packageType,
    from: requestFrom(weekStart, today),
    to: weekRange(weekStart).to,
  })
  const mode: OpenTimesMode =
    tutorId === undefined
      ? 'free'
      : query.data
        ? query.data.availability
          ? 'open'
          : 'free'
        : query.isError
          ? 'error'
          : 'loading'

  const inForm = picked !== null && picked.date === chosen.date && picked.time === chosen.time
  const sameBasis =
    picked !== null && picked.tutorId === tutorId && picked.packageType === packageType
  const fromPicker = inForm && sameBasis
  // Only a time picked here may stand while the picker is shown, and a time picked for
  // another tutor or package goes too (the free fields lack the half hours).
  const stale =
    (mode === 'open' && Boolean(chosen.date || chosen.time) && !fromPicker) ||
    (inForm && !sameBasis)
  useEffect(() => {
    if (stale) setChosen({ date: '', time: '' })
  }, [stale, setChosen])

  const choose = useCallback(
    (time: OpenTime) => {
      setPicked({ ...time, tutorId, packageType })
      setChosen({ date: time.date, time: time.time })
    },
    [setChosen, tutorId, packageType],
  )

  const queryClient = useQueryClient()
  /** After a 409 "That time is no longer open": drop the time and ask again. */
  const refresh = useCallback(() => {
    setPicked(null)
    setChosen({ date: '', time: '' })
    return queryClient.invalidateQueries({ queryKey: openTimesQueryKey(tutorId) })
  }, [queryClient, setChosen, tutorId])

  return {
    mode,
    today,
    weekStart,
    showWeek: (start: string) => {
      setWeekStart(start)
      setDay(null)
    },
    day,
    showDay: (next: { day: string; weekStart: string }) => {
      setWeekStart(next.weekStart)
      setDay(next.day)
    },
    days: groupByDay(weekStart, query.data?.slots ?? []),
    /** The week shown is still loading (the previous week's answer stands in). */
    weekLoading: query.isPlaceholderData || query.isPending,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
    picked: fromPicker ? picked : null,
    choose,
    refresh,
  }
}

export type OpenTimesState = ReturnType<typeof useOpenTimes>
