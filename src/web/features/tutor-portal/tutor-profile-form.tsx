import { useState, type FormEvent } from 'react'
import { tutorProfileMessages } from '#shared/tutor-account-messages.ts'
import type { TutorProfile, TutorProfileFields } from '#shared/schemas/tutor-accounts.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { TutorAboutFields } from '#web/features/tutors/tutor-about-fields.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useSaveTutorProfile } from './tutor-profile-api.ts'
import { tutorProfilePageMessages as t } from './tutor-profile-messages.ts'

type Values = { bio: string; expertise: string; qualifications: string; years_experience: string }
type Field = keyof Values
type Errors = Partial<Record<Field | 'form', string>>

const fieldNames: readonly Field[] = ['bio', 'expertise', 'qualifications', 'years_experience']
const isField = (name: string): name is Field => (fieldNames as readonly string[]).includes(name)

const valuesOf = (profile: TutorProfile): Values => ({
  bio: profile.bio,
  expertise: profile.expertise_list.join('\n'),
  qualifications: profile.qualifications_list.join('\n'),
  years_experience: String(profile.years_experience),
})

/**
 * The server's answer as messages by field. A list's item comes back named by its place
 * (`expertise.2`): it is shown on the list's field.
 */
function errorsOf(error: unknown): Errors {
  if (!(error instanceof ApiError) || error.status >= 500) return { form: t.saveFailed }
  const errors: Errors = {}
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    const field = name.split('.')[0] ?? name
    if (isField(field)) errors[field] ??= message
  }
  if (Object.keys(errors).length > 0) return { ...errors, form: t.fixErrors }
  return { form: error.serverMessage ?? t.saveFailed }
}

/** The fields a tutor edits of their own profile, each with the server's message under it. */
export function TutorProfileForm({ profile }: { profile: TutorProfile }) {
  const save = useSaveTutorProfile()
  const [values, setValues] = useState<Values>(() => valuesOf(profile))
  const [errors, setErrors] = useState<Errors>({})
  const [saved, setSaved] = useState(false)

  const text = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }))
      setErrors(({ [name]: _cleared, ...rest }) => rest)
      setSaved(false)
    },
  })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending) return
    setErrors({})
    setSaved(false)
    try {
      const fields: TutorProfileFields = values
      const updated = await save.mutateAsync(fields)
      setValues(valuesOf(updated))
      setSaved(true)
    } catch (error) {
      console.warn('Saving the tutor profile failed:', error)
      setErrors(errorsOf(error))
    }
  }

  return (
    <form
      noValidate
      aria-label={t.title}
      data-testid="tutor-profile-form"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      onSubmit={(event) => void onSubmit(event)}
    >
      <TutorAboutFields field={text} />
      <div role="status" className="empty:hidden" data-testid="tutor-profile-saved">
        {saved ? <Alert tone="success">{tutorProfileMessages.saved}</Alert> : null}
      </div>
      <div role="alert" className="empty:hidden">
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  )
}
