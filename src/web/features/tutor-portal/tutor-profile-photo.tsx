import { useRef, useState, type FormEvent } from 'react'
import { tutorProfileMessages } from '#shared/tutor-account-messages.ts'
import type { TutorProfile } from '#shared/schemas/tutor-accounts.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useUploadTutorPhoto } from './tutor-profile-api.ts'
import { tutorProfilePageMessages as t } from './tutor-profile-messages.ts'

/** The picker shows images only; the server checks the content (JPEG, PNG, WebP). */
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp'

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')

/** The tutor's photo and a form to upload a new one, checked by the server as the office's. */
export function TutorProfilePhoto({ profile }: { profile: TutorProfile }) {
  const upload = useUploadTutorPhoto()
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [saved, setSaved] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (upload.isPending) return
    setSaved(false)
    if (!file) {
      setError(tutorProfileMessages.photoRequired)
      return
    }
    setError(undefined)
    try {
      await upload.mutateAsync(file)
      setSaved(true)
      setFile(null)
      if (input.current) input.current.value = ''
    } catch (failure) {
      console.warn('Uploading the photo failed:', failure)
      setError(
        failure instanceof ApiError && failure.status < 500 && failure.serverMessage
          ? failure.serverMessage
          : t.photoFailed,
      )
    }
  }

  return (
    <form
      noValidate
      aria-label={t.photo}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 className="text-lg font-bold text-slate-900">{t.photo}</h2>
      <div className="flex flex-col items-start gap-4">
        {profile.profile_image_url ? (
          <img
            src={profile.profile_image_url}
            alt={t.photoCurrent}
            className="size-24 shrink-0 rounded-full bg-slate-100 object-cover"
            data-testid="tutor-profile-photo"
          />
        ) : (
          <span
            className="flex size-24 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
            title={t.photoNone}
          >
            <span aria-hidden="true">{initialsOf(profile.name)}</span>
            <span className="sr-only">{t.photoNone}</span>
          </span>
        )}
        <Input
          ref={input}
          label={t.photo}
          hideLabel
          type="file"
          accept={PHOTO_ACCEPT}
          hint={t.photoHint}
          error={error}
          className="w-full min-w-0 [&_input]:h-auto [&_input]:py-2 [&_input]:file:mr-3 [&_input]:file:rounded-md [&_input]:file:border-0 [&_input]:file:bg-brand-50 [&_input]:file:px-3 [&_input]:file:py-1.5 [&_input]:file:font-semibold [&_input]:file:text-brand-800"
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null)
            setError(undefined)
            setSaved(false)
          }}
        />
      </div>
      <div role="status" className="empty:hidden">
        {saved ? <Alert tone="success">{tutorProfileMessages.photoSaved}</Alert> : null}
      </div>
      <div>
        <Button type="submit" variant="outline" disabled={upload.isPending}>
          {upload.isPending ? t.uploading : t.upload}
        </Button>
      </div>
    </form>
  )
}
