import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { contactMessages as m } from '#shared/messages.ts'
import { contactMeetingTypes, tutoringTimeSlots } from '#shared/options.ts'
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  ContactMessageInputSchema,
  type ContactMessageInput,
  type ContactMessageValues,
} from '#shared/schemas/contact-message.ts'
import { todayInSast } from '#shared/sast.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { FormSuccess } from '#web/components/sales/form-success.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { showServerFieldErrors } from '#web/lib/server-field-errors.ts'
import { useSendContactMessage } from '../api/send-contact-message.ts'

const emptyForm = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  meeting_type: 'online',
  preferred_date: '',
  preferred_time: '',
} satisfies ContactMessageInput
const isField = (key: string): key is keyof typeof emptyForm => Object.hasOwn(emptyForm, key)
const timeOptions = tutoringTimeSlots.map((slot) => ({ value: slot, label: slot }))

function failureText(error: unknown) {
  // A refusal the visitor can act on (a field, a rate limit) is shown as the server says it.
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) {
    return error.serverMessage
  }
  return m.failed
}

/** The contact form (spec part 2 §2, §3, §5; D1: a real, stored message with two emails). */
export function ContactForm() {
  const send = useSendContactMessage()
  // The reference of the message sent, shown in place of the form.
  const [sent, setSent] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessageValues>({
    resolver: zodResolver(ContactMessageInputSchema),
    defaultValues: emptyForm,
  })
  const sending = send.isPending

  const onSubmit = async (values: ContactMessageValues) => {
    setFailure(null)
    try {
      const message = await send.mutateAsync(values)
      reset(emptyForm)
      setSent(message.reference)
    } catch (error) {
      console.warn('Contact message failed:', error instanceof Error ? error.message : error)
      setFailure(failureText(error))
      showServerFieldErrors(error, isField, setError)
    }
  }

  if (sent) {
    return (
      <FormSuccess
        title={m.sent}
        testId="contact-success"
        againLabel={m.sendAnother}
        onAgain={() => setSent(null)}
      >
        <p>{m.sentDetail}</p>
        <p className="mt-2 text-sm text-slate-600">
          Reference: <span className="font-mono">{sent}</span>
        </p>
      </FormSuccess>
    )
  }

  return (
    <form
      noValidate
      aria-label="Contact form"
      data-testid="contact-form"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div role="alert" className="empty:hidden sm:col-span-2" data-testid="contact-error">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </div>
      <Input
        {...register('name')}
        label="Your Name"
        autoComplete="name"
        required
        maxLength={100}
        error={errors.name?.message}
      />
      <Input
        {...register('email')}
        label="Email Address"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.email?.message}
      />
      <Input
        {...register('phone')}
        label="Phone Number (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
      />
      <Input
        {...register('subject')}
        label="Subject"
        required
        maxLength={200}
        error={errors.subject?.message}
      />
      <Textarea
        {...register('message')}
        label="Message"
        required
        rows={5}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        error={errors.message?.message}
        className="sm:col-span-2"
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">How would you like to meet?</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4">
          {contactMeetingTypes.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                {...register('meeting_type')}
                type="radio"
                value={option.value}
                className="size-4 accent-brand-700"
              />
              <span className="text-slate-800">{option.label}</span>
            </label>
          ))}
        </div>
        <p className="text-sm font-medium text-red-700 empty:hidden" aria-live="polite">
          {errors.meeting_type?.message}
        </p>
      </fieldset>
      <Input
        {...register('preferred_date')}
        label="Preferred Date (optional)"
        type="date"
        min={todayInSast()}
        error={errors.preferred_date?.message}
      />
      <Select
        {...register('preferred_time')}
        label="Preferred Time (optional)"
        options={timeOptions}
        placeholder="Any time"
        hint="South African time (SAST)"
        error={errors.preferred_time?.message}
      />
      <div className="sm:col-span-2">
        <Button
          type="submit"
          variant="primary"
          size="lg"
          disabled={sending}
          className="w-full sm:w-auto"
        >
          {sending ? (
            <>
              <Spinner className="size-4" />
              {m.submitting}
            </>
          ) : (
            m.submit
          )}
        </Button>
      </div>
    </form>
  )
}
