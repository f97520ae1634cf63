import { useId, useState, type FormEvent } from 'react'
import { ADMIN_NOTE_MAX, adminMessages } from '#shared/admin.ts'
import { submissionStatuses, type SubmissionStatus } from '#shared/options.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Textarea } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { backOfficeMessages as t } from './messages.ts'

/** The office's work on a record: where it stands and the internal note. */
export type WorkState = { status: SubmissionStatus; admin_note: string | null }
export type WorkChange = { status?: SubmissionStatus; admin_note?: string }

type Errors = { status?: string; admin_note?: string; form?: string }

/** The server's reasons, each by its field; anything else above the button. */
function errorsOf(error: unknown, statusField: string): Errors {
  if (!(error instanceof ApiError) || error.status >= 500) return { form: t.saveFailed }
  const fields = error.fields ?? {}
  const known: Errors = { status: fields[statusField], admin_note: fields.admin_note }
  if (known.status || known.admin_note) return known
  return { form: error.serverMessage ?? t.saveFailed }
}

/**
 * The status and the internal note, saved together with Save. Only what changed is sent;
 * "Saved." is announced. `statusField` is the API's name for the status, for its errors.
 */
export function WorkStatusForm({
  current,
  save,
  saving,
  statusField = 'status',
}: {
  current: WorkState
  save: (change: WorkChange) => Promise<WorkState>
  saving: boolean
  statusField?: string
}) {
  const headingId = useId()
  const [status, setStatus] = useState<SubmissionStatus>(current.status)
  // The status can move without this form: a first reply, a schedule or an accepted quote
  // moves a new record on (issue 27). The choice follows the record's as it loads again.
  const [loadedStatus, setLoadedStatus] = useState(current.status)
  if (current.status !== loadedStatus) {
    setLoadedStatus(current.status)
    setStatus(current.status)
  }
  const [note, setNote] = useState(current.admin_note ?? '')
  const [saved, setSaved] = useState(false)
  const [errors, setErrors] = useState<Errors>({})

  const edited = () => {
    setSaved(false)
    setErrors({})
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    const change: WorkChange = {}
    if (status !== current.status) change.status = status
    if (note.trim() !== (current.admin_note ?? '')) change.admin_note = note
    setSaved(false)
    if (Object.keys(change).length === 0) {
      setErrors({ form: adminMessages.nothingToUpdate })
      return
    }
    setErrors({})
    try {
      const result = await save(change)
      setStatus(result.status)
      setNote(result.admin_note ?? '')
      setSaved(true)
    } catch (error) {
      console.warn('Saving the status and note failed:', error)
      setErrors(errorsOf(error, statusField))
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
          <Button type="submit" disabled={saving}>
            {saving ? t.saving : t.save}
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
