import { zodResolver } from '@hookform/resolvers/zod'
import { clsx } from 'clsx'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { donationMessages as m } from '#shared/messages.ts'
import { formatZar, randToCents } from '#shared/money.ts'
import {
  donationTypes,
  donationTypeValues,
  isOneOf,
  labelOf,
  type PaymentMethod,
} from '#shared/options.ts'
import {
  donationImpactMessage,
  donationMinRand,
  donationQuickAmountsRand,
  donationStepRand,
  isValidDonationAmountRand,
} from '#shared/pricing.ts'
import {
  DONATION_MESSAGE_MAX,
  DonationInputSchema,
  donationFieldMessages as f,
  type Donation,
  type DonationInput,
  type DonationValues,
} from '#shared/schemas/donation.ts'
import type { PaymentData } from '#shared/schemas/payments.ts'
import { BankTransferDetails } from '#web/components/payments/bank-transfer-details.tsx'
import { useOfferedPaymentMethods } from '#web/components/payments/offered-payment-methods.ts'
import { PaymentMethodSection } from '#web/components/payments/payment-method-section.tsx'
import {
  formReadyToPay,
  paidSendFailure,
  useWalletPayment,
} from '#web/components/payments/use-wallet-payment.ts'
import { FormSubmit } from '#web/components/sales/form-submit.tsx'
import { PricedFormLayout } from '#web/components/sales/priced-form-layout.tsx'
import { FormSuccess } from '#web/components/sales/form-success.tsx'
import { useSubmission } from '#web/components/sales/use-submission.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { ChoiceGroup } from '#web/components/ui/choice-group.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { apiFetch } from '#web/lib/api-client.ts'
import { showServerFieldErrors } from '#web/lib/server-field-errors.ts'
import { useSession } from '#web/lib/session.ts'

const blankForm = {
  donor_name: '',
  donor_email: '',
  donor_phone: '',
  amount: '',
  donation_type: 'one_time',
  payment_method: 'google_pay',
  message: '',
} satisfies DonationInput
type DonationForm = typeof blankForm
const isField = (key: string): key is keyof DonationForm => Object.hasOwn(blankForm, key)
const filled = (value: unknown) => String(value ?? '').trim() !== ''

const give = (body: DonationValues) =>
  apiFetch<Donation>('/api/donations', { method: 'POST', json: body })

/** The donation with its quick amounts, impact, summary and payment (spec part 2 §2-§5, §8, §9). */
export function DonationForm() {
  const { user } = useSession()
  // The page is for signed-in members: their name and email start the form.
  const emptyForm: DonationForm = {
    ...blankForm,
    donor_name: user?.name ?? '',
    donor_email: user?.email ?? '',
  }
  const wallet = useWalletPayment()
  const [paymentMissing, setPaymentMissing] = useState(false)
  // The payment the last send carried: a failed send says what becomes of it.
  const sentPayment = useRef<PaymentData | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    control,
    formState: { errors, isValid },
  } = useForm<DonationInput, unknown, DonationValues>({
    resolver: zodResolver(DonationInputSchema),
    defaultValues: emptyForm,
  })
  const [name, email, amountInput, donationType, method] = useWatch({
    control,
    name: ['donor_name', 'donor_email', 'amount', 'donation_type', 'payment_method'],
  })
  const amountRand = filled(amountInput) ? Number(amountInput) : Number.NaN
  const amountValid = isValidDonationAmountRand(amountRand)
  const amountCents = amountValid ? randToCents(amountRand) : null
  // D15, D16: only the methods this deployment offers; the card default moves when it is off.
  const offered = useOfferedPaymentMethods(
    method,
    useCallback((offer: PaymentMethod) => setValue('payment_method', offer), [setValue]),
  )
  const paymentMethod = offered.selected
  // By card, paying is what sends the form (issue 25): the submit button returns only to
  // send again a payment whose send failed.
  const payToSend = paymentMethod === 'google_pay' && !wallet.payment
  const { sent, failure, sending, submit, again } = useSubmission({
    post: give,
    what: 'Donation',
    failureText: (error) =>
      paidSendFailure(error, m.failed, 'donation', sentPayment.current !== null).text,
    onSent: () => {
      reset(emptyForm)
      wallet.clear()
    },
    onFailed: (error) => {
      if (paidSendFailure(error, m.failed, 'donation', false).paymentRefused) wallet.clear()
      showServerFieldErrors(error, isField, setError)
    },
  })

  // The payment is for this amount by this method: a change clears it (spec part 2 §4).
  const { clear: clearPayment } = wallet
  useEffect(() => {
    clearPayment()
  }, [amountInput, method, clearPayment])

  const onSubmit = async (values: DonationValues, payment: PaymentData | null) => {
    setPaymentMissing(false)
    if (values.payment_method === 'google_pay' && !payment) {
      setPaymentMissing(true)
      return
    }
    sentPayment.current = values.payment_method === 'google_pay' ? payment : null
    await submit({ ...values, payment_data: sentPayment.current ?? undefined })
  }
  // The wallet asks for a card only for a form that can then be sent.
  const checkBeforePaying = () => formReadyToPay(handleSubmit)
  const sendPaid = (payment: PaymentData) =>
    void handleSubmit((values) => onSubmit(values, payment))()

  if (sent) {
    const paid = sent.payment_status === 'completed'
    return (
      <FormSuccess
        title={f.success}
        testId="donation-success"
        againLabel={m.makeAnother}
        onAgain={again}
      >
        <p>
          {paid
            ? `We received your donation of ${formatZar(sent.amount_cents)}. Your receipt is on its way to ${sent.donor_email}.`
            : `Thank you for pledging ${formatZar(sent.amount_cents)}. We will email your receipt when the transfer arrives.`}
        </p>
        <p className="mt-2 text-sm text-slate-600">
          Donation reference: <span className="font-mono">{sent.reference}</span>
        </p>
        {!paid && sent.payment_reference ? (
          <BankTransferDetails
            amountCents={sent.amount_cents}
            paymentReference={sent.payment_reference}
          >
            Please use the reference exactly as shown, so we can match your gift.
          </BankTransferDetails>
        ) : null}
      </FormSuccess>
    )
  }

  return (
    <form
      noValidate
      aria-label="Donation form"
      data-testid="donation-form"
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values, wallet.payment))(event)}
    >
      <PricedFormLayout
        fields={
          <>
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium text-slate-800">Choose an amount</legend>
              <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
                {donationQuickAmountsRand.map((rand) => (
                  <button
                    key={rand}
                    type="button"
                    aria-pressed={amountRand === rand}
                    onClick={() =>
                      setValue('amount', String(rand), { shouldValidate: true, shouldDirty: true })
                    }
                    className={clsx(
                      'min-h-11 rounded-lg border px-2 font-semibold',
                      amountRand === rand
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-slate-300 bg-white text-slate-900 hover:border-brand-600',
                    )}
                  >
                    {formatZar(randToCents(rand))}
                  </button>
                ))}
              </div>
            </fieldset>
            <Input
              {...register('amount')}
              label="Amount in Rand"
              type="number"
              inputMode="numeric"
              min={donationMinRand}
              step={donationStepRand}
              placeholder={m.amountPlaceholder}
              required
              error={errors.amount?.message}
              hint={donationImpactMessage(amountRand)}
              className="sm:col-span-2"
            />
            <ChoiceGroup
              legend="Donation Type"
              options={donationTypes}
              registration={register('donation_type')}
              error={errors.donation_type?.message}
              className="sm:col-span-2"
            />
            <Input
              {...register('donor_name')}
              label="Full Name"
              required
              maxLength={100}
              autoComplete="name"
              error={errors.donor_name?.message}
            />
            <Input
              {...register('donor_email')}
              label="Email Address"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              error={errors.donor_email?.message}
            />
            <Input
              {...register('donor_phone')}
              label="Phone (optional)"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={errors.donor_phone?.message}
            />
            <Textarea
              {...register('message')}
              label="Message (optional)"
              rows={3}
              maxLength={DONATION_MESSAGE_MAX}
              error={errors.message?.message}
              className="sm:col-span-2"
            />
          </>
        }
        price={
          <aside
            aria-labelledby="donation-summary-title"
            data-testid="donation-summary"
            className="rounded-2xl border border-brand-200 bg-brand-50 p-5"
          >
            <h3 id="donation-summary-title" className="text-lg font-semibold text-slate-900">
              Donation summary
            </h3>
            <dl className="mt-3 space-y-2 text-slate-800">
              <div className="flex justify-between gap-4">
                <dt>Amount</dt>
                <dd className="font-bold" data-testid="donation-summary-amount">
                  {amountCents !== null ? formatZar(amountCents) : '—'}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Giving</dt>
                <dd>
                  {isOneOf(donationTypeValues, donationType)
                    ? labelOf(donationTypes, donationType)
                    : '—'}
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-slate-700" data-testid="donation-impact">
              {donationImpactMessage(amountRand)}
            </p>
          </aside>
        }
        actions={
          <>
            <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:col-span-2">
              <PaymentMethodSection
                registration={register('payment_method')}
                offered={offered}
                wallet={wallet}
                item={
                  amountCents !== null && filled(name) && filled(email)
                    ? { purpose: 'donation', amount_cents: amountCents }
                    : null
                }
                amountCents={amountCents}
                payDisabledText={f.payButtonDisabled}
                payNote="Paying sends your donation straight away."
                formValid={isValid}
                onBeforePay={checkBeforePaying}
                onPaid={sendPaid}
                bankTransferNote="After you submit, we show you our bank details and your payment reference."
                error={errors.payment_method?.message}
              />
            </div>
            <div
              role="alert"
              className="space-y-3 empty:hidden sm:col-span-2"
              data-testid="donation-alerts"
            >
              {wallet.outcome === 'failed' ? <Alert tone="error">{m.paymentFailed}</Alert> : null}
              {paymentMissing ? <Alert tone="error">{m.paymentRequired}</Alert> : null}
              {failure ? <Alert tone="error">{failure}</Alert> : null}
            </div>
            {payToSend ? null : (
              <FormSubmit
                variant="accent"
                busy={sending}
                disabled={offered.none}
                label={m.submit}
                busyLabel={m.submitting}
              />
            )}
          </>
        }
      />
    </form>
  )
}
