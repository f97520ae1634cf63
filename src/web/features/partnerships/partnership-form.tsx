import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import {
  howHeardOptions,
  partnershipBudgetRanges,
  partnershipOrganizationTypes,
  partnershipTypes,
} from '#shared/options.ts'
import {
  PARTNERSHIP_TEXT_MAX,
  PartnershipInputSchema,
  partnershipMessages as m,
  type Partnership,
  type PartnershipInput,
  type PartnershipValues,
} from '#shared/schemas/partnership.ts'
import { todayInSast } from '#shared/sast.ts'
import { FormSubmit } from '#web/components/sales/form-submit.tsx'
import { FormSuccess } from '#web/components/sales/form-success.tsx'
import { useSubmission } from '#web/components/sales/use-submission.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { apiFetch, ApiError } from '#web/lib/api-client.ts'
import { showServerFieldErrors } from '#web/lib/server-field-errors.ts'
import { useSession } from '#web/lib/session.ts'

const blankForm = {
  organization_name: '',
  organization_type: '',
  contact_person_name: '',
  contact_email: '',
  contact_phone: '',
  organization_address: '',
  website: '',
  partnership_type: '',
  partnership_description: '',
  student_count: '',
  budget_range: '',
  preferred_start_date: '',
  additional_requirements: '',
  how_heard_about_us: '',
} satisfies PartnershipInput
type PartnershipForm = typeof blankForm
const isField = (key: string): key is keyof PartnershipForm => Object.hasOwn(blankForm, key)

const sendInquiry = (body: PartnershipValues) =>
  apiFetch<Partnership>('/api/partnerships', { method: 'POST', json: body })

function failureText(error: unknown) {
  // A refusal the sender can act on (a field, a rate limit) is shown as the server says it.
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) {
    return error.serverMessage
  }
  return m.failed
}

/** The partnership inquiry (spec part 2 §2, §5). The spec only logs a failure; we say so. */
export function PartnershipForm() {
  const { user } = useSession()
  // The page is for signed-in users: their name and email start the contact details.
  const emptyForm: PartnershipForm = {
    ...blankForm,
    contact_person_name: user?.name ?? '',
    contact_email: user?.email ?? '',
  }
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<PartnershipInput, unknown, PartnershipValues>({
    resolver: zodResolver(PartnershipInputSchema),
    defaultValues: emptyForm,
  })
  const required = useWatch({
    control,
    name: ['organization_name', 'contact_person_name', 'contact_email', 'partnership_description'],
  })
  // Spec part 2 §5: the button waits for these four; the schema checks the rest.
  const ready = required.every((value) => String(value ?? '').trim() !== '')
  const { sent, failure, sending, submit, again } = useSubmission({
    post: sendInquiry,
    what: 'Partnership inquiry',
    failureText,
    onSent: () => reset(emptyForm),
    onFailed: (error) => showServerFieldErrors(error, isField, setError),
  })

  if (sent) {
    return (
      <FormSuccess
        title={m.success}
        testId="partnership-success"
        againLabel={m.submitAnother}
        onAgain={again}
      >
        <p>{m.successDetail}</p>
        <p className="mt-2 text-sm text-slate-600">
          Reference: <span className="font-mono">{sent.reference}</span>
        </p>
      </FormSuccess>
    )
  }

  return (
    <form
      noValidate
      aria-label="Partnership inquiry form"
      data-testid="partnership-form"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="grid max-w-4xl gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8"
    >
      <Input
        {...register('organization_name')}
        label="Organisation Name"
        required
        maxLength={200}
        autoComplete="organization"
        error={errors.organization_name?.message}
      />
      <Select
        {...register('organization_type')}
        label="Organisation Type"
        options={partnershipOrganizationTypes}
        placeholder="Select organisation type"
        required
        error={errors.organization_type?.message}
      />
      <Input
        {...register('contact_person_name')}
        label="Contact Person"
        required
        maxLength={100}
        autoComplete="name"
        error={errors.contact_person_name?.message}
      />
      <Input
        {...register('contact_email')}
        label="Contact Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.contact_email?.message}
      />
      <Input
        {...register('contact_phone')}
        label="Contact Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        error={errors.contact_phone?.message}
      />
      <Input
        {...register('website')}
        label="Website (optional)"
        // Text with the address keyboard, not type="url": HTML_CodeSniffer 2.6 takes
        // autocomplete="url" on a type="url" input for an error (its table lists the URL
        // fields under type="email"). The shared schema checks the address as before.
        type="text"
        inputMode="url"
        placeholder="https://"
        autoComplete="url"
        error={errors.website?.message}
      />
      <Textarea
        {...register('organization_address')}
        label="Organisation Address"
        required
        maxLength={500}
        autoComplete="street-address"
        rows={3}
        error={errors.organization_address?.message}
        className="sm:col-span-2"
      />
      <Select
        {...register('partnership_type')}
        label="Partnership Type"
        options={partnershipTypes}
        placeholder="Select partnership type"
        required
        error={errors.partnership_type?.message}
      />
      <Input
        {...register('student_count')}
        label="Number of Students or Staff (optional)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.student_count?.message}
      />
      <Textarea
        {...register('partnership_description')}
        label="Partnership Description"
        required
        rows={4}
        maxLength={PARTNERSHIP_TEXT_MAX}
        hint="Who it is for, what you would like to achieve and by when"
        error={errors.partnership_description?.message}
        className="sm:col-span-2"
      />
      <Select
        {...register('budget_range')}
        label="Budget Range (optional)"
        options={partnershipBudgetRanges}
        placeholder="Select budget range"
        error={errors.budget_range?.message}
      />
      <Input
        {...register('preferred_start_date')}
        label="Preferred Start Date (optional)"
        type="date"
        min={todayInSast()}
        error={errors.preferred_start_date?.message}
      />
      <Textarea
        {...register('additional_requirements')}
        label="Additional Requirements (optional)"
        rows={3}
        maxLength={PARTNERSHIP_TEXT_MAX}
        error={errors.additional_requirements?.message}
        className="sm:col-span-2"
      />
      <Select
        {...register('how_heard_about_us')}
        label="How Did You Hear About Us? (optional)"
        options={howHeardOptions}
        placeholder="Select an option"
        error={errors.how_heard_about_us?.message}
      />
      <div role="alert" className="empty:hidden sm:col-span-2" data-testid="partnership-error">
        {failure ? (
          <Alert tone="error">
            <p className="font-semibold">{failure}</p>
            <p>{m.failedDetail}</p>
          </Alert>
        ) : null}
      </div>
      <FormSubmit busy={sending} disabled={!ready} label={m.submit} busyLabel={m.submitting} />
    </form>
  )
}
