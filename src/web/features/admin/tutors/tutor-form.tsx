import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { adminTutorMessages } from '#shared/admin.ts'
import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { TutorAboutFields } from '#web/features/tutors/tutor-about-fields.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useSaveTutor } from './api/save-tutor.ts'
import { tutorPageMessages as t } from './messages.ts'
import {
  blankTutorForm,
  isTutorFormField,
  tutorFormData,
  tutorFormValuesOf,
  type TutorFormField,
  type TutorFormValues,
} from './tutor-form-values.ts'
import { TutorPhoto } from './tutor-photo.tsx'

/** The picker shows images only; the server checks the content (JPEG, PNG, WebP). */
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp'

type Errors = Partial<Record<TutorFormField | 'form', string>>

/** The server's answer as messages by field; anything else as one message for the form. */
function errorsOf(error: unknown): Errors {
  if (!(error instanceof ApiError) || error.status >= 500)
    return { form: adminTutorMessages.saveFailed }
  if (error.status === 413) return { photo: error.serverMessage ?? adminTutorMessages.saveFailed }
  const errors: Errors = {}
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    if (isTutorFormField(name)) errors[name] = message
  }
  if (Object.keys(errors).length > 0) return { ...errors, form: t.fixErrors }
  return { form: error.serverMessage ?? adminTutorMessages.saveFailed }
}

/**
 * A chosen file as a `data:` URL for its preview (the page's CSP allows `data:` images,
 * not `blob:`). Nothing while no file is chosen.
 */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null)
  useEffect(() => {
    if (!file) return
    const reader = new FileReader()
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result })
    }
    reader.readAsDataURL(file)
    return () => reader.abort()
  }, [file])
  return file && preview?.file === file ? preview.url : null
}

function Checkbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 accent-brand-700"
      />
      <span className="text-sm text-slate-800">{children}</span>
    </label>
  )
}

/**
 * Adds a tutor or edits one: every field of the tutor, the lists one item per line, the
 * photo with a preview (and "Remove photo" for the current one on an edit), and whether
 * the tutor is active. The server checks everything and names each field it refuses.
 */
export function TutorForm({
  tutor,
  onSaved,
  onCancel,
}: {
  /** Absent for a new tutor. */
  tutor?: AdminTutor | undefined
  onSaved: (tutor: AdminTutor) => void
  onCancel: () => void
}) {
  const save = useSaveTutor()
  const [values, setValues] = useState<TutorFormValues>(() =>
    tutor ? tutorFormValuesOf(tutor) : blankTutorForm,
  )
  const [photo, setPhoto] = useState<File | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const preview = usePreview(photo)

  const set = <K extends keyof TutorFormValues>(name: K, value: TutorFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors(({ [name]: _cleared, ...rest }) => rest)
  }
  const text = (name: Exclude<keyof TutorFormValues, 'is_active' | 'remove_photo'>) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending) return
    setErrors({})
    try {
      const saved = await save.mutateAsync({ id: tutor?.id, form: tutorFormData(values, photo) })
      onSaved(saved)
    } catch (error) {
      console.warn('Saving the tutor failed:', error)
      setErrors(errorsOf(error))
    }
  }

  const currentPhoto = tutor?.profile_image_url ?? null
  const shownPhoto = preview ?? (values.remove_photo ? null : currentPhoto)

  return (
    <form
      noValidate
      aria-label={tutor ? t.editTitle(tutor.name) : t.addTitle}
      data-testid="tutor-form"
      className="grid gap-4"
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t.name} required maxLength={100} autoComplete="off" {...text('name')} />
        <Input
          label={t.email}
          type="email"
          required
          autoComplete="off"
          hint={t.emailHint}
          {...text('email')}
        />
      </div>
      <TutorAboutFields
        field={text}
        aside={
          <Input
            label={t.rate}
            type="number"
            inputMode="numeric"
            min={50}
            max={5000}
            step={10}
            required
            hint={t.rateHint}
            {...text('hourly_rate')}
          />
        }
      />
      <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">{t.photo}</legend>
        <div className="flex items-center gap-4">
          {shownPhoto ? (
            <img
              src={shownPhoto}
              alt={preview ? t.photoPreview : t.currentPhoto}
              className="size-20 shrink-0 rounded-full bg-slate-100 object-cover"
              data-testid="tutor-photo-preview"
            />
          ) : (
            <TutorPhoto name={values.name || '?'} src={null} className="size-20 text-xl" />
          )}
          <Input
            label={t.photo}
            hideLabel
            type="file"
            accept={PHOTO_ACCEPT}
            hint={currentPhoto ? `${t.photoHint} ${t.replacePhotoHint}` : t.photoHint}
            error={errors.photo}
            className="min-w-0 flex-1 [&_input]:h-auto [&_input]:py-2 [&_input]:file:mr-3 [&_input]:file:rounded-md [&_input]:file:border-0 [&_input]:file:bg-brand-50 [&_input]:file:px-3 [&_input]:file:py-1.5 [&_input]:file:font-semibold [&_input]:file:text-brand-800"
            onChange={(event) => {
              setPhoto(event.currentTarget.files?.[0] ?? null)
              setErrors(({ photo: _cleared, ...rest }) => rest)
            }}
          />
        </div>
        {currentPhoto ? (
          <Checkbox
            checked={values.remove_photo}
            onChange={(checked) => set('remove_photo', checked)}
          >
            {t.removePhoto}
          </Checkbox>
        ) : null}
      </fieldset>
      <Checkbox checked={values.is_active} onChange={(checked) => set('is_active', checked)}>
        {t.activeLabel}
      </Checkbox>
      <div role="alert" className="empty:hidden" data-testid="tutor-form-error">
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  )
}
