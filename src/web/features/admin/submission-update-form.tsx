import { useId, useState, type FormEvent } from 'react'
import { ADMIN_NOTE_MAX, adminMessages } from '#shared/admin.ts'
import { submissionStatuses, type SubmissionStatus } from '#shared/options.ts'
import type { SubmissionDetail, SubmissionUpdate } from '#shared/schemas/admin-submissions.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Textarea } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useUpdateSubmission } from './api/update-submission.ts'
import { backOfficeMessages as t } from './messages.ts'

type Errors = { status?: string; admin_note?: string; form?: string }

/** The server's reasons, each by its field; anything else above the button. */
function errorsOf(error: unknown): Errors {
  if (!(error instanceof ApiError) || error.status >= 500) return { form: t.saveFailed }
  const fields = error.fields ?? {}
  const known: Errors = { status: fields.status, admin_note: fields.admin_note }
  if (known.status || known.admin_note) return known
  return { form: error.serverMessage ?? t.saveFailed }
}

/**
 * The status and the internal note, saved together with Save. Only what changed is sent;
 * "Saved." is announced, and the lists and the audit log load again.
 */
export function SubmissionUpdateForm({ detail }: { detail: SubmissionDetail }) {
  const headingId = useId()
  const update = useUpdateSubmission(detail.kind, detail.id)
  const [status, setStatus] = useState<SubmissionStatus>(detail.status)
  const [note, setNote] = useState(detail.admin_note ?? '')
  const [saved, setSaved] = useState(false)
  const [errors, setErrors] = useState<Errors>({})

  const edited = () => {
    setSaved(false)
    setErrors({})
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (update.isPending) return
    const change: SubmissionUpdate = {}
    if (status !== detail.status) change.status = status
    if (note.trim() !== (detail.admin_note ?? '')) change.admin_note = note
    setSaved(false)
    if (Object.keys(change).length === 0) {
      setErrors({ form: adminMessages.nothingToUpdate })
      return
    }
    setErrors({})
    try {
      const result = await update.mutateAsync(change)
      setStatus(result.status)
      setNote(result.admin_note ?? '')
      setSaved(true)
    } catch (error) {
      console.warn('Saving the submission failed:', error)
      setErrors(errorsOf(error))
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t.workHeading}
      </h2>
      <form className="mt-4 space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Select
          label={t.status}
          options={submissionStatuses}
          value={status}
          error={errors.status}
          onChange={(event) => {
            setStatus(event.target.value as SubmissionStatus)
            edited()
          }}
        />
        <Textarea
          label={t.note}
          hint={t.noteHint(ADMIN_NOTE_MAX)}
          value={note}
          rows={5}
          maxLength={ADMIN_NOTE_MAX}
          error={errors.admin_note}
          onChange={(event) => {
            setNote(event.target.value)
            edited()
          }}
        />
        <div role="alert" className="empty:hidden">
          {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t.saving : t.save}
          </Button>
          <p
            role="status"
            className="text-sm font-semibold text-emerald-800"
            data-testid="save-result"
          >
            {saved ? adminMessages.saved : ''}
          </p>
        </div>
      </form>
    </section>
  )
}
