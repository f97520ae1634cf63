import { useEffect, useState } from 'react'
import { isOneOf } from '#shared/options.ts'
import { seriesPackageTypes } from '#shared/schemas/booking-series.ts'
import type { BookingValues } from '#shared/schemas/booking.ts'
import type { PaymentData, PaymentIntentInput } from '#shared/schemas/payments.ts'
import type { PaymentMethodOption } from '#web/components/payments/offered-payment-methods.ts'
import { useCreateSeries, useSeriesCheck } from './series-api.ts'
import {
  allWeeksOpen,
  canRepeatWeekly,
  seriesCheckInput,
  seriesRequest,
  type RepeatableBooking,
} from './weekly-repeat.ts'

/**
 * The booking form's weekly series (D27): offered beside a chosen open time of a 1 or 2
 * hour session paid by card or from a package; every week is checked as the form changes,
 * and paying or booking waits until all are open. A series is paid by card in one payment,
 * so the bank transfer is not offered for it.
 */
export function useWeeklySeries({
  values,
  openTimePicked,
  packageId,
  methods,
  chooseCard,
}: {
  values: RepeatableBooking & { payment_method?: string | undefined }
  openTimePicked: boolean
  /** The package whose hours the form spends (D26), if any. */
  packageId: string | undefined
  methods: PaymentMethodOption[]
  chooseCard: () => void
}) {
  const [repeatWeeks, setRepeatWeeks] = useState(0)
  const fromPackage = packageId !== undefined
  const offered =
    canRepeatWeekly(values, { openTimePicked, fromPackage }) &&
    (fromPackage || methods.some((method) => method.value === 'google_pay'))
  const weeks = offered ? repeatWeeks : 0
  const check = useSeriesCheck(seriesCheckInput(values, weeks, packageId))
  const create = useCreateSeries()
  const byCard = weeks > 0 && !fromPackage
  const paidByTransfer = values.payment_method !== 'google_pay'
  useEffect(() => {
    if (byCard && paidByTransfer) chooseCard()
  }, [byCard, paidByTransfer, chooseCard])

  return {
    offered,
    /** 0: one session. */
    weeks,
    setWeeks: setRepeatWeeks,
    check,
    /** Paying or booking waits: a week is not open, or the check has not answered. */
    blocked: weeks > 0 && (check.isFetching || !allWeeksOpen(check.data)),
    methods: weeks > 0 ? methods.filter((method) => method.value === 'google_pay') : methods,
    submitting: create.isPending,
    /** What the card payment is for: the series' every week, or the one session. */
    paymentFor: (packageType: string): PaymentIntentInput | null =>
      weeks > 0 && isOneOf(seriesPackageTypes, packageType)
        ? { purpose: 'booking_series', package_type: packageType, weeks }
        : null,
    book: (parsed: BookingValues, payment: PaymentData | null) =>
      create.mutateAsync(seriesRequest(parsed, weeks, payment ?? undefined)),
  }
}
