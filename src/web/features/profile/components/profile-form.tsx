import { useState } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { profileMessages } from '#shared/messages.ts'
import { levelsFor, studentCategories } from '#shared/options.ts'
import type { StudentProfile } from '#shared/schemas/student-profile.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useSaveStudentProfile } from '../api/save-student-profile.ts'
import { profilePageMessages as m } from '../messages.ts'
import type { ProfileFormInput, ProfileFormOutput } from '../profile-form-values.ts'

const fieldNames = [
  'name',
  'email',
  'phone_number',
  'address',
  'student_category',
  'student_level',
] as const
type FieldName = (typeof fieldNames)[number]
const isFieldName = (key: string): key is FieldName =>
  (fieldNames as readonly string[]).includes(key)

/**
 * Edit mode (spec part 1 §4, §5, §8). The shared schema checks the fields on submit and
 * its messages appear under them; a failed save shows the banner and keeps the values.
 */
export function ProfileForm({
  form,
  onSaved,
  onCancel,
}: {
  form: UseFormReturn<ProfileFormInput, unknown, ProfileFormOutput>
  onSaved: (profile: StudentProfile) => void
  onCancel: () => void
}) {
  const save = useSaveStudentProfile()
  const [failed, setFailed] = useState(false)
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = form
  const category = useWatch({ control, name: 'student_category' })
  const levels = levelsFor(category)
  const saving = save.isPending

  const onSubmit = async (values: ProfileFormOutput) => {
    setFailed(false)
    try {
      onSaved(await save.mutateAsync(values))
    } catch (error) {
      setFailed(true)
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (isFieldName(field)) setError(field, { message })
        }
      }
    }
  }

  return (
    <form
      noValidate
      aria-label="Edit your profile"
      data-testid="profile-form"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <div role="alert" className="mb-6 empty:hidden" data-testid="profile-save-error">
        {failed ? <Alert tone="error">{profileMessages.saveFailed}</Alert> : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          {...register('name')}
          label="Full Name"
          autoComplete="name"
          required
          maxLength={100}
          error={errors.name?.message}
        />
        <Input
          {...register('email')}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.email?.message}
        />
        <Input
          {...register('phone_number')}
          label="Phone Number (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="e.g. 071 234 5678"
          maxLength={30}
          error={errors.phone_number?.message}
        />
        <Textarea
          {...register('address')}
          label="Address (optional)"
          autoComplete="street-address"
          rows={2}
          maxLength={300}
          error={errors.address?.message}
        />
        <Select
          {...register('student_category', {
            // A level belongs to its category: choosing another category clears it.
            onChange: () => setValue('student_level', ''),
          })}
          label="Student Category"
          placeholder="Select your category"
          options={studentCategories}
          required
          error={errors.student_category?.message}
        />
        <Select
          {...register('student_level')}
          label="Current Level"
          placeholder={levels.length ? 'Select your level' : 'Choose a category first'}
          options={levels.map((level) => ({ value: level, label: level }))}
          disabled={levels.length === 0}
          required
          error={errors.student_level?.message}
        />
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {profileMessages.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? (
            <>
              <Spinner className="size-4" />
              {m.saving}
            </>
          ) : (
            profileMessages.save
          )}
        </Button>
      </div>
    </form>
  )
}
