import { useEffect, useState, type ReactNode } from 'react'
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form'
import { announcementTypes, type AnnouncementType } from '#shared/options.ts'
import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  announcementMessages as m,
  announcementTypeParts,
  describeFile,
} from '#shared/announcement.ts'
import type { Announcement } from '#shared/schemas/announcement.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { showServerFieldErrors } from '#web/lib/server-field-errors.ts'
import {
  announcementFormData,
  announcementFormResolver,
  blankAnnouncementForm,
  formValuesOf,
  isAnnouncementFormField,
  type AnnouncementFormValues,
} from './announcement-form-values.ts'
import { useSaveAnnouncement } from './api/save-announcement.ts'
import { adminMessages as a } from './messages.ts'
import { describeError } from './describe-error.ts'

/** Spec part 2 §9: the success message stays 2000 ms before the dialog closes. */
export const SAVED_MESSAGE_MS = 2000

/** The file types the server accepts (D19 checks the content, this only filters the picker). */
const FILE_ACCEPT = '.pdf,.ppt,.pptx,.doc,.docx'

function Checkbox({
  registration,
  children,
}: {
  registration: UseFormRegisterReturn
  children: ReactNode
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 has-checked:border-brand-600 has-checked:bg-brand-50">
      <input type="checkbox" {...registration} className="size-4 accent-brand-700" />
      <span className="text-slate-800">{children}</span>
    </label>
  )
}

/** Why a save failed, beyond the spec's sentence: what the server said, when it is useful. */
function failureDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.serverMessage) return undefined
  if (error.fields && Object.keys(error.fields).length > 0) return undefined
  return error.serverMessage
}

/**
 * The create and edit form of the announcement manager (spec part 2 §4, §5): the fields
 * the chosen type uses, the file with its current name on an edit, the dates in SAST.
 * On success it says so for 2 s, then `onClose` (the dialog closes; reopening starts
 * afresh).
 */
export function AnnouncementForm({
  announcement,
  onSaved,
  onClose,
}: {
  /** Absent for a new announcement. */
  announcement?: Announcement | undefined
  /** Called at once after a successful save (the list needs reloading). */
  onSaved: () => void
  onClose: () => void
}) {
  const editing = announcement !== undefined
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<AnnouncementFormValues>({
    resolver: announcementFormResolver,
    defaultValues: announcement ? formValuesOf(announcement) : blankAnnouncementForm,
  })
  const [title, content, type, removeFile] = useWatch({
    control,
    name: ['title', 'content', 'announcement_type', 'remove_file'],
  })
  const parts = announcementTypeParts[type]
  const save = useSaveAnnouncement()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [failure, setFailure] = useState<{ text: string; detail?: string | undefined } | null>(null)
  const [saved, setSaved] = useState(false)

  useEffect(() => {
    if (!saved) return
    const timer = window.setTimeout(onClose, SAVED_MESSAGE_MS)
    return () => window.clearTimeout(timer)
  }, [saved, onClose])

  const submit = async (values: AnnouncementFormValues) => {
    setFailure(null)
    setFileError(undefined)
    try {
      await save.mutateAsync({
        id: announcement?.id,
        form: announcementFormData(values, { file, editing }),
      })
      setSaved(true)
      onSaved()
    } catch (error) {
      console.warn('Saving the announcement failed:', describeError(error))
      setFailure({ text: m.saveFailed, detail: failureDetail(error) })
      showServerFieldErrors(error, isAnnouncementFormField, setError)
      if (error instanceof ApiError) {
        if (error.fields?.file) setFileError(error.fields.file)
        else if (error.status === 413) setFileError(error.serverMessage)
      }
    }
  }

  const typeField = register('announcement_type')
  const busy = save.isPending || saved
  const currentFile = editing && announcement.file_name ? announcement : null

  return (
    <form
      noValidate
      aria-label={editing ? m.editTitle : m.createTitle}
      data-testid="announcement-form"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="grid gap-4"
    >
      <Input
        {...register('title')}
        label="Title"
        required
        maxLength={ANNOUNCEMENT_TITLE_MAX}
        error={errors.title?.message}
      />
      <Textarea
        {...register('content')}
        label="Content"
        required
        rows={5}
        maxLength={ANNOUNCEMENT_CONTENT_MAX}
        error={errors.content?.message}
      />
      <Select
        {...typeField}
        onChange={(event) => {
          void typeField.onChange(event)
          // The file input leaves with a type that has no file: so does the chosen file.
          if (!announcementTypeParts[event.target.value as AnnouncementType].file) setFile(null)
        }}
        label="Type"
        options={announcementTypes}
        required
        error={errors.announcement_type?.message}
      />
      {parts.video ? (
        <Input
          {...register('video_url')}
          label="Video URL"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          hint="YouTube and Vimeo videos play on the page; other links open in a new tab."
          error={errors.video_url?.message}
        />
      ) : null}
      {parts.file ? (
        <div className="grid gap-2">
          <Input
            label="File (optional)"
            type="file"
            accept={FILE_ACCEPT}
            hint={currentFile ? `${a.fileHint}. ${a.replaceFileHint}` : a.fileHint}
            error={fileError}
            className="[&_input]:h-auto [&_input]:py-2 [&_input]:file:mr-3 [&_input]:file:rounded-md [&_input]:file:border-0 [&_input]:file:bg-brand-50 [&_input]:file:px-3 [&_input]:file:py-1.5 [&_input]:file:font-semibold [&_input]:file:text-brand-800"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null)
              setFileError(undefined)
            }}
          />
          {currentFile ? (
            <div
              className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid="current-file"
            >
              <p className="min-w-0 text-sm text-slate-800">
                <span className="font-medium">{a.currentFile}:</span>{' '}
                <span className={removeFile && !file ? 'break-all line-through' : 'break-all'}>
                  {currentFile.file_name}
                </span>{' '}
                <span className="text-slate-600">
                  ({describeFile(currentFile.file_type, currentFile.file_size)})
                </span>
              </p>
              <label className="flex min-h-11 shrink-0 cursor-pointer items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  {...register('remove_file')}
                  className="size-4 accent-brand-700"
                />
                {a.removeFile}
              </label>
            </div>
          ) : null}
        </div>
      ) : null}
      {parts.meeting ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            {...register('google_meet_link')}
            label="Meeting link"
            type="url"
            inputMode="url"
            placeholder="https://meet.google.com/…"
            error={errors.google_meet_link?.message}
            className="sm:col-span-2"
          />
          <Input
            {...register('meeting_date')}
            label="Meeting date and time"
            type="datetime-local"
            hint={a.sastHint}
            error={errors.meeting_date?.message}
          />
        </div>
      ) : null}
      <Input
        {...register('expires_at')}
        label="Expires at (optional)"
        type="datetime-local"
        hint={`${a.expiresHint} ${a.sastHint}.`}
        error={errors.expires_at?.message}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <Checkbox registration={register('is_published')}>{m.publishImmediately}</Checkbox>
        <Checkbox registration={register('is_featured')}>{a.featuredLabel}</Checkbox>
      </div>
      <div role="status" className="empty:hidden" data-testid="announcement-form-saved">
        {saved ? <Alert tone="success">{m.saved}</Alert> : null}
      </div>
      <div role="alert" className="empty:hidden" data-testid="announcement-form-error">
        {failure ? (
          <Alert tone="error">
            <p className="font-semibold">{failure.text}</p>
            {failure.detail ? <p>{failure.detail}</p> : null}
          </Alert>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          {a.cancel}
        </Button>
        <Button type="submit" disabled={busy || !title.trim() || !content.trim()}>
          {save.isPending ? (
            <>
              <Spinner className="size-4" />
              {a.saving}
            </>
          ) : editing ? (
            a.save
          ) : (
            a.create
          )}
        </Button>
      </div>
    </form>
  )
}
