import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { videoOrderMessages } from '#shared/messages.ts'
import { formatZar } from '#shared/money.ts'
import {
  gradeLevels,
  type PaymentMethod,
  videoDeliveryTimelines,
  videoPreferredLengths,
  videoSubjectAreas,
} from '#shared/options.ts'
import { videoChaptersMax, videoChaptersMin, videoOrderPrice } from '#shared/pricing.ts'
import {
  VIDEO_TEXT_MAX,
  VideoOrderInputSchema,
  videoOrderFieldMessages as f,
  type VideoOrder,
  type VideoOrderInput,
  type VideoOrderValues,
} from '#shared/schemas/video-order.ts'
import type { PaymentData } from '#shared/schemas/payments.ts'
import { BankTransferDetails } from '#web/components/payments/bank-transfer-details.tsx'
import { useOfferedPaymentMethods } from '#web/components/payments/offered-payment-methods.ts'
import { PaymentMethodSection } from '#web/components/payments/payment-method-section.tsx'
import {
  formReadyToPay,
  paidSendFailure,
  useWalletPayment,
} from '#web/components/payments/use-wallet-payment.ts'
import { EstimateBox } from '#web/components/sales/estimate-box.tsx'
import { FormSubmit } from '#web/components/sales/form-submit.tsx'
import { PricedFormLayout } from '#web/components/sales/priced-form-layout.tsx'
import { FormSuccess } from '#web/components/sales/form-success.tsx'
import { useSubmission } from '#web/components/sales/use-submission.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { apiFetch } from '#web/lib/api-client.ts'
import { showServerFieldErrors } from '#web/lib/server-field-errors.ts'

const m = videoOrderMessages

const emptyForm = {
  teacher_name: '',
  teacher_email: '',
  teacher_phone: '',
  school_institution: '',
  subject_area: '',
  grade_level: '',
  video_topic: '',
  chapter_details: '',
  specific_requirements: '',
  preferred_length: '',
  delivery_timeline: '',
  // Spec part 2 §9: one chapter, paid by the card wallet, to start with.
  number_of_chapters: '1',
  payment_method: 'google_pay',
  special_notes: '',
} satisfies VideoOrderInput
type VideoOrderForm = typeof emptyForm
const isField = (key: string): key is keyof VideoOrderForm => Object.hasOwn(emptyForm, key)

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
const filled = (value: unknown) => String(value ?? '').trim() !== ''

const placeOrder = (body: VideoOrderValues) =>
  apiFetch<VideoOrder>('/api/video-orders', { method: 'POST', json: body })

/** The video order with its live price and payment (spec part 2 §2, §4, §5, §8; D5, D15, D16). */
export function VideoOrderForm() {
  const wallet = useWalletPayment()
  const [paymentMissing, setPaymentMissing] = useState(false)
  // The payment the last send carried: a failed send says what becomes of it.
  const sentPayment = useRef<PaymentData | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors, isValid },
  } = useForm<VideoOrderInput, unknown, VideoOrderValues>({
    resolver: zodResolver(VideoOrderInputSchema),
    defaultValues: emptyForm,
  })
  const [name, email, topic, chapterDetails, chapters, method] = useWatch({
    control,
    name: [
      'teacher_name',
      'teacher_email',
      'video_topic',
      'chapter_details',
      'number_of_chapters',
      'payment_method',
    ],
  })
  const price = videoOrderPrice(chapters as string | number)
  // D15, D16: only the methods this deployment offers; the card default moves when it is off.
  const offered = useOfferedPaymentMethods(
    method,
    useCallback((offer: PaymentMethod) => setValue('payment_method', offer), [setValue]),
  )
  const byCard = offered.selected === 'google_pay'
  const { sent, failure, sending, submit, again } = useSubmission({
    post: placeOrder,
    what: 'Video order',
    failureText: (error) =>
      paidSendFailure(error, m.failed, 'order', sentPayment.current !== null).text,
    onSent: () => {
      reset(emptyForm)
      wallet.clear()
    },
    onFailed: (error) => {
      if (paidSendFailure(error, m.failed, 'order', false).paymentRefused) wallet.clear()
      showServerFieldErrors(error, isField, setError)
    },
  })

  // The payment is for these chapters by this method: a change clears it (spec part 2 §4).
  const { clear: clearPayment } = wallet
  useEffect(() => {
    clearPayment()
  }, [chapters, method, clearPayment])

  // Spec part 2 §5: the wallet waits for name, email and topic; submit also for the chapters.
  // By card, paying is what sends the order (issue 25): the submit button returns only to
  // send again a payment whose send failed.
  const canPay = [name, email, topic].every(filled) && price !== null
  const detailsReady = [name, email, topic, chapterDetails].every(filled)
  const payToSend = byCard && !wallet.payment

  const onSubmit = async (values: VideoOrderValues, payment: PaymentData | null) => {
    setPaymentMissing(false)
    if (values.payment_method === 'google_pay' && !payment) {
      setPaymentMissing(true)
      return
    }
    sentPayment.current = values.payment_method === 'google_pay' ? payment : null
    await submit({ ...values, payment_data: sentPayment.current ?? undefined })
  }
  // The wallet asks for a card only for an order that can then be sent.
  const checkBeforePaying = () => formReadyToPay(handleSubmit)
  const sendPaid = (payment: PaymentData) =>
    void handleSubmit((values) => onSubmit(values, payment))()

  if (sent) {
    return (
      <FormSuccess
        title={m.submitted}
        testId="video-order-success"
        againLabel={m.orderAnother}
        onAgain={again}
      >
        <p>
          Thank you. We will contact you within 24 hours to agree the script and the delivery date.
          A receipt with your order reference is on its way to your email.
        </p>
        <p className="mt-2 text-sm text-slate-600">
          {sent.number_of_chapters} {sent.number_of_chapters === 1 ? 'chapter' : 'chapters'},{' '}
          {formatZar(sent.total_cost_cents)} ·{' '}
          {sent.payment_status === 'completed' ? 'paid by card' : 'awaiting your transfer'} · Order
          reference <span className="font-mono">{sent.reference}</span>
        </p>
        {sent.payment_status === 'pending' && sent.payment_reference ? (
          <BankTransferDetails
            amountCents={sent.total_cost_cents}
            paymentReference={sent.payment_reference}
          >
            We start on your videos as soon as the transfer arrives. Please use the reference
            exactly as shown.
          </BankTransferDetails>
        ) : null}
      </FormSuccess>
    )
  }

  return (
    <form
      noValidate
      aria-label="Video order form"
      data-testid="video-order-form"
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values, wallet.payment))(event)}
    >
      <PricedFormLayout
        fields={
          <>
            <Input
              {...register('teacher_name')}
              label="Your Name"
              required
              maxLength={100}
              autoComplete="name"
              error={errors.teacher_name?.message}
            />
            <Input
              {...register('teacher_email')}
              label="Email Address"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              error={errors.teacher_email?.message}
            />
            <Input
              {...register('teacher_phone')}
              label="Phone Number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              error={errors.teacher_phone?.message}
            />
            <Input
              {...register('school_institution')}
              label="School or Institution"
              required
              maxLength={200}
              autoComplete="organization"
              error={errors.school_institution?.message}
            />
            <Select
              {...register('subject_area')}
              label="Subject Area"
              options={asOptions(videoSubjectAreas)}
              placeholder="Select subject area"
              required
              error={errors.subject_area?.message}
            />
            <Select
              {...register('grade_level')}
              label="Grade Level"
              options={asOptions(gradeLevels)}
              placeholder="Select grade level"
              required
              error={errors.grade_level?.message}
            />
            <Input
              {...register('video_topic')}
              label="Video Topic"
              required
              maxLength={200}
              hint="For example: Differential calculus"
              error={errors.video_topic?.message}
              className="sm:col-span-2"
            />
            <Textarea
              {...register('chapter_details')}
              label="Chapter Details"
              required
              rows={4}
              maxLength={VIDEO_TEXT_MAX}
              hint="The chapters and sections each video should cover"
              error={errors.chapter_details?.message}
              className="sm:col-span-2"
            />
            <Input
              {...register('number_of_chapters')}
              label="Number of Chapters"
              type="number"
              inputMode="numeric"
              min={videoChaptersMin}
              max={videoChaptersMax}
              step={1}
              required
              hint={`From ${videoChaptersMin} to ${videoChaptersMax}; 5 or more get a volume discount`}
              error={errors.number_of_chapters?.message}
            />
            <Select
              {...register('delivery_timeline')}
              label="Needed Within"
              options={asOptions(videoDeliveryTimelines)}
              placeholder="Select timeline"
              required
              error={errors.delivery_timeline?.message}
            />
            <Select
              {...register('preferred_length')}
              label="Preferred Video Length (optional)"
              options={asOptions(videoPreferredLengths)}
              placeholder="Any length"
              error={errors.preferred_length?.message}
            />
            <Textarea
              {...register('specific_requirements')}
              label="Specific Requirements (optional)"
              rows={3}
              maxLength={VIDEO_TEXT_MAX}
              error={errors.specific_requirements?.message}
              className="sm:col-span-2"
            />
            <Textarea
              {...register('special_notes')}
              label="Special Notes (optional)"
              rows={2}
              maxLength={VIDEO_TEXT_MAX}
              error={errors.special_notes?.message}
              className="sm:col-span-2"
            />
          </>
        }
        price={
          <EstimateBox
            estimate={price}
            basis={
              price
                ? `${price.chapters} ${price.chapters === 1 ? 'chapter' : 'chapters'} × ${formatZar(price.pricePerChapterCents)}`
                : ''
            }
            pendingText={`Choose from ${videoChaptersMin} to ${videoChaptersMax} chapters`}
            discountLabel="Volume discount"
            title="Your order"
            totalLabel="Total"
            note={
              price && price.discountPercent > 0
                ? `${m.volumeDiscount}: ${price.discountPercent}% off.`
                : 'Order 5 or more chapters for a volume discount.'
            }
          />
        }
        actions={
          <>
            <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:col-span-2">
              <PaymentMethodSection
                registration={register('payment_method')}
                offered={offered}
                wallet={wallet}
                item={
                  canPay && price
                    ? { purpose: 'video_order', number_of_chapters: price.chapters }
                    : null
                }
                amountCents={price?.totalCents ?? null}
                payDisabledText={f.payButtonDisabled}
                payNote="Paying places your order straight away."
                formValid={isValid}
                onBeforePay={checkBeforePaying}
                onPaid={sendPaid}
                bankTransferNote="After you order, we show you our bank details and your payment reference. We start on your videos once the transfer arrives."
                error={errors.payment_method?.message}
              />
            </div>
            <div
              role="alert"
              className="space-y-3 empty:hidden sm:col-span-2"
              data-testid="video-order-alerts"
            >
              {wallet.outcome === 'failed' ? <Alert tone="error">{m.paymentFailed}</Alert> : null}
              {paymentMissing ? <Alert tone="error">{m.paymentRequired}</Alert> : null}
              {failure ? <Alert tone="error">{failure}</Alert> : null}
            </div>
            {payToSend ? null : (
              <FormSubmit
                variant="accent"
                busy={sending}
                disabled={!detailsReady || offered.none}
                label={f.submit}
                busyLabel={f.submitting}
              />
            )}
          </>
        }
      />
    </form>
  )
}
