import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { bookingMessages as m } from '#shared/messages.ts'
import type { PaymentData } from '#shared/schemas/payments.ts'
import { formatZar } from '#shared/money.ts'
import {
  meetingPlatforms,
  packageTypes,
  type PaymentMethod,
  sessionTypes,
  isOneOf,
  labelOf,
  packageTypeValues,
} from '#shared/options.ts'
import { packagePriceCents } from '#shared/pricing.ts'
import {
  BOOKING_NOTES_MAX_LENGTH,
  BookingInputSchema,
  MEETING_AIM_MAX_LENGTH,
  type Booking,
  type BookingValues,
} from '#shared/schemas/booking.ts'
import type { BookingSeries } from '#shared/schemas/booking-series.ts'
import type { TutoringPackage } from '#shared/schemas/packages.ts'
import type { MathematicsModule, Tutor } from '#shared/schemas/tutors.ts'
import { useOfferedPaymentMethods } from '#web/components/payments/offered-payment-methods.ts'
import {
  formReadyToPay,
  paidSendFailure,
  useWalletPayment,
} from '#web/components/payments/use-wallet-payment.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { showServerFieldErrors } from '#web/lib/server-field-errors.ts'
import {
  WeeklyRepeatFields,
  weeklyRepeatTexts,
} from '#web/features/booking-series/weekly-repeat-fields.tsx'
import { useWeeklySeries } from '#web/features/booking-series/use-weekly-series.ts'
import { useCreateBooking } from './bookings-api.ts'
import { BookingPricePanel } from './booking-price-panel.tsx'
import { BookingTimeFields } from './booking-time-fields.tsx'
import {
  bookingDetailsComplete,
  bookingFormDefaults,
  isFreeBooking,
  needsWalletPayment,
  packageSessionType,
  submitDisabled,
  submitLabel,
  type BookingFormValues,
} from './booking-form-state.ts'
import { openTimesTexts } from './open-times-picker.tsx'
import { PackageSessionCost, PackageSessionFields } from './package-session-fields.tsx'
import { isTimeTaken, useOpenTimes, type ChosenTime } from './use-open-times.ts'

const fieldNames = Object.keys(bookingFormDefaults({ freeConsultation: false, tutorId: undefined }))
const isField = (key: string): key is keyof BookingFormValues => fieldNames.includes(key)

const packageOptions = packageTypes.map((option) => ({
  value: option.value,
  label: `${option.label} – ${option.value === 'free_consultation' ? 'Free' : formatZar(packagePriceCents(option.value))}`,
}))

/**
 * The booking form (spec part 1 §3-§5, D13-D16): pick the session, then pay by card (the
 * TEST wallet or Google Pay) or book for a bank transfer, as this deployment offers them.
 * Paying by card books at once (issue 25): the wallet checks the form first, and a
 * succeeded payment sends the booking with it. A failed send keeps every value and the
 * payment, so the retry sends the same Idempotency-Key and cannot book twice; a payment
 * left unused is refunded by the server.
 */
export function BookingForm({
  modules,
  tutors,
  freeConsultation,
  initialTutorId,
  hoursPackage,
  onBooked,
  onSeriesBooked,
}: {
  modules: readonly MathematicsModule[]
  tutors: readonly Tutor[]
  freeConsultation: boolean
  initialTutorId: number | undefined
  /** D26: a session scheduled from this package's hours, with nothing to pay. */
  hoursPackage?: TutoringPackage | undefined
  /** `openTime`: booked at one of the tutor's open times, so the time is the tutor's, held or confirmed. */
  onBooked: (booking: Booking, how: { openTime: boolean }) => void
  /** A weekly series was booked instead of one session (D27). */
  onSeriesBooked: (series: BookingSeries) => void
}) {
  const defaults = useMemo(
    () =>
      bookingFormDefaults({
        freeConsultation,
        tutorId: initialTutorId,
        packageId: hoursPackage?.id,
      }),
    [freeConsultation, initialTutorId, hoursPackage?.id],
  )
  const createBooking = useCreateBooking()
  const wallet = useWalletPayment()
  const [failure, setFailure] = useState<string | null>(null)
  const [paymentMissing, setPaymentMissing] = useState(false)
  // One key per distinct request: a retry of the same values reuses it (D16 idempotency).
  const attempt = useRef<{ key: string; body: string } | null>(null)

  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors, isValid },
  } = useForm<BookingFormValues, unknown, BookingValues>({
    // The schema's input is looser than the form's strings (it also takes numbers and
    // absent fields from API clients); what it parses is exactly BookingValues.
    resolver: zodResolver(BookingInputSchema) as unknown as Resolver<
      BookingFormValues,
      unknown,
      BookingValues
    >,
    defaultValues: defaults,
  })
  const values: Partial<BookingFormValues> = useWatch({ control })
  const free = !hoursPackage && (freeConsultation || isFreeBooking(values.package_type))
  const packageType = hoursPackage
    ? packageSessionType(values.duration_minutes)
    : isOneOf(packageTypeValues, values.package_type)
      ? values.package_type
      : '1_hour'
  const priceCents = packagePriceCents(packageType)
  const detailsComplete = bookingDetailsComplete(values)
  const tutorId = values.tutor_id ? Number(values.tutor_id) : undefined
  const submitting = createBooking.isPending
  // D15, D16: card only with a card gateway, bank transfer only with the business's
  // account; the card default moves to bank transfer where card payment is off.
  const offered = useOfferedPaymentMethods(
    values.payment_method,
    useCallback(
      (method: PaymentMethod) => {
        // A session from a package's hours is paid already: no method to move to.
        if (!hoursPackage) setValue('payment_method', method)
      },
      [setValue, hoursPackage],
    ),
  )
  const cannotPay = !free && !hoursPackage && offered.none

  // The payment is for one package by one method: a change clears it (spec part 1 §4).
  const { clear: clearPayment } = wallet
  useEffect(() => {
    clearPayment()
  }, [values.payment_method, values.package_type, clearPayment])

  // A tutor who publishes availability is booked at one of their open times (issue 20).
  const setChosen = useCallback(
    ({ date, time }: ChosenTime) => {
      const touched = Boolean(date)
      setValue('preferred_date', date, { shouldValidate: touched, shouldDirty: true })
      setValue('preferred_time', time, { shouldValidate: touched, shouldDirty: true })
    },
    [setValue],
  )
  const openTimes = useOpenTimes({
    tutorId,
    packageType,
    chosen: { date: values.preferred_date ?? '', time: values.preferred_time ?? '' },
    setChosen,
  })
  // D27: a chosen open time may repeat weekly; every week is checked before paying.
  const series = useWeeklySeries({
    values,
    openTimePicked: Boolean(openTimes.picked),
    packageId: hoursPackage?.id,
    methods: offered.methods,
    chooseCard: useCallback(() => setValue('payment_method', 'google_pay'), [setValue]),
  })
  const weeks = series.weeks
  const busy = submitting || series.submitting
  useEffect(() => {
    clearPayment()
  }, [weeks, clearPayment])

  const onSubmit = async (parsed: BookingValues, payment: PaymentData | null) => {
    setFailure(null)
    setPaymentMissing(false)
    const walletPayment = needsWalletPayment({
      package_type: parsed.package_type,
      payment_method: parsed.payment_method,
    })
    if (walletPayment && !payment) {
      setPaymentMissing(true)
      return
    }
    const request: BookingValues = {
      ...parsed,
      payment_data: walletPayment ? (payment ?? undefined) : undefined,
    }
    const body = JSON.stringify(request)
    if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body }
    try {
      if (weeks > 0) {
        onSeriesBooked(await series.book(parsed, request.payment_data ?? null))
        return
      }
      const booking = await createBooking.mutateAsync({
        values: request,
        idempotencyKey: attempt.current.key,
      })
      attempt.current = null
      onBooked(booking, { openTime: Boolean(openTimes.picked) })
    } catch (error) {
      console.warn('Booking failed:', error instanceof Error ? error.message : error)
      const reason =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : m.failed
      const failed = paidSendFailure(error, reason, 'booking', Boolean(request.payment_data))
      if (failed.paymentRefused) wallet.clear()
      // Someone took the time first: show what is open now, and say so.
      const timeGone = Boolean(openTimes.picked) && isTimeTaken(error)
      if (timeGone) void openTimes.refresh()
      setFailure(timeGone ? `${failed.text} ${openTimesTexts.refreshed}` : failed.text)
      showServerFieldErrors(error, isField, setError)
    }
  }
  // The wallet asks for a card only for a booking that can then be sent; a succeeded
  // payment sends it straight away.
  const checkBeforePaying = () => formReadyToPay(handleSubmit)
  const payAndBook = async (token: string) => {
    const payment = await wallet.pay(
      series.paymentFor(packageType) ?? { purpose: 'booking', package_type: packageType },
      token,
    )
    if (payment) await handleSubmit((parsed) => onSubmit(parsed, payment))()
  }

  const moduleOptions = modules.map((module) => ({
    value: String(module.id),
    label: module.name,
    group: module.group,
  }))
  const tutorOptions = tutors.map((tutor) => ({ value: String(tutor.id), label: tutor.name }))
  const paid = Boolean(wallet.payment)
  const payToBook =
    !free && !hoursPackage && !cannotPay && offered.selected === 'google_pay' && !paid

  return (
    <form
      noValidate
      aria-label="Book a tutoring session"
      data-testid="booking-form"
      onSubmit={(event) => void handleSubmit((parsed) => onSubmit(parsed, wallet.payment))(event)}
      className="grid gap-5 sm:grid-cols-2"
    >
      <Select
        {...register('session_type')}
        label="Session type"
        options={sessionTypes}
        error={errors.session_type?.message}
      />
      {hoursPackage ? (
        <PackageSessionFields pkg={hoursPackage} register={register} errors={errors} />
      ) : freeConsultation ? (
        // Forced by ?type=free_consultation: shown, not editable, and sent from the defaults.
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-slate-800">Package</span>
          <p className="flex min-h-11 items-center rounded-lg border border-slate-200 bg-slate-100 px-3 text-slate-900">
            Free Consultation (30 minutes)
          </p>
        </div>
      ) : (
        <Select
          {...register('package_type')}
          label="Package"
          options={packageOptions}
          error={errors.package_type?.message}
        />
      )}
      <Select
        {...register('mathematics_module_id')}
        label="Mathematics module"
        // The spec's "module 0": chosen by default, and refused until a module is picked.
        // Required to assistive technology only: HTML's `required` asks the first option of
        // a required select to have an empty value (the Nu Html Checker, decision 023).
        options={[{ value: '0', label: 'Select a module' }, ...moduleOptions]}
        aria-required="true"
        className="sm:col-span-2"
        error={errors.mathematics_module_id?.message}
      />
      <Select
        {...register('tutor_id')}
        label="Tutor (optional)"
        placeholder="Any available tutor"
        options={tutorOptions}
        className="sm:col-span-2"
        error={errors.tutor_id?.message}
      />
      <BookingTimeFields
        openTimes={openTimes}
        register={register}
        errors={errors}
        tutorId={tutorId}
        date={values.preferred_date ?? ''}
      />
      {series.offered ? (
        <WeeklyRepeatFields
          weeks={weeks}
          onWeeksChange={series.setWeeks}
          check={series.check.data}
          checking={series.check.isFetching}
          error={series.check.error}
          cardOnly={!hoursPackage}
        />
      ) : null}
      <Select
        {...register('meeting_platform')}
        label="Meeting platform"
        options={meetingPlatforms}
        error={errors.meeting_platform?.message}
      />
      <Input
        {...register('meeting_link')}
        label="Meeting link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="Leave empty and we will send you one."
        error={errors.meeting_link?.message}
      />
      <Textarea
        {...register('meeting_aim')}
        label="What would you like to achieve in this session?"
        required
        rows={3}
        maxLength={MEETING_AIM_MAX_LENGTH}
        className="sm:col-span-2"
        error={errors.meeting_aim?.message}
      />
      <Textarea
        {...register('notes')}
        label="Notes for your tutor (optional)"
        rows={3}
        maxLength={BOOKING_NOTES_MAX_LENGTH}
        className="sm:col-span-2"
        error={errors.notes?.message}
      />

      {hoursPackage ? (
        <PackageSessionCost
          pkg={hoursPackage}
          minutes={values.duration_minutes === '120' ? 120 : 60}
          sessions={Math.max(1, weeks)}
        />
      ) : (
        <BookingPricePanel
          free={free}
          packageLabel={labelOf(packageTypes, packageType)}
          priceCents={priceCents}
          sessions={Math.max(1, weeks)}
          offered={{ ...offered, methods: series.methods }}
          cannotPay={cannotPay}
          register={register}
          wallet={{ paid, paying: wallet.paying, fail: wallet.fail }}
          pay={{
            disabled: !detailsComplete || series.blocked,
            disabledText: series.blocked ? weeklyRepeatTexts.someRefused : m.payButtonDisabled,
            formValid: isValid,
            onBeforePay: checkBeforePaying,
            onPay: (token) => void payAndBook(token),
          }}
        />
      )}

      <div
        role="alert"
        className="space-y-3 empty:hidden sm:col-span-2"
        data-testid="booking-alerts"
      >
        {wallet.outcome === 'failed' ? <Alert tone="error">{m.paymentFailed}</Alert> : null}
        {paymentMissing ? <Alert tone="error">{m.paymentRequired}</Alert> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </div>

      {/* By card, paying books: the button returns only to send a kept payment again. */}
      {payToBook ? null : (
        <div className="sm:col-span-2">
          <Button
            type="submit"
            variant="accent"
            size="lg"
            className="w-full sm:w-auto"
            disabled={
              cannotPay ||
              series.blocked ||
              submitDisabled(values, { submitting: busy, payment: wallet.payment })
            }
          >
            {busy ? <Spinner className="size-4" /> : null}
            {submitLabel({ submitting: busy, free, paid })}
          </Button>
        </div>
      )}
    </form>
  )
}
