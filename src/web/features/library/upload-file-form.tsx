import { useEffect, useId, useState, type FormEvent } from 'react'
import { libraryCategories } from '#shared/options.ts'
import { formatFileSize, LIBRARY_DESCRIPTION_MAX, libraryMessages as m } from '#shared/library.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Textarea } from '#web/components/ui/field.tsx'
import { CheckCircleIcon } from '#web/components/ui/icons.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useUploadLibraryFile } from './api/upload-library-file.ts'
import { failureReason } from './failure-reason.ts'

/** How long the success state shows before the modal closes (spec part 2 §4, §9). */
export const UPLOAD_SUCCESS_MS = 2000

const categoryOptions = libraryCategories.map((category) => ({ value: category, label: category }))

type Failure = { reason: string | undefined }

/**
 * The form of the 'Upload PDF File' modal (spec part 2 §2, §4, §5, §8): a PDF (required),
 * a category and a description (both optional). The upload button waits for a file and
 * is disabled while sending. On success the success state shows for two seconds, then
 * `onDone` closes the modal (which clears the form); on failure every value stays, with
 * the spec's failure line and the server's reason under it.
 */
export function UploadFileForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const upload = useUploadLibraryFile()
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [category, setCategory] = useState('')
  const [description, setDescription] = useState('')
  const [failure, setFailure] = useState<Failure | null>(null)
  const succeeded = upload.isSuccess

  useEffect(() => {
    if (!succeeded) return
    const timer = window.setTimeout(onDone, UPLOAD_SUCCESS_MS)
    return () => window.clearTimeout(timer)
  }, [succeeded, onDone])

  if (succeeded) {
    return (
      <div
        role="status"
        className="flex flex-col items-center py-8 text-center"
        data-testid="library-upload-success"
      >
        <CheckCircleIcon className="size-14 text-emerald-600" />
        <p className="mt-4 text-lg font-semibold text-slate-900">{m.uploadSuccess}</p>
        <p className="mt-1 text-sm text-slate-600 wrap-anywhere">{upload.data.original_filename}</p>
      </div>
    )
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!file || upload.isPending) return
    setFailure(null)
    upload.mutate(
      { file, category, description: description.trim() },
      { onError: (error) => setFailure({ reason: failureReason(error) }) },
    )
  }

  const uploading = upload.isPending
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={uploading}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
          PDF File
        </label>
        <input
          id={fileId}
          type="file"
          name="file"
          accept=".pdf,application/pdf"
          required
          disabled={uploading}
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setFailure(null)
          }}
          className="w-full min-w-0 rounded-lg border border-dashed border-slate-400 bg-slate-50 p-3 text-sm text-slate-700 file:mr-3 file:h-9 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-700 file:px-3 file:font-semibold file:text-white hover:file:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
        />
        <p id={`${fileId}-hint`} className="text-sm text-slate-600">
          {file ? `${file.name} (${formatFileSize(file.size)})` : 'PDF files only.'}
        </p>
      </div>
      <Select
        label="Category (optional)"
        placeholder="Select a category"
        options={categoryOptions}
        value={category}
        disabled={uploading}
        onChange={(event) => setCategory(event.target.value)}
      />
      <Textarea
        label="Description (optional)"
        hint={`${description.length}/${LIBRARY_DESCRIPTION_MAX} characters`}
        value={description}
        maxLength={LIBRARY_DESCRIPTION_MAX}
        rows={3}
        disabled={uploading}
        placeholder="What is in this file? e.g. Grade 12 calculus revision notes"
        onChange={(event) => setDescription(event.target.value)}
      />
      <div role="alert">
        {failure ? (
          <Alert tone="error" className="flex-1">
            <p className="font-semibold" data-testid="library-upload-error">
              {m.uploadFailed}
            </p>
            {failure.reason ? (
              <p className="mt-1" data-testid="library-upload-reason">
                {failure.reason}
              </p>
            ) : null}
          </Alert>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={uploading}>
          Cancel
        </Button>
        <Button type="submit" disabled={!file || uploading}>
          {uploading ? <Spinner className="size-5" /> : null}
          {uploading ? m.uploading : m.upload}
        </Button>
      </div>
    </form>
  )
}
